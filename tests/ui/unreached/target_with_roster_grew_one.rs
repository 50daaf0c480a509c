// One variant missing from `unreached` on a target with a roster: named alone.
mod ir {
    #[derive(Clone, Copy, crosswalk::Roster)]
    pub enum Op { A, B, C }
}

#[crosswalk::crosswalk(to = ir::Op, unreached = [])]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
