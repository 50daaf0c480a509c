// `vis` wider than a declaration's holder.
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
    #[crosswalk(to = ir::Op, vis = pub(crate))]
    enum Ops for front::Op {
        Plus => Add,
        Minus => Sub,
    }
}

fn main() {}
