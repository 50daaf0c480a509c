//! What generated code reaches for. Not public API: its path carries the version so that a
//! `crosswalk-macros` of another version fails to resolve it instead of miscompiling.

pub use crate::error::ErrorSite;
pub use crate::{
    Cell, Crosswalk, Error, ErrorKind, Ordinal, OutOfRange, ParseNameError, Primary, Roster,
};
pub use core;

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
