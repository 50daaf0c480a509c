use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(to = ir::Op, on_oob = thorw)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
