// `ordinal_type` names a type that is not an integer.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Unknown,
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op, ordinal_type = f32)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
}

fn main() {}
