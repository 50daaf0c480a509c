use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

// Each variant mapped below `base` is one error, at the variant.
#[crosswalk(to = ir::Op, base = 2)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    Zero = 0,
    #[to(B)]
    One = 1,
    #[to(C)]
    Two = 2,
}

fn main() {}
