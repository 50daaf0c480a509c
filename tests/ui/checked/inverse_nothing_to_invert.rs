#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond { Equal, NotEqual, Above, Below }

pub enum Op { Eq, Ne, Gt, Lt }

#[crosswalk::checked(inverse = op_of)]
pub fn cond(op: u8) -> Cond {
    match op {
        0..=3 => Cond::Equal,
        4 | 5 if op > 4 => Cond::NotEqual,
        small => panic!("{small}"),
    }
}

fn main() {}
