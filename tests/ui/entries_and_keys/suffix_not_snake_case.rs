// A `suffix` that would make method names that are not snake case.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Unknown,
        Add,
        Sub,
    }
}

pub enum Gen2 {}

#[crosswalk::crosswalk(to = ir::Op, name = Gen2, suffix = Gen2)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Gen2 = Add)]
    Add,
}

fn main() {}
