//! What generated code reaches for. Not public API: its path carries the version so that a
//! `crosswalk-macros` of another version fails to resolve it instead of miscompiling.

pub use crate::checks::target_form::{names, numbers, takes_names};
pub use crate::checks::unreached::{
    Impossible, Message, TargetIdents, VariantIdents, WithoutIdents, match_guard,
    missing_from_unreached,
};
pub use crate::error::ErrorSite;
pub use crate::{
    Cell, Crosswalk, Error, ErrorKind, OnOutOfRange, Ordinal, ParseNameError, Primary, Roster,
};
pub use core;

/// The error a generated translator gives at `site` for `ordinal`.
#[must_use]
pub const fn error(site: &'static ErrorSite, ordinal: u32) -> Error {
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

/// `bytes == expected`, in a `const fn`. Inlined where the name lookup calls it with a constant
/// `expected`, so the loop unrolls into a few wide compares.
#[must_use]
// Without inlining the constant never reaches the loop and nothing unrolls.
#[expect(clippy::inline_always, reason = "the lookup is only fast inlined")]
#[inline(always)]
pub const fn same_bytes(bytes: &[u8], expected: &[u8]) -> bool {
    if bytes.len() != expected.len() {
        return false;
    }
    let mut index = 0;
    while index < expected.len() {
        if bytes[index] != expected[index] {
            return false;
        }
        index += 1;
    }
    true
}

/// [`same_bytes`] with the ASCII letters of `bytes` lowered; `expected` is lowercase already.
#[must_use]
#[expect(clippy::inline_always, reason = "the lookup is only fast inlined")]
#[inline(always)]
pub const fn same_bytes_ignoring_ascii_case(bytes: &[u8], expected: &[u8]) -> bool {
    if bytes.len() != expected.len() {
        return false;
    }
    let mut index = 0;
    while index < expected.len() {
        if bytes[index].to_ascii_lowercase() != expected[index] {
            return false;
        }
        index += 1;
    }
    true
}
