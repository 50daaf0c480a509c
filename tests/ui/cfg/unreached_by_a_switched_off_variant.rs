// A target reached only by a variant this build leaves out is unreached in this build, so the
// declared `unreached` list must name it.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, crosswalk::Roster)]
    pub enum Op {
        Nop,
        Add,
        Fma,
    }
}

#[crosswalk::crosswalk(to = ir::Op, unreached = [])]
#[derive(Clone, Copy)]
enum Front {
    #[to(Nop)]
    Nop,
    #[to(Add)]
    Add,
    #[cfg(any())]
    #[to(Fma)]
    Fma,
}

fn main() {}
