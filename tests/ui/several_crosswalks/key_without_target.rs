// A key with nothing after its `=`, and one whose parentheses name no target: each reported at
// what is missing its target.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
    pub enum CoreV4 {}
}

#[crosswalk(to = hw::Tag, name = hw::CoreV4)]
#[derive(Clone, Copy)]
enum Dtype {
    #[to(CoreV4 = )]
    Narrow,
    #[to(CoreV4 = ())]
    Wide,
}

fn main() {}
