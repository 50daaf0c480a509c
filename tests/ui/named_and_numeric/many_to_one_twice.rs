use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Code(pub u8);
}

#[crosswalk(to = hw::Code, many_to_one, many_to_one)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x01)]
    A,
    #[to(0x01)]
    B,
}

fn main() {}
