use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

#[derive(Debug)]
pub enum MyError {
    Unsupported(u32),
}

#[crosswalk(to = ir::Op, error = MyError, error_from = |error| MyError::Unsupported(0))]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[reject]
    B,
}

fn main() {}
