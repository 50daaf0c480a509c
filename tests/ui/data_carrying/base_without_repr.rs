// `base` and `on_oob` on an enum whose variants carry fields and that has no `#[repr]`: there
// are no raw ordinals for them to describe.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Op {
        Nop,
        Add,
        Load,
    }
}

#[crosswalk::crosswalk(to = ir::Op, base = 1, on_oob = default(Nop))]
enum Inst {
    #[to(Nop)]
    Nop,
    #[to(Add)]
    Add { dst: u8, a: u8, b: u8 },
    #[to(Load)]
    Load(u8, u32),
}

fn main() {}
