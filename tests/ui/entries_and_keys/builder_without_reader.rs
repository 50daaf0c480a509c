// `target_from_ordinal` without `target_ordinal`.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Unknown,
        Add,
        Sub,
    }
}

#[crosswalk::crosswalk(to = ir::Op, target_from_ordinal = build)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
}

const fn build(_: u32) -> ir::Op {
    ir::Op::Add
}

fn main() {}
