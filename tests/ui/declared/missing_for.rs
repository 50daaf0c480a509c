// The source is named without `for`.
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
    pub enum Ops front::Op {
        Plus => Add,
        Minus => Sub,
    }
}

fn main() {}
