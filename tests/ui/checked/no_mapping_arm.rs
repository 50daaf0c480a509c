#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond { Equal, NotEqual, Above, Below }

pub enum Op { Eq, Ne, Gt, Lt }

#[crosswalk::checked]
pub fn cond(op: Op) -> Cond {
    match op {
        Op::Eq => Cond::Equal.clone(),
        _ => panic!("unsupported"),
    }
}

fn main() {}
