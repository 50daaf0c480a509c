// Two named crosswalks: `Wide` has an entry for `PreV4` only, so the `CoreV4` crosswalk has no
// outcome for it.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
    pub enum CoreV4 {}
    pub enum PreV4 {}
}

#[crosswalk(to = hw::Tag, name = hw::CoreV4, many_to_one)]
#[crosswalk(to = hw::Tag, name = hw::PreV4, many_to_one)]
#[derive(Clone, Copy)]
enum Dtype {
    #[to(CoreV4 = 0x03, PreV4 = 0x03)]
    Narrow,
    #[to(PreV4 = 0x05)]
    Wide,
}

fn main() {}
