// `alias` beside `one_way`: a one-way entry never answers `from_target`, so it is no alias.
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
    #[to(Unknown)]
    Unknown,
    #[to(Unknown, one_way, alias)]
    Other,
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

fn main() {}
