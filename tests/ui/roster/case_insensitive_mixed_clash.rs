use crosswalk::Roster;

// One variant reads its names ignoring ASCII case, the other exactly: an input either could
// match ("ADD") would name both, so the later spelling is an error.
#[derive(Clone, Copy, Roster)]
#[allow(clippy::upper_case_acronyms)]
enum Quiet {
    #[roster(ascii_case_insensitive)]
    Add,
    ADD,
    Sub,
    #[roster(ascii_case_insensitive, alias = "SUB")]
    Minus,
}

// The enum ignores case, the later variant does not: the earlier still reads "add".
#[derive(Clone, Copy, Roster)]
#[roster(ascii_case_insensitive)]
enum Loud {
    Add,
    #[roster(name = "add", ascii_case_insensitive = false)]
    Plus,
    // Exactly its own name: a plain duplicate, whatever the case rules.
    #[roster(name = "Add", ascii_case_insensitive = false)]
    Again,
}

fn main() {}
