// A bare name after an integer expression: a variant's name, which a number type does not take.
mod hw {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub struct Cond(pub u8);

    pub const EQ: u8 = 8;
}

#[crosswalk::crosswalk(to = hw::Cond)]
#[derive(Clone, Copy)]
enum Compare {
    #[to(8 | 2)]
    LessEqual,
    #[to(EQ)]
    Equal,
}

fn main() {}
