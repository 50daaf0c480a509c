use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

const FIRST: isize = 1;

#[crosswalk(to = ir::Op, base = 1)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A = FIRST,
    #[to(B)]
    B,
}

fn main() {}
