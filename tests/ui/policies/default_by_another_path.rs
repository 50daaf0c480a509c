// A default written as a path that is not a variant of the target, taken by two variants below
// `base`: one error.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        B,
        C,
    }
}

mod other {
    pub enum Op {
        A,
    }
}

#[crosswalk::crosswalk(to = ir::Op, base = 2, on_oob = default(other::Op::A))]
#[derive(Clone, Copy)]
enum Front {
    Low = 0,
    Mid = 1,
    #[to(B)]
    Add = 2,
    #[to(C)]
    Sub = 3,
}

fn main() {}
