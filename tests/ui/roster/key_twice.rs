use crosswalk::Roster;

// One key in two attributes is still one key given twice.
#[derive(Clone, Copy, Roster)]
#[roster(rename_all = "snake_case")]
#[roster(rename_all = "kebab-case")]
enum Op {
    #[roster(name = "add", name = "plus")]
    Add,
    Sub,
}

fn main() {}
