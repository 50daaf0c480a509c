//! The raw path of sources with a byte repr, over every value of the byte, and of 64-bit sources
//! over samples around each end, each discriminant and across the type; `TryFrom<R>` beside it.
//! Each expectation is read by hand off the declaration it sits under.

use crosswalk::{Crosswalk, Error, ErrorKind};

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        A,
        B,
        C,
        D,
    }
}
use ir::Op;

/// What an ordinal must give: a target, or an error of a kind.
#[derive(Debug, PartialEq)]
enum Want {
    Target(Op),
    Rejected,
    OutOfRange,
}

fn check<R: Copy + Into<i128> + std::fmt::Debug>(n: R, want: &Want, got: Result<Op, Error>) {
    match (want, got) {
        (Want::Target(op), got) => assert_eq!(got, Ok(*op), "{n:?}"),
        (Want::Rejected, got) => {
            let error = got.unwrap_err();
            assert_eq!(
                (error.kind(), error.ordinal()),
                (ErrorKind::Rejected, n.into()),
                "{n:?}"
            );
        }
        (Want::OutOfRange, got) => {
            let error = got.unwrap_err();
            assert_eq!(
                (error.kind(), error.ordinal()),
                (ErrorKind::OutOfRange, n.into()),
                "{n:?}"
            );
        }
    }
}

/// Table from 2: a rejected variant below it, a hole at 4..=6, a last cell at 255.
#[crosswalk::crosswalk(to = ir::Op, base = 2, on_oob = throw("no op"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(u8)]
enum Byte {
    #[reject]
    Low = 0,
    #[to(A)]
    Two = 2,
    #[to(B)]
    Three,
    #[to(C)]
    Seven = 7,
    #[to(D)]
    Top = 255,
}

#[test]
fn every_u8() {
    for n in 0..=u8::MAX {
        let want = match n {
            2 => Want::Target(Op::A),
            3 => Want::Target(Op::B),
            7 => Want::Target(Op::C),
            255 => Want::Target(Op::D),
            // 0 lies below `base`: it wraps past the end, as every other unmapped value does.
            _ => Want::OutOfRange,
        };
        check(n, &want, Byte::translate_ordinal(n));
        check(n, &want, <Byte as Crosswalk>::translate_ordinal(n));
        let decoded = Byte::try_from(n);
        match n {
            0 => assert_eq!(decoded, Ok(Byte::Low)),
            2 => assert_eq!(decoded, Ok(Byte::Two)),
            3 => assert_eq!(decoded, Ok(Byte::Three)),
            7 => assert_eq!(decoded, Ok(Byte::Seven)),
            255 => assert_eq!(decoded, Ok(Byte::Top)),
            _ => assert_eq!(decoded.unwrap_err().kind(), ErrorKind::UnknownOrdinal),
        }
    }
    assert_eq!(Byte::Low.translate().unwrap_err().ordinal(), 0);
    assert_eq!(Byte::translate_ordinal(5).unwrap_err().to_string(), "no op");
}

/// Table from -3 in a signed byte: the type's lowest value rejected below it, its highest mapped.
#[crosswalk::crosswalk(to = ir::Op, base = -3)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(i8)]
enum SignedByte {
    #[reject]
    Min = -128,
    #[to(A)]
    MinusThree = -3,
    #[to(B)]
    MinusTwo,
    #[to(C)]
    One = 1,
    #[to(D)]
    Max = 127,
}

#[test]
fn every_i8() {
    for n in i8::MIN..=i8::MAX {
        let want = match n {
            -3 => Want::Target(Op::A),
            -2 => Want::Target(Op::B),
            1 => Want::Target(Op::C),
            127 => Want::Target(Op::D),
            _ => Want::OutOfRange,
        };
        check(n, &want, SignedByte::translate_ordinal(n));
        let decoded = SignedByte::try_from(n);
        match n {
            -128 => assert_eq!(decoded, Ok(SignedByte::Min)),
            -3 => assert_eq!(decoded, Ok(SignedByte::MinusThree)),
            -2 => assert_eq!(decoded, Ok(SignedByte::MinusTwo)),
            1 => assert_eq!(decoded, Ok(SignedByte::One)),
            127 => assert_eq!(decoded, Ok(SignedByte::Max)),
            _ => {
                let error = decoded.unwrap_err();
                assert_eq!(
                    (error.kind(), error.ordinal()),
                    (ErrorKind::UnknownOrdinal, n.into())
                );
            }
        }
    }
    check(-128_i8, &Want::Rejected, SignedByte::Min.translate());
}

/// Values of a 64-bit type worth trying: both ends, a window around each `points`, and a
/// pseudo-random spread over the whole type (the same every run).
fn samples(points: &[i128], low: i128, high: i128) -> Vec<i128> {
    let mut samples: Vec<i128> = Vec::new();
    for point in points.iter().chain([&low, &high]) {
        samples.extend((point - 300..=point + 300).filter(|n| (low..=high).contains(n)));
    }
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..100_000 {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        // A signed type reads the same 64 bits as two's complement.
        let value = i128::from(state);
        samples.push(if low < 0 && value > high {
            value - (1_i128 << 64)
        } else {
            value
        });
    }
    samples
}

/// A table at the bottom of `i64`: from `i64::MIN`, a hole, a rejected cell, and a last
/// discriminant written as an expression.
#[crosswalk::crosswalk(to = ir::Op, base = -9_223_372_036_854_775_808)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(i64)]
enum Deep {
    #[to(A)]
    Min = -9_223_372_036_854_775_808,
    #[to(B)]
    Next,
    #[reject]
    Fourth = -9_223_372_036_854_775_805,
    #[to(C)]
    Ninth = 0 - 9_223_372_036_854_775_800,
}

#[test]
fn sampled_i64() {
    let min = i128::from(i64::MIN);
    for n in samples(&[min, min + 8, 0], min, i128::from(i64::MAX)) {
        let Ok(n) = i64::try_from(n) else { continue };
        let want = match i128::from(n) - min {
            0 => Want::Target(Op::A),
            1 => Want::Target(Op::B),
            3 => Want::Rejected,
            8 => Want::Target(Op::C),
            _ => Want::OutOfRange,
        };
        check(n, &want, Deep::translate_ordinal(n));
        let decoded = Deep::try_from(n).ok();
        let expected = match i128::from(n) - min {
            0 => Some(Deep::Min),
            1 => Some(Deep::Next),
            3 => Some(Deep::Fourth),
            8 => Some(Deep::Ninth),
            _ => None,
        };
        assert_eq!(decoded, expected, "{n}");
    }
}

/// A table at the top of `u64`, its last cell `u64::MAX`; a roster beside it spread over the
/// whole type.
#[crosswalk::crosswalk(to = ir::Op, base = 18_446_744_073_709_551_613)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(u64)]
enum High {
    #[to(A)]
    ThirdLast = 18_446_744_073_709_551_613,
    #[reject]
    SecondLast,
    #[to(D)]
    Last,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(u64)]
enum Spread {
    Zero,
    Tera = 1 << 40,
    Max = u64::MAX,
}

#[test]
fn sampled_u64() {
    let max = i128::from(u64::MAX);
    for n in samples(&[max - 2, 1 << 40, 0], 0, max) {
        let Ok(n) = u64::try_from(n) else { continue };
        let want = match max - i128::from(n) {
            2 => Want::Target(Op::A),
            1 => Want::Rejected,
            0 => Want::Target(Op::D),
            _ => Want::OutOfRange,
        };
        check(n, &want, High::translate_ordinal(n));
        let expected = match n {
            0 => Some(Spread::Zero),
            1_099_511_627_776 => Some(Spread::Tera),
            u64::MAX => Some(Spread::Max),
            _ => None,
        };
        assert_eq!(Spread::try_from(n).ok(), expected, "{n}");
    }
}
