// Two variants onto one tuple, the second with no `alias`: const evaluation compares the
// tuples' numbers, through `target_ordinal`, and reports the pair.
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
    #[to((isa::Opcode::Add, true))]
    Plus,
}

fn main() {}
