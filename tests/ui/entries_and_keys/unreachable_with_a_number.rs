// `#[unreachable(…)]` takes its message as a string.
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
    #[unreachable(3)]
    Gone,
}

fn main() {}
