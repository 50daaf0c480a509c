// A negative number for an unsigned field, and one past a signed field's range: each does not fit.
mod hw {
    #[derive(Clone, Copy)]
    pub struct Code(pub u8);
    #[derive(Clone, Copy)]
    pub struct Offset(pub i8);
    pub enum Signed {}
}

#[crosswalk::crosswalk(to = hw::Code)]
#[crosswalk::crosswalk(to = hw::Offset, name = hw::Signed)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x01, Signed = -128)]
    A,
    #[to(-1, Signed = -129)]
    B,
}

fn main() {}
