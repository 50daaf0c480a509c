// `convert` on the unnamed crosswalk, which converts anyway.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Unknown,
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op, convert)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
}

fn main() {}
