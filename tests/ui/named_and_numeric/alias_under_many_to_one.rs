use crosswalk::crosswalk;

mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

#[crosswalk(to = ir::Op, many_to_one)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    Add,
    #[to(A, alias)]
    Plus,
    #[to(B)]
    Sub,
}

fn main() {}
