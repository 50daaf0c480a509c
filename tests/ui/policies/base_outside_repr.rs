use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(to = ir::Op, base = 256)]
#[derive(Clone, Copy)]
#[repr(u8)]
enum Front {
    #[to(A)]
    A = 255,
}

fn main() {}
