use crosswalk::Roster;

// serde's spelling: `#[roster]` takes the path itself, as `#[crosswalk(crate = …)]` does.
#[derive(Clone, Copy, Roster)]
#[roster(crate = "crosswalk")]
enum Op {
    Add,
    Sub,
}

fn main() {}
