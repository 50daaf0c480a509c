// A `pub` holder whose target is `pub(crate)`: the holder's translators would show a type this
// crate keeps to itself.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub(crate) enum Op {
        Add,
        Sub,
    }
}

pub mod front {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Plus,
        Minus,
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op)]
    pub enum Ops for front::Op {
        Plus => Add,
        Minus => Sub,
    }
}

fn main() {}
