// A `pub` holder whose target is `pub(crate)`, its functions narrowed by `vis`: the `Crosswalk`
// impl still names the target, so the holder must be no wider than it.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub(crate) enum Op {
        Add,
        Sub,
    }
}

pub mod front {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Plus,
        Minus,
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op, vis = pub(crate))]
    pub enum Ops for front::Op {
        Plus => Add,
        Minus => Sub,
    }
}

fn main() {}
