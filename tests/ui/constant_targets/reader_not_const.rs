// `target_ordinal` names a getter that is not a `const fn`: the translators read targets in
// constant evaluation.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Cond {
        pub mask: u8,
    }

    impl Cond {
        pub fn mask(self) -> u8 {
            self.mask
        }
    }
}

#[crosswalk::crosswalk(to = hw::Cond, target_ordinal = hw::Cond::mask)]
#[derive(Clone, Copy)]
enum Compare {
    #[to(hw::Cond { mask: 8 })]
    Equal,
    #[to(hw::Cond { mask: 6 })]
    NotEqual,
}

fn main() {}
