use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
#[roster(ascii_case_insensitive)]
enum Op {
    Add,
    #[roster(name = "ADD")]
    AddAgain,
    #[roster(alias = "aDd")]
    Sum,
}

fn main() {}
