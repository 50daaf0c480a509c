use crosswalk::Roster;

// Every mistake in the form of a key is reported, each at its own tokens.
#[derive(Clone, Copy, Roster)]
#[roster(ascii_case_insensitive = yes, prefix, suffix =, skip = Display, rename_all = "lowercase" crate = crosswalk)]
enum Op {
    #[roster(alias = add)]
    Add,
    #[roster("sub")]
    Sub,
}

#[derive(Clone, Copy, Roster)]
#[roster]
enum Bare {
    A,
}

fn main() {}
