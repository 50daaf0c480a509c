// A declaration with an error of the macro's, whose `unreached` list leaves out a target of a
// roster no line reaches: the build reports both, the roster's with the corrected list.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, crosswalk::Roster)]
    pub enum Op {
        Add,
        Sub,
        Mul,
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
    #[crosswalk(to = ir::Op, unreached = [])]
    pub enum Ops for front::Op {
        #[inline]
        Plus => Add,
        Minus => Sub,
    }
}

fn main() {}
