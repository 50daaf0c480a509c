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
    #[reject("{name} is not supported")]
    Neg,
}

fn main() {}
