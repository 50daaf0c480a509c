// Literal discriminants under a `base` only const evaluation computes: each variant mapped below
// it is one error, at the variant.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

mod opcodes {
    pub const FIRST: u16 = 3;
}

#[crosswalk::crosswalk(to = ir::Op, base = opcodes::FIRST)]
#[derive(Clone, Copy)]
#[repr(u16)]
enum Front {
    #[to(A)]
    A = 1,
    #[to(B)]
    B = 2,
    #[to(C)]
    C = 3,
}

fn main() {}
