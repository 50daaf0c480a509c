// A crosswalk with an error of the macro's, whose `unreached` list leaves out a target no
// variant reaches: the build reports both.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op { A, B, C, D }
}

#[crosswalk::crosswalk(to = ir::Op, unreached = [C])]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
    #[to(A)]
    Again,
    #[to(B)]
    B,
}

fn main() {}
