// A crate that allows `overflowing_literals` still gets the error, once, at each number that does
// not fit: in the table `0x1ff` would silently become `0xff`, and the default `0x100` become `0`.
#![allow(overflowing_literals)]

mod hw {
    #[derive(Clone, Copy)]
    pub struct Code(pub u8);
}

#[crosswalk::crosswalk(to = hw::Code, on_oob = default(0x100))]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x01)]
    A,
    #[to(0x1ff)]
    B,
}

fn main() {}
