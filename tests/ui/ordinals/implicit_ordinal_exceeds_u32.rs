use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(to = ir::Op, base = 4294967295)]
#[derive(Clone, Copy)]
#[repr(u64)]
enum Front {
    #[to(A)]
    A = 4294967295,
    #[to(B)]
    B,
}

fn main() {}
