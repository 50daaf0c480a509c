// A declaration whose lines leave out two variants of the source, an enum of another crate.
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
        Times,
        Divide,
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
