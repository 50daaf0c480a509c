use crosswalk::crosswalk;

mod hw {
    /// A number type: unlike a target enum, it is copied out of the tables.
    pub struct Tag(pub u8);
}

#[crosswalk(to = hw::Tag)]
enum Front {
    #[to(1)]
    A,
    #[to(2)]
    B,
}

fn main() {}
