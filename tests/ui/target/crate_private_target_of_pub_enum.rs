// A `pub` enum whose target is `pub(crate)`: its translators would show a type this crate keeps
// to itself.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub(crate) enum Op {
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
pub enum Front {
    #[to(Add)]
    Plus,
    #[to(Sub)]
    Minus,
}

fn main() {}
