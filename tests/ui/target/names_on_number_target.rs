// Variant names written for a target that is a number type: its targets are numbers.
mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub(crate) u8);
}

#[crosswalk::crosswalk(to = hw::Tag)]
#[derive(Clone, Copy)]
enum Front {
    #[to(Add)]
    Add,
    #[to(Sub)]
    Sub,
}

fn main() {}
