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
union Front {
    op: u32,
    bits: f32,
}

fn main() {}
