// The number type's field is a `u8`: 0x1ff does not fit.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Code(pub u8);
}

#[crosswalk(to = hw::Code)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x01)]
    A,
    #[to(0x1ff)]
    B,
}

fn main() {}
