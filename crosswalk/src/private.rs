//! What generated code reaches for. Not public API: its path carries the version so that a
//! `crosswalk-macros` of another version fails to resolve it instead of miscompiling.

pub use crate::error::ErrorSite;
pub use crate::{
    Cell, Crosswalk, Error, ErrorKind, Ordinal, OutOfRange, ParseNameError, Primary, Roster,
};
pub use core;

/// `a == b` for `&str`, usable in `const fn`.
#[must_use]
pub const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut index = 0;
    while index < a.len() {
        if a[index] != b[index] {
            return false;
        }
        index += 1;
    }
    true
}
