use crosswalk::crosswalk;

mod ir {
    pub enum Op {
        A,
        B,
    }

    impl Drop for Op {
        fn drop(&mut self) {}
    }
}

/// A target needs no derive, but one with a destructor cannot be built in a constant table.
#[crosswalk(to = ir::Op)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
