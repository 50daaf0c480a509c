// A keyed entry whose key is one edit from a declared crosswalk: reported once, at the key, with
// the declared names and a suggestion; `Narrow` is not also said to have no outcome.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
    pub enum CoreV4 {}
    pub enum PreV4 {}
}

#[crosswalk(to = hw::Tag, name = hw::CoreV4)]
#[crosswalk(to = hw::Tag, name = hw::PreV4)]
#[derive(Clone, Copy)]
enum Dtype {
    #[to(CoreV5 = 0x03, PreV4 = 0x01)]
    Narrow,
    #[to(CoreV4 = 0x04, PreV4 = 0x02)]
    Wide,
}

fn main() {}
