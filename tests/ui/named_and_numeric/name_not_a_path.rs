use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Code(pub u8);
}

#[crosswalk(to = hw::Code, name = "core_v4")]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x01)]
    A,
}

fn main() {}
