// The same in a declaration: a tuple target needs `target_ordinal`, at the tuple.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        Add,
        Sub,
    }
}

crosswalk::declare! {
    #[crosswalk(to = (u8, bool))]
    pub enum Ops for ir::Op {
        Add => (1, true),
        Sub => (2, false),
    }
}

fn main() {}
