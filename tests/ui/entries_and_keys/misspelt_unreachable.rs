// `#[unreachble]`: one edit from `#[unreachable]`.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Unknown,
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
    #[unreachble]
    Gone,
}

fn main() {}
