// A default combining constants with `|`, with no `target_from_ordinal`, taken by two variants
// below `base`: one error.
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

#[crosswalk::crosswalk(
    to = hw::Flags,
    target_ordinal = hw::Flags::bits,
    base = 2,
    on_oob = default(READ | WRITE)
)]
#[derive(Clone, Copy)]
enum Access {
    Low = 0,
    Mid = 1,
    #[to(READ)]
    Read = 2,
    #[to(WRITE)]
    Write = 3,
}

fn main() {}
