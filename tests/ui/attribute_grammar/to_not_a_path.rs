use crosswalk::crosswalk;

#[crosswalk(to = "ir::Op")]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A,
}

fn main() {}
