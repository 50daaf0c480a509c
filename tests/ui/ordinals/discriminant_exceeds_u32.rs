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
#[repr(u64)]
enum Front {
    #[to(A)]
    A = 0,
    #[to(B)]
    B = 4294967296,
}

fn main() {}
