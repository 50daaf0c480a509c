// A keyed entry for a crosswalk the enum does not declare at all.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
    pub enum CoreV4 {}
}

#[crosswalk(to = hw::Tag, name = hw::CoreV4)]
#[derive(Clone, Copy)]
enum Dtype {
    #[to(CoreV4 = 0x03, Gen9 = 0x01)]
    Narrow,
    #[to(CoreV4 = 0x04)]
    Wide,
}

fn main() {}
