#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond { Equal, NotEqual, Above, Below }

pub enum Op { Eq, Ne, Gt, Lt }

pub struct Wrapper(pub Cond);

#[crosswalk::checked(inverse = op_of)]
pub fn wrapped(op: Op) -> Wrapper {
    Wrapper(match op {
        Op::Eq => Cond::Equal,
        Op::Ne => Cond::NotEqual,
        Op::Gt => Cond::Above,
        Op::Lt => Cond::Below,
    })
}

fn main() {}
