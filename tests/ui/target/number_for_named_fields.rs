// A number written for a struct whose field is named (and visible): a number builds only a tuple
// struct, so the error says what the struct is and how to write its values.
mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag {
        pub value: u8,
    }
}

#[crosswalk::crosswalk(to = hw::Tag)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x0e)]
    Add,
    #[to(0x0f)]
    Sub,
}

fn main() {}
