#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond { Equal, NotEqual, Above, Below }

pub enum Op { Eq, Ne, Gt, Lt }

#[crosswalk::checked(many_to_one = true)]
pub fn cond(op: Op) -> Cond {
    match op {
        Op::Eq => Cond::Equal,
        Op::Ne => Cond::Equal,
        Op::Gt => Cond::Above,
        Op::Lt => Cond::Below,
    }
}

fn main() {}
