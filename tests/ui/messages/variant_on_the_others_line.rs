mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        Add,
    }
}

mod front {
    #[derive(Clone, Copy)]
    pub enum Op {
        Add,
        Neg,
        Not,
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op)]
    pub enum Ops for front::Op {
        Add => Add,
        _ => unreachable("unable to lower {variant}"),
    }
}

fn main() {}
