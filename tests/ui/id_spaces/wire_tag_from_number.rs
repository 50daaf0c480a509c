// A wire tag cannot be made from a number outside the crate: only a crosswalk makes one.
use crosswalk::wire;

fn main() {
    let _tag = wire::CoreV4DtypeTag(0x0e);
}
