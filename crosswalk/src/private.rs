//! What generated code reaches for. Not public API: its path carries the version so that a
//! `crosswalk-macros` of another version fails to resolve it instead of miscompiling.

pub use crate::error::ErrorSite;
pub use crate::{
    Cell, Crosswalk, Error, ErrorKind, OnOutOfRange, Ordinal, ParseNameError, Primary, Roster,
};
pub use core;

/// The error a generated translator gives at `site` for `ordinal` (`value as u64`: the bits,
/// sign-extended from a signed ordinal type).
#[must_use]
pub const fn error(site: &'static ErrorSite, ordinal: u64) -> Error {
    Error::at(site, ordinal)
}

/// The error `FromStr` gives for a name no variant of the enum at `enum_path` carries.
#[must_use]
pub const fn parse_name_error(
    enum_path: &'static str,
    names: &'static [&'static str],
) -> ParseNameError {
    ParseNameError::for_enum(enum_path, names)
}

/// The list of an enum's variants that generated code scans. Requiring `Copy` here makes a
/// non-`Copy` enum one "`Copy` is not satisfied" error rather than a move error per scan.
#[must_use]
pub const fn variants<T: Copy>(list: &'static [T]) -> &'static [T] {
    list
}

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
