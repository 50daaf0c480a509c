use crosswalk::Roster;

#[derive(Clone, Copy, Roster)]
#[roster(rename_all = "lowercase")]
enum Op {
    FloatX,
    Floatx,
    #[roster(name = "floatx")]
    Other,
}

fn main() {}
