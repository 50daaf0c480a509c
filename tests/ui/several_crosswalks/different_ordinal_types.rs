// Two crosswalks of one enum read its raw ordinals as different types: one ordinal type is the
// enum's, so the second is an error, with a note at the first.
use crosswalk::crosswalk;

mod hw {
    #[derive(Clone, Copy)]
    pub struct Tag(pub u8);
    pub enum Gen2 {}
}

#[crosswalk(to = hw::Tag, ordinal_type = u8)]
#[crosswalk(to = hw::Tag, name = hw::Gen2, ordinal_type = u16)]
#[derive(Clone, Copy)]
#[repr(C)]
enum Dtype {
    #[to(0x03, Gen2 = 0x01)]
    Narrow,
    #[to(0x04, Gen2 = 0x02)]
    Wide,
}

fn main() {}
