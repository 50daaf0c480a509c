// A target with generic arguments: the expansion names the path where `<…>` cannot stand, so
// it is one error at the arguments.
pub mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Tag<T>(pub(crate) T);
}
#[crosswalk::crosswalk(to = hw::Tag<u8>)]
#[derive(Clone, Copy, Debug)]
pub enum Front {
    #[to(1)]
    Add,
    #[to(2)]
    Sub,
}
fn main() {}
