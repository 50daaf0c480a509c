// `default(0)` falls back to a number, but the target is an enum.
use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

#[crosswalk(to = ir::Op, base = 1, on_oob = default(0))]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    Add = 1,
    #[to(B)]
    Sub = 2,
}

fn main() {}
