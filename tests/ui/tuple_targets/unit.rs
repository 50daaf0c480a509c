// `()` has one value: nothing to translate onto.
#[crosswalk::crosswalk(to = ())]
#[derive(Clone, Copy)]
enum Op {
    #[to(())]
    Add,
}

fn main() {}
