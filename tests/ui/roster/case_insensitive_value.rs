use crosswalk::Roster;

// `ascii_case_insensitive` is `true` alone, or `= true` / `= false`; every other value is
// reported at the value, on the enum and on a variant.
#[derive(Clone, Copy, Roster)]
#[roster(ascii_case_insensitive = "yes")]
enum Op {
    #[roster(ascii_case_insensitive = "false")]
    Add,
    #[roster(ascii_case_insensitive = 1)]
    Sub,
    #[roster(ascii_case_insensitive(true))]
    Mul,
    #[roster(ascii_case_insensitive =)]
    Div,
    #[roster(ascii_case_insensitive = true false)]
    Rem,
}

fn main() {}
