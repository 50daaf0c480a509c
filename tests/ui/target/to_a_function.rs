// `to =` a function: one error, at the path.
mod ir {
    pub fn lower() {}
}

#[crosswalk::crosswalk(to = ir::lower)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[to(B)]
    B,
}

fn main() {}
