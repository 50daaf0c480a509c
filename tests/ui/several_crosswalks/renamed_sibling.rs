// A sibling written through a renamed import is not recognised by the first expansion, which takes
// every mapping attribute; the sibling's own expansion then says how to write it.
use crosswalk::crosswalk;
use crosswalk::crosswalk as cw;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
    pub enum CoreV4 {}
    pub enum PreV4 {}
}

#[crosswalk(to = hw::Tag, name = hw::CoreV4)]
#[cw(to = hw::Tag, name = hw::PreV4)]
#[derive(Clone, Copy)]
enum Dtype {
    #[to(CoreV4 = 0x03)]
    Narrow,
    #[to(CoreV4 = 0x04)]
    Wide,
}

fn main() {}
