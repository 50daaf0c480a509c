use crosswalk::crosswalk;

#[crosswalk(base = 1)]
#[derive(Clone, Copy)]
enum Front {
    #[to(A)]
    A = 1,
}

fn main() {}
