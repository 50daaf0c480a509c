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
#[repr(i8)]
enum Front {
    #[to(A)]
    A = 0,
    #[to(B)]
    B = 128,
}

fn main() {}
