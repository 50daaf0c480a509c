// `#[too(…)]` and `#[rejcet]`: one edit from `to` and `reject`. The macro says which was meant,
// and the variants are not also said to have no outcome.
mod ir {
    #[derive(Clone, Copy)]
    pub enum Op {
        A,
        B,
    }
}

#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy)]
enum Front {
    #[too(A)]
    A,
    #[rejcet]
    B,
}

fn main() {}
