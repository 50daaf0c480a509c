// A number type whose field this crate cannot see: the fix is `pub(crate)`, which keeps the type
// unforgeable outside the crate, not `pub`.
mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(u8);
}

#[crosswalk::crosswalk(to = hw::Tag)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x0e)]
    Add,
    #[to(0x0f)]
    Sub,
}

fn main() {}
