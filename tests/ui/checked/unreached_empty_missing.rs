#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond { Equal, NotEqual, Above, Below }

pub enum Op { Eq, Ne, Gt, Lt }

#[crosswalk::checked(unreached = [])]
pub fn cond(op: Op) -> Option<Cond> {
    match op {
        Op::Eq => Some(Cond::Equal),
        Op::Gt => Some(Cond::Above),
        _ => None,
    }
}

fn main() {}
