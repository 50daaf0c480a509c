// A number written for a `bool` target, and a character for another.
#[crosswalk::crosswalk(to = bool)]
#[derive(Clone, Copy)]
enum Parity {
    #[to(1)]
    Odd,
    #[to('e')]
    Even,
}

fn main() {}
