// A variant both mapped and declared unreachable.
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
    #[unreachable]
    Add,
}

fn main() {}
