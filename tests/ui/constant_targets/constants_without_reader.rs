// A target whose values are associated constants of a struct (a constant newtype), with no
// `target_ordinal` to read a target's number back: the read is at the target path.
#[crosswalk::crosswalk(to = ash::vk::CompareOp)]
#[derive(Clone, Copy)]
enum Depth {
    #[to(NEVER)]
    Never,
    #[to(LESS)]
    Less,
}

fn main() {}
