// Two variants with fields reach one target, the second with no `alias`.
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
    #[to(Add)]
    AddImmediate(u8, i32),
    #[to(Load)]
    Load(u8, u32),
}

fn main() {}
