// A field the target does not have.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Cond {
        pub mask: u8,
    }
}

#[crosswalk::crosswalk(to = hw::Cond { bits })]
#[derive(Clone, Copy)]
enum Compare {
    #[to(8)]
    Equal,
    #[to(2)]
    Less,
}

fn main() {}
