// `by_name` on a declaration, whose lines each give their variant's outcome.
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
        Add,
        Sub,
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op, by_name)]
    pub enum Ops for front::Op {
        Add => Add,
        Sub => Sub,
    }
}

fn main() {}
