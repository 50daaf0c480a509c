// `unreached` onto a primitive type, which has no variants to list.
#[crosswalk::crosswalk(to = bool, unreached = [])]
#[derive(Clone, Copy)]
enum Parity {
    #[to(true)]
    Odd,
    #[to(false)]
    Even,
}

fn main() {}
