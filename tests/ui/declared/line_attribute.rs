// A line carries an attribute the declaration does not take.
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
        #[inline]
        Plus => Add,
        Minus => Sub,
    }
}

fn main() {}
