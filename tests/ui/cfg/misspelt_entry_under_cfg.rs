// A misspelt entry on an enum with a variant under `cfg`: one error, ours.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
        Fma,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Nop)]
    Nop,
    #[too(Add)]
    Add,
    #[cfg(any())]
    #[to(Fma)]
    Fma,
}

fn main() {}
