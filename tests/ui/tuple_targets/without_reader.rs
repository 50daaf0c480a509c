// A tuple has no number of its own to go back by: `target_ordinal` is asked for, at the tuple.
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

#[crosswalk::crosswalk(to = (isa::Opcode, bool))]
#[derive(Clone, Copy)]
enum Op {
    #[to((Opcode::Add, true))]
    Add,
    #[to((Opcode::Sub, false))]
    Sub,
}

fn main() {}
