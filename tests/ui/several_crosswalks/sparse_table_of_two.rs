// An ordinal too far for a table, on an enum with two crosswalks from the same `base`: one error.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }

    pub enum Gen2 {}
}

#[crosswalk::crosswalk(to = ir::Op)]
#[crosswalk::crosswalk(to = ir::Op, name = ir::Gen2)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A, Gen2 = A)]
    A = 0,
    #[to(B, Gen2 = B)]
    B = 1,
    #[to(C, Gen2 = C)]
    C = 70000,
}

fn main() {}
