use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(too = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
