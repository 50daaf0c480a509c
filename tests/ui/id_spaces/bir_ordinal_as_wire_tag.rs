// A BIR ordinal where a CoreV4 wire tag is expected: BIR `float8e4` is 4, its tag is 0x0e.
use crosswalk::{bir, wire};

fn encode(tag: wire::CoreV4DtypeTag) -> u8 {
    tag.get()
}

fn main() {
    let _ = encode(bir::Dtype::Float8e4.ordinal());
}
