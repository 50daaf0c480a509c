// A misspelt target on a variant with fields.
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
    #[to(Addd)]
    Add { dst: u8, a: u8, b: u8 },
    #[to(Load)]
    Load(u8, u32),
}

fn main() {}
