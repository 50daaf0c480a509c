// A declaration whose `base` is a constant expression: a line whose variant lies below it is an
// error at the line.
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

    pub const SECOND: u32 = 2;
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op, base = front::SECOND)]
    pub enum Ops for front::Op {
        A => A,
        B => B,
    }
}

fn main() {}
