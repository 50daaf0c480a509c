use crosswalk::Roster;

// A rule like none of them: the help lists every rule.

#[derive(Clone, Copy, Roster)]
#[roster(rename_all = "shouting")]
enum Op {
    Add,
    Sub,
}

fn main() {}
