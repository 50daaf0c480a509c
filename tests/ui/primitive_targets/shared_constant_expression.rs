// `MAX` and `255` are one `u8`: const evaluation finds the unmarked second source.
#[crosswalk::crosswalk(to = u8)]
#[derive(Clone, Copy)]
enum Byte {
    #[to(MAX)]
    All,
    #[to(255)]
    Ones,
}

fn main() {}
