// An element of the wrong type: rustc's mismatch, at the element.
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

#[crosswalk::crosswalk(to = (isa::Opcode, bool), target_ordinal = encoding)]
#[derive(Clone, Copy)]
enum Op {
    #[to((Opcode::Add, true))]
    Add,
    #[to((Opcode::Sub, 1))]
    Sub,
}

fn main() {}
