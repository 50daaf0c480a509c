// An entry keyed by a misspelling of a crosswalk this build switches off: reported, with the
// crosswalk it was likely meant for named as one of other builds.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
    }
    pub enum Arm {}
}

#[crosswalk::crosswalk(to = ir::Op)]
#[crosswalk::crosswalk(to = ir::Op, name = ir::Arm, cfg(any()))]
#[derive(Clone, Copy)]
enum Front {
    #[to(Nop, Arm = Nop)]
    Nop,
    #[to(Add, Armm = Add)]
    Add,
}

fn main() {}
