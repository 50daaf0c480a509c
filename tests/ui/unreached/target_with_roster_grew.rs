// The target enum, which has a roster, gained `D` and `E` after the crosswalk declared its
// unreached set: the build names both and writes the corrected list.
mod ir {
    #[derive(Clone, Copy, crosswalk::Roster)]
    #[roster(rename_all = "snake_case")]
    pub enum Op { Nop, Add, D, Sub, E }
}

#[crosswalk::crosswalk(to = ir::Op, unreached = [Nop])]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

fn main() {}
