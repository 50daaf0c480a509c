// The field written with its type, as in the struct.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Cond {
        pub mask: u8,
    }
}

#[crosswalk::crosswalk(to = hw::Cond { mask: u8 })]
#[derive(Clone, Copy)]
enum Compare {
    #[to(8)]
    Equal,
}

fn main() {}
