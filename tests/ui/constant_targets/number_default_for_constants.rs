// A number as the default of a crosswalk whose targets are constants, taken by two variants below
// `base`: one error.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Op(u8);

    impl Op {
        pub const ADD: Self = Self(1);
        pub const SUB: Self = Self(2);

        pub const fn get(self) -> u8 {
            self.0
        }
    }
}

#[crosswalk::crosswalk(to = hw::Op, target_ordinal = hw::Op::get, base = 2, on_oob = default(5))]
#[derive(Clone, Copy)]
enum Front {
    Low = 0,
    Mid = 1,
    #[to(ADD)]
    Add = 2,
    #[to(SUB)]
    Sub = 3,
}

fn main() {}
