// The target enum gained `D` after the crosswalk declared its unreached set: the build says which
// value is now unaccounted for.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op { A, B, C, D }
}

#[crosswalk::crosswalk(to = ir::Op, unreached = [C])]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
