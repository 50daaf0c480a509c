// A wire tag read as a BIR dtype: tag 0x0e is not BIR ordinal 14 (`uint32`), and there is no
// conversion that would pretend it is.
use crosswalk::{bir, wire};

fn decode(tag: wire::CoreV4DtypeTag) -> bir::Dtype {
    bir::Dtype::try_from(tag).unwrap()
}

fn main() {
    let tag = bir::Dtype::Float8e4.translate_core_v4().unwrap();
    let _ = decode(tag);
}
