#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond { Equal, NotEqual, Above, Below }

pub enum Op { Eq, Ne, Gt, Lt }

#[crosswalk::checked]
pub fn cond(op: Op, negate: bool) -> Cond {
    let cond = #[table] match op {
        Op::Eq => Cond::Equal,
        Op::Ne => Cond::NotEqual,
        Op::Gt => Cond::Above,
        Op::Lt => Cond::Below,
    };
    #[table]
    match (negate, cond) {
        (true, Cond::Equal) => Cond::NotEqual,
        (_, cond) => cond,
    }
}

fn main() {}
