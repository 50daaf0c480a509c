// A BIR dtype where a CoreV4 wire tag is expected: the crosswalk must be called, not skipped.
use crosswalk::{bir, wire};

fn encode(tag: wire::CoreV4DtypeTag) -> u8 {
    tag.get()
}

fn main() {
    let _ = encode(bir::Dtype::Float8e4);
}
