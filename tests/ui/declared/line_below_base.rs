// A declared source's discriminants are known to const evaluation alone: a line whose variant
// lies below `base` is an error at the line, in a declaration's words.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

mod front {
    #[derive(Clone, Copy)]
    pub enum Op {
        A = 1,
        B = 2,
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op, base = 2)]
    pub enum Ops for front::Op {
        A => A,
        B => B,
    }
}

fn main() {}
