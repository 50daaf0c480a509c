use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
#[roster(skip(Display, FromSt, Debug))]
enum Op {
    Add,
    Sub,
}

fn main() {}
