use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

const FIRST: u16 = 1;

#[crosswalk(to = ir::Op, base = 2)]
#[derive(Clone, Copy)]
#[repr(u16)]
enum Front {
    #[to(A)]
    A = FIRST,
    #[to(B)]
    B,
}

fn main() {}
