//! What generated code reaches for. Not public API: generated code names it by an alias that
//! carries the version, so that a `crosswalk-macros` of another version fails to resolve it
//! instead of miscompiling.

pub use crate::checks::Message;
pub use crate::checks::shared_constants::{first_with_same_number, shared_constant_problem};
pub use crate::checks::target_form::{
    Field, NotAStruct, TakesNames, TakesNumbers, names, number_does_not_fit, number_of, numbers,
    variant_numbers,
};
pub use crate::checks::unreached::{
    Impossible, NAMED_ENTRY, NamedTargets, TargetIdents, TargetVariants, VariantIdents,
    WithoutIdents, missing_from_unreached, name_hash,
};
pub use crate::error::ErrorSite;
use crate::error::{Piece, next_piece};
pub use crate::{
    Cell, Crosswalk, Error, ErrorKind, OnOutOfRange, Ordinal, ParseNameError, Primary, Roster,
};
pub use core;
// The derive an input with a `cfg` is handed to, which sees it as the build has it.
pub use crosswalk_macros::ConfiguredCrosswalk;

/// The error a generated translator gives at `site` for `ordinal` (`value as u64`: the bits,
/// sign-extended from a signed ordinal type).
#[must_use]
pub const fn error(site: &'static ErrorSite, ordinal: u64) -> Error {
    Error::at(site, ordinal)
}

/// [`error`], for a crosswalk with a variant declared unreachable, whose site panics instead.
#[must_use]
#[track_caller]
pub const fn error_or_panic(site: &'static ErrorSite, ordinal: u64) -> Error {
    if site.panics {
        unreachable(site, ordinal);
    }
    Error::at(site, ordinal)
}

/// `outcome`, read from a table of whole outcomes, unless it is the error of a site that panics.
#[track_caller]
pub const fn panic_if_unreachable<T>(outcome: Result<T, Error>) -> Result<T, Error> {
    if let Err(error) = &outcome {
        if error.panics() {
            unreachable(error.site(), error.raw_ordinal());
        }
    }
    outcome
}

/// The panic of a variant declared unreachable: a bug in the caller, not an input error. The
/// site's message names the variant; a template (see [`ErrorSite::formats`]) shows `ordinal`.
#[track_caller]
pub const fn unreachable(site: &'static ErrorSite, ordinal: u64) -> ! {
    match site.message {
        Some(message) if site.formats => {
            let composed = Composed::of(message, Error::at(site, ordinal).ordinal());
            panic!("{}", composed.as_str())
        }
        Some(message) => panic!("{}", message),
        None => panic!("a variant declared unreachable was translated"),
    }
}

/// Room for a composed panic message; a longer one is cut at a character boundary.
const COMPOSED_CAPACITY: usize = 512;

/// A message template filled in on the stack, for a `const fn` panic, which formats only a
/// `&str`: no allocation.
struct Composed {
    bytes: [u8; COMPOSED_CAPACITY],
    len: usize,
}

impl Composed {
    const fn of(template: &str, ordinal: i128) -> Self {
        let mut composed = Self {
            bytes: [0; COMPOSED_CAPACITY],
            len: 0,
        };
        let mut at = 0;
        while let Some((piece, next)) = next_piece(template, at) {
            match piece {
                Piece::Text(text) => composed.push(text.as_bytes()),
                Piece::Ordinal => composed.push_number(ordinal),
            }
            at = next;
        }
        composed
    }

    const fn push(&mut self, bytes: &[u8]) {
        let mut index = 0;
        while index < bytes.len() && self.len < COMPOSED_CAPACITY {
            self.bytes[self.len] = bytes[index];
            self.len += 1;
            index += 1;
        }
    }

    const fn push_number(&mut self, number: i128) {
        if number < 0 {
            self.push(b"-");
        }
        let mut digits = [0u8; 40];
        let mut start = digits.len();
        let mut rest = number.unsigned_abs();
        loop {
            start -= 1;
            // A digit: the remainder is below ten.
            #[allow(clippy::cast_possible_truncation)]
            let digit = (rest % 10) as u8;
            digits[start] = b'0' + digit;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        self.push(digits.split_at(start).1);
    }

    /// The message, cut back to the last whole character if it ran out of room.
    const fn as_str(&self) -> &str {
        let mut len = self.len;
        loop {
            match core::str::from_utf8(self.bytes.split_at(len).0) {
                Ok(text) => return text,
                Err(_) => len -= 1,
            }
        }
    }
}

/// The error `FromStr` gives for a name no variant of the enum at `enum_path` carries.
#[must_use]
pub const fn parse_name_error(
    enum_path: &'static str,
    names: &'static [&'static str],
) -> ParseNameError {
    ParseNameError::for_enum(enum_path, names)
}

/// A table entry of a number type or a type of constants, copied out of the table: such a
/// target is `Copy`, and a target that is not is one "`Copy` is not satisfied" error at the
/// target path rather than a move error per read.
#[must_use]
pub const fn copied<T: Copy>(entry: &T) -> T {
    *entry
}

/// `bytes == expected`, in a `const fn`. Inlined where the name lookup calls it with a constant
/// `expected`, so the loop unrolls into a few wide compares.
#[must_use]
// Without inlining the constant never reaches the loop and nothing unrolls.
#[expect(clippy::inline_always, reason = "the lookup is only fast inlined")]
#[inline(always)]
pub const fn same_bytes(bytes: &[u8], expected: &[u8]) -> bool {
    let len = expected.len();
    if bytes.len() != len {
        return false;
    }
    // Whole words, the last one overlapping the one before, as an inlined `memcmp` does: with
    // `len` a constant at the call, each compare is one load and one compare against an immediate.
    // The differences are or-ed together so that one branch decides, as strum's `match` on
    // `&str` compiles.
    if len >= 8 {
        let mut differ = word8(bytes, len - 8) ^ word8(expected, len - 8);
        let mut at = 0;
        while at + 8 < len {
            differ |= word8(bytes, at) ^ word8(expected, at);
            at += 8;
        }
        return differ == 0;
    }
    if len >= 4 {
        let differ = (word4(bytes, 0) ^ word4(expected, 0))
            | (word4(bytes, len - 4) ^ word4(expected, len - 4));
        return differ == 0;
    }
    if len >= 2 {
        let differ = (word2(bytes, 0) ^ word2(expected, 0))
            | (word2(bytes, len - 2) ^ word2(expected, len - 2));
        return differ == 0;
    }
    len == 0 || bytes[0] == expected[0]
}

/// The `N` bytes of `bytes` from `at`, as one array: one load.
#[expect(clippy::inline_always, reason = "the lookup is only fast inlined")]
#[inline(always)]
const fn chunk<const N: usize>(bytes: &[u8], at: usize) -> [u8; N] {
    match bytes.split_at(at).1.first_chunk::<N>() {
        Some(chunk) => *chunk,
        None => [0; N],
    }
}

#[expect(clippy::inline_always, reason = "the lookup is only fast inlined")]
#[inline(always)]
const fn word8(bytes: &[u8], at: usize) -> u64 {
    u64::from_ne_bytes(chunk(bytes, at))
}

#[expect(clippy::inline_always, reason = "the lookup is only fast inlined")]
#[inline(always)]
const fn word4(bytes: &[u8], at: usize) -> u32 {
    u32::from_ne_bytes(chunk(bytes, at))
}

#[expect(clippy::inline_always, reason = "the lookup is only fast inlined")]
#[inline(always)]
const fn word2(bytes: &[u8], at: usize) -> u16 {
    u16::from_ne_bytes(chunk(bytes, at))
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

#[cfg(test)]
mod composed_tests {
    extern crate std;
    use super::{COMPOSED_CAPACITY, Composed};
    use std::format;

    #[test]
    fn fills_in_the_ordinal_and_the_braces() {
        let composed = Composed::of(
            "{{{ordinal}}} is {ordinal}",
            -170_141_183_460_469_231_731_687_303_715_884_105_728,
        );
        let expected = format!("{{{}}} is {}", i128::MIN, i128::MIN);
        assert_eq!(composed.as_str(), expected);
        assert_eq!(Composed::of("{ordinal}", 0).as_str(), "0");
    }

    #[test]
    fn cuts_a_long_message_at_a_character_boundary() {
        let long = format!("{}é{{ordinal}}", "a".repeat(COMPOSED_CAPACITY - 1));
        let composed = Composed::of(&long, 7);
        assert_eq!(composed.as_str(), "a".repeat(COMPOSED_CAPACITY - 1));
    }
}
