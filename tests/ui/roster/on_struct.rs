use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
struct Op {
    code: u32,
}

fn main() {}
