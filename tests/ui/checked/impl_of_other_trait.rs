#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond { Equal, NotEqual, Above, Below }

pub enum Op { Eq, Ne, Gt, Lt }

pub struct Lowering;

#[crosswalk::checked]
impl Default for Lowering {
    fn default() -> Self {
        match 0 {
            _ => Lowering,
        }
    }
}

fn main() {}
