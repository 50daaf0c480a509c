use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
enum Op {
    #[roster(nmae = "add")]
    Add,
    Sub,
}

fn main() {}
