// Two expressions of one number, the second not marked `alias`: const evaluation finds it.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Cond(pub u8);

    pub const EQ: u8 = 8;
    pub const LT: u8 = 2;
}

use hw::{EQ, LT};

#[crosswalk::crosswalk(to = hw::Cond)]
#[derive(Clone, Copy)]
enum Compare {
    #[to(8 | 2)]
    LessEqual,
    #[to(LT | EQ)]
    NotGreater,
}

fn main() {}
