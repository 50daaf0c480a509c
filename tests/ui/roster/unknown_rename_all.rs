use crosswalk::Roster;

// strum spells PascalCase `camel_case`: the help says how it is written here.

#[derive(Clone, Copy, Roster)]
#[roster(rename_all = "camel_case")]
enum Op {
    Add,
    Sub,
}

fn main() {}
