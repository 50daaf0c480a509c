use crosswalk::crosswalk;

mod ir {
    pub enum Op {
        A,
        B,
    }
}

#[crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
