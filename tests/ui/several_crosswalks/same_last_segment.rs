// Two crosswalks named by types that share a last segment (`a::Gen`, `b::Gen`) would generate the
// same method names; a short key `Gen` could mean either.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
}
mod a {
    pub enum Gen {}
}
mod b {
    pub enum Gen {}
}

#[crosswalk(to = hw::Tag, name = a::Gen)]
#[crosswalk(to = hw::Tag, name = b::Gen)]
#[derive(Clone, Copy)]
enum Dtype {
    #[to(a::Gen = 0x03, b::Gen = 0x01)]
    Narrow,
    #[to(Gen = 0x04, b::Gen = 0x02)]
    Wide,
}

fn main() {}
