// `suffix` on the unnamed crosswalk, whose methods have none.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Unknown,
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op, suffix = ir)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
}

fn main() {}
