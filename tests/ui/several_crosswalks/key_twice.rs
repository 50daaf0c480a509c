// One variant gives the same crosswalk two entries, once by its last segment and once by its whole
// path: one error, at the second key, pointing back at the first.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
    pub enum CoreV4 {}
}

#[crosswalk(to = hw::Tag, name = hw::CoreV4)]
#[derive(Clone, Copy)]
enum Dtype {
    #[to(CoreV4 = 0x03, hw::CoreV4 = 0x05)]
    Narrow,
    #[to(CoreV4 = 0x04)]
    Wide,
}

fn main() {}
