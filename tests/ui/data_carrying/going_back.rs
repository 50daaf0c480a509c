// Going back needs a source value, which a variant's kind cannot make: there is no `from_target`.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
        Load,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Debug, PartialEq)]
enum Inst {
    #[to(Nop)]
    Nop,
    #[to(Add)]
    Add { dst: u8, a: u8, b: u8 },
    #[to(Load)]
    Load(u8, u32),
}

fn main() {
    let _ = Inst::from_target(ir::Op::Nop);
}
