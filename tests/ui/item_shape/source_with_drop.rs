use crosswalk::crosswalk;

mod ir {
    pub enum Op {
        A,
        B,
    }
}

/// A source needs no derive, but one with a destructor cannot be read as its discriminant.
#[crosswalk(to = ir::Op)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

impl Drop for Front {
    fn drop(&mut self) {}
}

fn main() {}
