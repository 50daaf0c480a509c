// A holder with two `#[crosswalk]`s.
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
    #[crosswalk(to = ir::Op, base = 1)]
    pub enum Ops for front::Op {
        Plus => Add,
        Minus => Sub,
    }
}

fn main() {}
