// serde's spelling: `#[crosswalk]` takes the path itself, as `#[roster(crate = …)]` does.
use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        A,
    }
}

#[crosswalk(to = ir::Op, crate = "crosswalk")]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
