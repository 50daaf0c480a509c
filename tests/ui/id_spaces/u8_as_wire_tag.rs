// A raw byte where a CoreV4 wire tag is expected: a tag is a type of its own, not `u8`.
use crosswalk::wire;

fn encode(tag: wire::CoreV4DtypeTag) -> u8 {
    tag.get()
}

fn main() {
    let byte: u8 = 0x0e;
    let _ = encode(byte);
}
