// A number the named field does not hold.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Cond {
        pub mask: u8,
    }
}

#[crosswalk::crosswalk(to = hw::Cond { mask })]
#[derive(Clone, Copy)]
enum Compare {
    #[to(8)]
    Equal,
    #[to(0x100)]
    Less,
}

fn main() {}
