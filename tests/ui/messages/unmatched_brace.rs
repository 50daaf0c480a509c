use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        Add,
    }
}

#[crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
    #[unreachable("lowered before this pass {")]
    Neg,
}

fn main() {}
