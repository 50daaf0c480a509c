// A tuple of one element is its element: the error names the type to write instead.
mod isa {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Opcode {
        Add,
        Sub,
    }
}

use isa::Opcode;

const fn encoding((opcode, flag): (Opcode, bool)) -> u8 {
    (opcode as u8) << 1 | flag as u8
}

#[crosswalk::crosswalk(to = (isa::Opcode,), target_ordinal = encoding)]
#[derive(Clone, Copy)]
enum Op {
    #[to((Opcode::Add,))]
    Add,
}

fn main() {}
