// Numbers an integer target does not hold: past its largest, below zero for an unsigned one, and
// past any `usize`.
#[crosswalk::crosswalk(to = u8)]
#[crosswalk::crosswalk(to = core::primitive::i8, name = Signed)]
#[crosswalk::crosswalk(to = usize, name = Wide)]
#[derive(Clone, Copy)]
enum Op {
    #[to(0x100, Signed = -129, Wide = 0x1_0000_0000_0000_0000)]
    Add,
    #[to(-1, Signed = 128, Wide = 1)]
    Sub,
    #[to(255, Signed = -128, Wide = 0xffff_ffff_ffff_ffff)]
    Mul,
}

enum Signed {}

enum Wide {}

fn main() {}
