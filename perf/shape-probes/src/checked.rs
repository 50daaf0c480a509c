//! `#[crosswalk::checked]` changes nothing of the function it checks: each function here is
//! written once in a `macro_rules!` and emitted twice, with the attribute and without, and
//! `perf/check-code-shape` requires the two to compile to the same instructions. The generated
//! inverse is held to a hand-written inverse `match` the same way.

use crosswalk_benches::predicates::{Cond, Predicate, hand_predicate_of};
use std::hint::black_box;

crosswalk_benches::predicate_cond!(
    #[crosswalk::checked(unreached = [Cond::Overflow], inverse = predicate_of)]
    checked_cond
);
crosswalk_benches::predicate_cond!(plain_cond);

#[derive(Debug, PartialEq, Eq)]
pub enum Error {
    UnsupportedImageFormat(u32),
}

macro_rules! format {
    ($(#[$attribute:meta])* $name:ident) => {
        $(#[$attribute])*
        #[inline(never)]
        pub const fn $name(word: u32) -> Result<Cond, Error> {
            match word {
                1 => Ok(Cond::Equal),
                2 => Ok(Cond::NotEqual),
                4 => Ok(Cond::Above),
                7 | 8 => Ok(Cond::Below),
                other => Err(Error::UnsupportedImageFormat(other)),
            }
        }
    };
}
format!(
    #[crosswalk::checked]
    checked_format
);
format!(plain_format);

macro_rules! base_type {
    ($(#[$attribute:meta])* $name:ident) => {
        $(#[$attribute])*
        #[inline(never)]
        pub fn $name(encoding: u8, size: u8, wide: bool) -> Option<Predicate> {
            Some(match (encoding, size) {
                (5, 1) => Predicate::Eq,
                (5, 2) => Predicate::Ne,
                (8, 1) => Predicate::Ugt,
                (4, 4) => Predicate::Uge,
                (4, 8) if wide => Predicate::Ult,
                _ => return None,
            })
        }
    };
}
base_type!(
    #[crosswalk::checked]
    checked_base_type
);
base_type!(plain_base_type);

/// The generated inverse of `checked_cond`.
#[inline(never)]
pub fn generated_inverse(cond: Cond) -> Option<Predicate> {
    predicate_of(cond)
}

/// The inverse as one writes it by hand.
#[inline(never)]
pub fn hand_inverse(cond: Cond) -> Option<Predicate> {
    hand_predicate_of(cond)
}

/// Keeps every probe in the binary as a function of its own.
pub fn keep() {
    black_box(checked_cond as fn(Predicate) -> Cond);
    black_box(plain_cond as fn(Predicate) -> Cond);
    black_box(checked_format as fn(u32) -> Result<Cond, Error>);
    black_box(plain_format as fn(u32) -> Result<Cond, Error>);
    black_box(checked_base_type as fn(u8, u8, bool) -> Option<Predicate>);
    black_box(plain_base_type as fn(u8, u8, bool) -> Option<Predicate>);
    black_box(generated_inverse as fn(Cond) -> Option<Predicate>);
    black_box(hand_inverse as fn(Cond) -> Option<Predicate>);
}
