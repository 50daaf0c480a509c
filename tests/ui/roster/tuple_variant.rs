use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
enum Op {
    Add,
    Imm(u32),
}

fn main() {}
