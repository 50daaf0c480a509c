// A pre-V4 tag where a CoreV4 tag is expected: the generations disagree (`float4_e2m1fn_x4` is
// 0x05 before V4, 0x10 on it), so their tags are different types.
use crosswalk::{bir, wire};

fn encode_core_v4(tag: wire::CoreV4DtypeTag) -> u8 {
    tag.get()
}

fn main() {
    let tag = bir::Dtype::Float4E2m1fnX4.translate_pre_v4().unwrap();
    let _ = encode_core_v4(tag);
}
