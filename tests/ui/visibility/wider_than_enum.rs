// `vis` wider than the enum the methods are on: they could reach no further than it.
pub mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op, vis = pub)]
#[derive(Clone, Copy)]
pub(crate) enum Front {
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

mod inner {
    #[crosswalk::crosswalk(to = crate::ir::Op, vis = pub(super))]
    #[derive(Clone, Copy)]
    enum Private {
        #[to(Add)]
        Add,
        #[to(Sub)]
        Sub,
    }
}

fn main() {}
