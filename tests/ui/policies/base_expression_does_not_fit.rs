// A `base` expression whose value the ordinal type cannot hold: its computation overflows.
use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

mod opcodes {
    pub const LAST: u8 = 255;
}

#[crosswalk(to = ir::Op, base = opcodes::LAST + 1)]
#[derive(Clone, Copy)]
#[repr(u8)]
enum Front {
    #[to(A)]
    A = 254,
    #[to(B)]
    B,
}

fn main() {}
