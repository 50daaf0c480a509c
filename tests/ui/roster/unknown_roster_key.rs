use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
#[roster(rename = "snake_case")]
enum Op {
    Add,
    Sub,
}

fn main() {}
