// A variant with no outcome, and a misspelt target on another: both are reported in one build.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op { Add, Sub, Mul }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)] Plus = 1,
    #[to(Sbu)] Minus = 3,
    Times = 4,
}

fn main() {}
