// `true` written for an integer target.
#[crosswalk::crosswalk(to = u8)]
#[derive(Clone, Copy)]
enum Flag {
    #[to(true)]
    Set,
    #[to(0)]
    Clear,
}

fn main() {}
