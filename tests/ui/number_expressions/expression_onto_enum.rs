// An integer expression among variant names: a number onto an enum.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
    #[to(1 | 2)]
    Sub,
}

fn main() {}
