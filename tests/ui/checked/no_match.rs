#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond { Equal, NotEqual, Above, Below }

pub enum Op { Eq, Ne, Gt, Lt }

#[crosswalk::checked]
pub fn cond(op: Op) -> Cond {
    if matches!(op, Op::Eq) { Cond::Equal } else { Cond::NotEqual }
}

fn main() {}
