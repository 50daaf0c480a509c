//! The decoding cases of `num_enum`'s own `TryFromPrimitive` suite (simple, even, skipped values,
//! wrong order, negative values, constant-expression discriminants), written for `Roster`'s
//! `TryFrom<R>`, plus the extremes of each integer repr. Every value of each case's type is
//! tried where the type is a byte: the declared discriminants decode, every other value is an
//! `UnknownOrdinal` error carrying that value.

use crosswalk::{ErrorKind, Roster};
use std::fmt::Debug;

/// An ordinal of any repr as the `i128` an error reports it as (`Into<i128>` leaves out `usize`
/// and `isize`).
trait Wide: Copy {
    fn wide(self) -> i128;
}

macro_rules! wide {
    ($($repr:ty),*) => {$(
        impl Wide for $repr {
            #[allow(clippy::cast_lossless, clippy::cast_possible_wrap)]
            fn wide(self) -> i128 {
                self as i128
            }
        }
    )*};
}

wide!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// Every `u8` (or `i8`, through `from`) decodes exactly as `declared` says.
fn decodes_exactly<E, R>(values: impl Iterator<Item = R>, declared: &[(R, E)])
where
    E: Roster<Repr = R> + TryFrom<R, Error = crosswalk::Error> + Debug + PartialEq,
    R: Copy + PartialEq + Debug + Wide,
{
    for value in values {
        let got = E::try_from(value);
        match declared.iter().find(|(ordinal, _)| *ordinal == value) {
            Some((_, variant)) => {
                assert_eq!(got.as_ref(), Ok(variant), "{value:?}");
                assert_eq!(variant.ordinal().get(), value, "{variant:?}");
            }
            None => {
                let error = got.unwrap_err();
                assert_eq!(error.kind(), ErrorKind::UnknownOrdinal, "{value:?}");
                assert_eq!(error.ordinal(), value.wide(), "{value:?}");
                assert!(
                    error
                        .to_string()
                        .ends_with(&format!("variant has ordinal {}", value.wide())),
                    "{error}"
                );
            }
        }
    }
}

fn every_u8() -> impl Iterator<Item = u8> {
    0..=u8::MAX
}

fn every_i8() -> impl Iterator<Item = i8> {
    i8::MIN..=i8::MAX
}

#[test]
fn simple() {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[repr(u8)]
    enum Enum {
        Zero,
        One,
        Two,
    }
    decodes_exactly(
        every_u8(),
        &[(0, Enum::Zero), (1, Enum::One), (2, Enum::Two)],
    );
}

#[test]
fn even() {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[repr(u8)]
    enum Enum {
        Zero = 0,
        Two = 2,
        Four = 4,
    }
    decodes_exactly(
        every_u8(),
        &[(0, Enum::Zero), (2, Enum::Two), (4, Enum::Four)],
    );
}

#[test]
fn skipped_value() {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[repr(u8)]
    enum Enum {
        Zero,
        One,
        Three = 3,
        Four,
    }
    decodes_exactly(
        every_u8(),
        &[
            (0, Enum::Zero),
            (1, Enum::One),
            (3, Enum::Three),
            (4, Enum::Four),
        ],
    );
}

#[test]
fn wrong_order() {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[repr(u8)]
    enum Enum {
        Four = 4,
        Three = 3,
        Zero = 0,
        One, // Zero + 1
    }
    decodes_exactly(
        every_u8(),
        &[
            (4, Enum::Four),
            (3, Enum::Three),
            (0, Enum::Zero),
            (1, Enum::One),
        ],
    );
}

#[test]
fn negative_values() {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[repr(i8)]
    enum Enum {
        MinusTwo = -2,
        MinusOne = -1,
        Zero = 0,
        One = 1,
        Two = 2,
    }
    decodes_exactly(
        every_i8(),
        &[
            (-2, Enum::MinusTwo),
            (-1, Enum::MinusOne),
            (0, Enum::Zero),
            (1, Enum::One),
            (2, Enum::Two),
        ],
    );
}

#[test]
fn discriminant_expressions() {
    const ONE: u8 = 1;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[repr(u8)]
    enum Enum {
        Zero,
        One = ONE,
        Two,
        Four = 4u8,
        Five,
        Six = ONE + ONE + 2u8 + 2,
        Seven = b'\x07',
        Eight = b'\x07' + ONE,
    }
    decodes_exactly(
        every_u8(),
        &[
            (0, Enum::Zero),
            (1, Enum::One),
            (2, Enum::Two),
            (4, Enum::Four),
            (5, Enum::Five),
            (6, Enum::Six),
            (7, Enum::Seven),
            (8, Enum::Eight),
        ],
    );
}

#[test]
fn missing_trailing_comma_and_extra_attributes() {
    #[rustfmt::skip]
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[allow(unused)]
    #[repr(u8)]
    enum Enum {
        Zero,
        #[allow(unused)]
        One
    }
    decodes_exactly(every_u8(), &[(0, Enum::Zero), (1, Enum::One)]);
}

#[test]
fn error_variant_is_allowed() {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    #[repr(u8)]
    enum Enum {
        Ok,
        Error,
    }
    decodes_exactly(every_u8(), &[(0, Enum::Ok), (1, Enum::Error)]);
}

/// Each repr, at both ends of its type: once with the ends written as literals, once as
/// constant expressions (`<R>::MIN`), around and between which nothing decodes.
macro_rules! each_repr {
    ($($test:ident: $repr:ident, $min:literal, $max:literal;)*) => {$(
        #[test]
        // The pointer-sized cases are compiled for 64-bit targets only.
        #[allow(clippy::enum_clike_unportable_variant)]
        fn $test() {
            #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
            #[repr($repr)]
            enum Literal {
                Lowest = $min,
                Next,
                Highest = $max,
            }
            #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
            #[repr($repr)]
            enum Evaluated {
                Lowest = $repr::MIN,
                Next,
                Highest = $repr::MAX,
            }
            assert_eq!(($min, $max), ($repr::MIN, $repr::MAX));
            let probes = [
                $repr::MIN,
                $repr::MIN + 1,
                $repr::MIN + 2,
                $repr::MIN / 2,
                0,
                1,
                $repr::MAX / 2,
                $repr::MAX - 1,
                $repr::MAX,
            ];
            decodes_exactly(
                probes.into_iter(),
                &[
                    ($repr::MIN, Literal::Lowest),
                    ($repr::MIN + 1, Literal::Next),
                    ($repr::MAX, Literal::Highest),
                ],
            );
            decodes_exactly(
                probes.into_iter(),
                &[
                    ($repr::MIN, Evaluated::Lowest),
                    ($repr::MIN + 1, Evaluated::Next),
                    ($repr::MAX, Evaluated::Highest),
                ],
            );
        }
    )*};
}

each_repr! {
    each_repr_u8: u8, 0, 255;
    each_repr_u16: u16, 0, 65_535;
    each_repr_u32: u32, 0, 4_294_967_295;
    each_repr_u64: u64, 0, 18_446_744_073_709_551_615;
    each_repr_i8: i8, -128, 127;
    each_repr_i16: i16, -32_768, 32_767;
    each_repr_i32: i32, -2_147_483_648, 2_147_483_647;
    each_repr_i64: i64, -9_223_372_036_854_775_808, 9_223_372_036_854_775_807;
}

// Pointer-sized reprs, at the ends a 64-bit target gives them.
#[cfg(target_pointer_width = "64")]
each_repr! {
    each_repr_usize: usize, 0, 18_446_744_073_709_551_615;
    each_repr_isize: isize, -9_223_372_036_854_775_808, 9_223_372_036_854_775_807;
}
