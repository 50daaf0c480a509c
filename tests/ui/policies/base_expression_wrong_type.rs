// A `base` that names a variant of another enum without the cast to the ordinal type.
use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

#[repr(u32)]
enum Opcode {
    Nop = 40,
}

#[crosswalk(to = ir::Op, base = Opcode::Nop)]
#[derive(Clone, Copy)]
#[repr(u32)]
enum Front {
    #[to(A)]
    A = 41,
    #[to(B)]
    B,
}

fn main() {}
