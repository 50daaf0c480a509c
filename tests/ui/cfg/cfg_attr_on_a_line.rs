// A declaration's line takes `#[cfg]`, not `cfg_attr`: a line has no attributes to apply.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Front {
    Nop,
    Add,
}

crosswalk::declare! {
    #[crosswalk(to = Front)]
    enum Lowering for ir::Op {
        #[cfg_attr(all(), doc = "the no-op")]
        Nop => Nop,
        Add => Add,
    }
}

fn main() {}
