// Two lines reach one target: the later needs `alias` (or one line with `|`).
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Add,
        Sub,
    }
}

mod front {
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
        Minus => Add,
    }
}

fn main() {}
