use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub struct Op;
}

#[crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
