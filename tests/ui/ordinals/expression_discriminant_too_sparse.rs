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
#[repr(u32)]
enum Front {
    #[to(A)]
    A = 0,
    #[to(B)]
    B = 1 << 20,
}

fn main() {}
