// Two variants reach the same constant, the second with no `alias`: only const evaluation can
// compare constants, and it reports the pair.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Op(u8);

    impl Op {
        pub const ADD: Self = Self(1);
        pub const PLUS: Self = Self(1);

        pub const fn get(self) -> u8 {
            self.0
        }
    }
}

#[crosswalk::crosswalk(to = hw::Op, target_ordinal = hw::Op::get)]
#[derive(Clone, Copy)]
enum Front {
    #[to(ADD)]
    Add,
    #[to(PLUS)]
    Plus,
}

fn main() {}
