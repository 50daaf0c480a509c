use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

/// The source must be `Copy` too: rustc says so, on the enum's name.
#[crosswalk(to = ir::Op)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
