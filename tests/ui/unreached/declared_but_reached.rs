// `B` is declared unreached, but a variant maps to it.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op { A, B, C }
}

#[crosswalk::crosswalk(to = ir::Op, unreached = [B, C])]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
