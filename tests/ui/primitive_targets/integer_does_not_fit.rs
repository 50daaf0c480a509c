// Numbers an integer target does not hold: past its largest, and below zero for an unsigned one.
#[crosswalk::crosswalk(to = u8)]
#[crosswalk::crosswalk(to = core::primitive::i8, name = Signed)]
#[derive(Clone, Copy)]
enum Op {
    #[to(0x100, Signed = -129)]
    Add,
    #[to(-1, Signed = 128)]
    Sub,
    #[to(255, Signed = -128)]
    Mul,
}

enum Signed {}

fn main() {}
