// A declaration without its `#[crosswalk(…)]`: the target is missing.
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
    pub enum Ops for front::Op {
        Plus => Add,
        Minus => Sub,
    }
}

fn main() {}
