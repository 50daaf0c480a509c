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

const fn my_error(word: u32) -> MyError {
    MyError::Unsupported(word)
}

#[crosswalk(to = ir::Op, error = MyError, error_from = my_error)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[reject]
    B,
}

fn main() {}
