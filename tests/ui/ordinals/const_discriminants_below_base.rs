// Two variants whose discriminants only const evaluation knows lie below `base`: one error each,
// at the variant.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

const FIRST: u16 = 1;

#[crosswalk::crosswalk(to = ir::Op, base = 3)]
#[derive(Clone, Copy)]
#[repr(u16)]
enum Front {
    #[to(A)]
    A = FIRST,
    #[to(B)]
    B,
    #[to(C)]
    C,
}

fn main() {}
