// `cfg()` with no predicate.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
    }
}

#[crosswalk::crosswalk(to = ir::Op, cfg())]
#[derive(Clone, Copy)]
enum Front {
    #[to(Nop)]
    Nop,
    #[to(Add)]
    Add,
}

fn main() {}
