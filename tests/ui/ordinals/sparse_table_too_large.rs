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
    A = 0,
    #[to(B)]
    B = 1,
    #[to(C)]
    C = 70000,
}

fn main() {}
