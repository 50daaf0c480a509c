// A declaration's line writes a variant's fields by name: they are ignored, so `..` alone.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
        Load,
    }
}

mod front {
    pub enum Inst {
        Nop,
        Add { dst: u8, a: u8, b: u8 },
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op)]
    pub enum Insts for front::Inst {
        Nop => Nop,
        Add { dst, .. } => Add,
    }
}

fn main() {}
