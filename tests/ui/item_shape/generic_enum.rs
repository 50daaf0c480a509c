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
enum Front<const WIDTH: u8> {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
