use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A = 1,
    #[to(B)]
    B = 2,
    #[to(C)]
    C = 1,
}

fn main() {}
