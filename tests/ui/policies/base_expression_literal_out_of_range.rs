// A literal inside a `base` expression that the ordinal type cannot hold: the lint on literals
// stands for the expression, as it does for a discriminant.
use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

mod opcodes {
    pub const FIRST: u8 = 200;
}

#[crosswalk(to = ir::Op, base = opcodes::FIRST + 256)]
#[derive(Clone, Copy)]
#[repr(u8)]
enum Front {
    #[to(A)]
    A = 200,
    #[to(B)]
    B,
}

fn main() {}
