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

#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
const fn my_error(error: crosswalk::Error) -> MyError {
    MyError::Unsupported(error.ordinal() as u32)
}

#[crosswalk(to = ir::Op, error = MyError, error_form = my_error)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[reject]
    B,
}

fn main() {}
