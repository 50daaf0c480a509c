// A named crosswalk reads only the entries keyed by its name: `#[to(0x01)]` belongs to an unnamed
// crosswalk, which this enum does not have.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
    pub enum CoreV4 {}
}

#[crosswalk(to = hw::Tag, name = hw::CoreV4)]
#[derive(Clone, Copy)]
enum Dtype {
    #[to(CoreV4 = 0x03)]
    Narrow,
    #[to(0x01)]
    Wide,
}

fn main() {}
