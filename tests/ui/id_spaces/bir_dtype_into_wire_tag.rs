// No conversion bypasses the named crosswalks: a BIR dtype has two tags (one per generation), so
// there is no `From<bir::Dtype>` for either tag type; `translate_core_v4()` says which.
use crosswalk::{bir, wire};

fn main() {
    let _tag: wire::CoreV4DtypeTag = bir::Dtype::Float8e4.into();
}
