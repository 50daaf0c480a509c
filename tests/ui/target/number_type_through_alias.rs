// A number type named through a type alias: an alias has no constructor, so the entries cannot
// build one; the error says to name the struct itself.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Tag(pub(crate) u16);
}
type Reg = hw::Tag;

#[crosswalk::crosswalk(to = Reg)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x0e)]
    Add,
    #[to(0x0f)]
    Sub,
}

fn main() {}
