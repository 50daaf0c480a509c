// A variant more than 65,536 cells above a `base` only const evaluation computes: an error at the
// variant.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

mod opcodes {
    pub const FIRST: u32 = 1;
}

#[crosswalk::crosswalk(to = ir::Op, base = opcodes::FIRST)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    Far = 70_000,
    #[to(B)]
    Farther,
}

fn main() {}
