use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
        C,
    }
}

#[crosswalk(to = ir::Op base = 1)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A = 1,
}

fn main() {}
