use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Code(pub u8);
}

#[crosswalk(to = hw::Code)]
#[derive(Clone, Copy)]
enum Front {
    #[to(0x0e)]
    E4m3,
    #[to(0x0f)]
    E5m2,
    #[to(0x0e)]
    E4m3fn,
}

fn main() {}
