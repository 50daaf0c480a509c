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
#[repr(u8)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {
    let wide: u32 = 1;
    let _ = Front::translate_ordinal(wide);
}
