// A constant expression as a target, with no `target_ordinal` to read it back.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Cond {
        pub mask: u8,
    }
}

#[crosswalk::crosswalk(to = hw::Cond)]
#[derive(Clone, Copy)]
enum Compare {
    #[to(hw::Cond { mask: 8 })]
    Equal,
    #[to(hw::Cond { mask: 6 })]
    NotEqual,
}

fn main() {}
