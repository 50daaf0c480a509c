use crosswalk::crosswalk;

const fn my_error(_: crosswalk::Error) -> MyError {
    MyError::Unsupported(0)
}

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

#[crosswalk(to = ir::Op, error = MyEror, error_from = my_error)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[reject]
    B,
}

fn main() {}
