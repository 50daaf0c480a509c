use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
#[roster(rename_all = "snake_case")]
enum Op {
    #[roster(alias = "plus")]
    Add,
    Plus,
    #[roster(alias = "minus", alias = "minus")]
    Sub,
}

fn main() {}
