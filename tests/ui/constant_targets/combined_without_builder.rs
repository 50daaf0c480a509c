// Constants combined with `|`, with no `target_from_ordinal` to build the result in a constant.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Flags(u8);

    impl Flags {
        pub const READ: Self = Self(1);
        pub const WRITE: Self = Self(2);

        pub const fn bits(self) -> u8 {
            self.0
        }
    }
}

#[crosswalk::crosswalk(to = hw::Flags, target_ordinal = hw::Flags::bits)]
#[derive(Clone, Copy)]
enum Access {
    #[to(READ)]
    Read,
    #[to(READ | WRITE)]
    ReadWrite,
}

fn main() {}
