// The methods take the visibility `vis` gives, narrower than the enum's: outside it they are
// private, though the enum is not.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Add,
        Sub,
    }
}

mod front {
    #[crosswalk::crosswalk(to = crate::ir::Op, vis = pub(self))]
    #[derive(Clone, Copy)]
    pub enum Op {
        #[to(Add)]
        Add,
        #[to(Sub)]
        Sub,
    }
}

fn main() {
    let _ = front::Op::Add.translate();
    let _ = front::Op::from_target(ir::Op::Add);
}
