use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(to = ir::Op, base = 254)]
#[derive(Clone, Copy)]
#[repr(u8)]
enum Front {
    #[to(A)]
    A = 254,
    #[to(B)]
    B,
    #[to(C)]
    C,
}

fn main() {}
