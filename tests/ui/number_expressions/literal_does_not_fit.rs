// A literal in an integer constant expression that the field cannot hold.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Cond(pub u8);
}

#[crosswalk::crosswalk(to = hw::Cond)]
#[derive(Clone, Copy)]
enum Compare {
    #[to(8)]
    Equal,
    #[to(0x100 | 2)]
    Less,
}

fn main() {}
