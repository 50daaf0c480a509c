// An entry given only under a `cfg_attr` that does not hold leaves the variant with no outcome in
// this build: reported at the variant.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Nop)]
    Nop,
    #[cfg_attr(any(), to(Add))]
    Add,
}

fn main() {}
