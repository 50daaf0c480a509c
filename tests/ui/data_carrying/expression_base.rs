// An enum whose variants carry fields has its tables laid out by the macro, from literal
// discriminants: its `base` is a literal too.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
    }
}

const FIRST: u8 = 1;

#[crosswalk::crosswalk(to = ir::Op, base = FIRST)]
#[repr(u8)]
enum Inst {
    #[to(Nop)]
    Nop = 1,
    #[to(Add)]
    Add { dst: u8, a: u8 } = 2,
}

fn main() {}
