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
#[repr(align(8))]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
