// A field named after an enum target, whose targets are variant names.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op { mask })]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

fn main() {}
