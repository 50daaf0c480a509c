// A flag on the `_` line, whose variants never go back anyway.
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
        _ => (Sub, one_way),
    }
}

fn main() {}
