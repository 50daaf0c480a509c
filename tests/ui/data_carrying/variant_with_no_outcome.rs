// A variant with fields and no outcome: the error is at the variant, and says nothing of fields.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
        Load,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
enum Inst {
    #[to(Nop)]
    Nop,
    #[to(Add)]
    Add { dst: u8, a: u8, b: u8 },
    Load(u8, u32),
}

fn main() {}
