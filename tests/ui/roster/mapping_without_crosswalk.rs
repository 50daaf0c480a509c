// A crosswalk's variant attributes on an enum that derives `Roster` and has no `#[crosswalk]`:
// each says what is missing.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op { Add, Sub }
}

#[derive(Clone, Copy, crosswalk::Roster)]
enum Front {
    #[to(ir::Op::Add)]
    Add,
    #[to(Sub)]
    Sub,
    #[reject("no such op")]
    Mul,
}

fn main() {}
