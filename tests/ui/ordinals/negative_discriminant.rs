use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
#[repr(i32)]
enum Front {
    #[to(A)]
    A = -1,
    #[to(B)]
    B,
}

fn main() {}
