// `to =` a trait: one error, at the path.
mod ir {
    pub trait Lower {}
}

#[crosswalk::crosswalk(to = ir::Lower)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
