use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }

    pub const fn op_from_raw(raw: u32) -> Op {
        if raw == 0 { Op::B } else { Op::C }
    }
}

#[crosswalk(to = ir::Op, on_oob = compute(ir::op_from_raw))]
#[derive(Clone, Copy)]
#[repr(u8)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
