use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
#[roster(rename_all = "camelCase")]
enum Op {
    Add,
    Sub,
}

fn main() {}
