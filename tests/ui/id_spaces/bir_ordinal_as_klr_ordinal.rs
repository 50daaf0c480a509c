// A BIR ordinal where a klr ordinal is expected: `Ordinal<bir::Dtype>` is not `Ordinal<klr::Dtype>`,
// though both are 4 here and would read as different dtypes.
use crosswalk::{Ordinal, Roster, bir, klr};

fn klr_dtype_name(ordinal: Ordinal<klr::Dtype>) -> &'static str {
    klr::Dtype::from_ordinal(ordinal.get()).map_or("?", Roster::name)
}

fn main() {
    let ordinal = bir::Dtype::Float8e4.ordinal();
    let _ = klr_dtype_name(ordinal);
}
