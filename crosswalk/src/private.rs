//! What generated code reaches for. Not public API: its path carries the version so that a
//! `crosswalk-macros` of another version fails to resolve it instead of miscompiling.

pub use crate::error::ErrorSite;
pub use crate::{
    Cell, Crosswalk, Error, ErrorKind, Ordinal, OutOfRange, ParseNameError, Primary, Roster,
};
pub use core;

/// `bytes` with ASCII letters lowered, written into `buffer`; `None` if it does not fit, which
/// means no name matches (the buffer is as long as the longest name). For the lookup of an
/// `ascii_case_insensitive` roster, in a `const fn`.
#[must_use]
pub const fn fold_ascii_lowercase<'a, const N: usize>(
    bytes: &[u8],
    buffer: &'a mut [u8; N],
) -> Option<&'a [u8]> {
    if bytes.len() > N {
        return None;
    }
    let mut index = 0;
    while index < bytes.len() {
        buffer[index] = bytes[index].to_ascii_lowercase();
        index += 1;
    }
    Some(buffer.split_at(bytes.len()).0)
}
