// The same target listed twice in `unreached`.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op { A, B, C }
}

#[crosswalk::crosswalk(to = ir::Op, unreached = [B, C, B])]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
