//! A differential test of `translate_ordinal`'s ways of reading a table. The macro picks one per
//! crosswalk (a table of targets of its own, the typed tables of targets or of `Option` outcomes,
//! a table of whole outcomes of its own) from where the typed tables start, whether the macro
//! knows the discriminants, whether every cell has a target and whether a variant is rejected or
//! unreachable. Each family below
//! declares one table several ways that pick different readers (which one each picks is pinned in
//! the macro crate's `plan` tests), and every member must answer every ordinal of the range alike:
//! the same target, or the same error kind carrying the same ordinal.

use crosswalk::{Crosswalk, ErrorKind, crosswalk};

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        Load,
        Store,
        Add,
        Jump,
        Other,
    }
}

mod at {
    pub const THREE: i8 = 3;
}

type Answer = Result<ir::Op, (ErrorKind, i128)>;

/// A member's name, and its answer to an ordinal (see [`answer`]).
type Member = (&'static str, fn(i128) -> Option<Answer>);

/// `translate_ordinal` of `ordinal`, or `None` where the ordinal type cannot hold it.
fn answer<E>(ordinal: i128) -> Option<Answer>
where
    E: Crosswalk<Target = ir::Op>,
    E::Repr: TryFrom<i128>,
{
    let ordinal = E::Repr::try_from(ordinal).ok()?;
    Some(E::translate_ordinal(ordinal).map_err(|error| (error.kind(), error.ordinal())))
}

/// Ordinals around the cells and at the edges of every ordinal type the families use.
fn ordinals() -> impl Iterator<Item = i128> {
    let edges = [
        i128::from(i8::MIN),
        i128::from(i16::MIN),
        i128::from(i32::MIN),
        i128::from(i32::MAX),
        i128::from(i64::MIN),
        i128::from(i64::MAX),
        i128::from(u8::MAX),
        i128::from(u16::MAX),
        i128::from(u32::MAX),
        i128::from(u64::MAX),
    ]
    .into_iter()
    .flat_map(|edge| [edge - 1, edge, edge + 1]);
    (-300..300).chain(edges)
}

/// Every member's answer, for each ordinal its type holds, is `expected`'s.
fn agree(members: &[Member], expected: impl Fn(i128) -> Answer) {
    for ordinal in ordinals() {
        let want = expected(ordinal);
        for (name, answer) in members {
            if let Some(got) = answer(ordinal) {
                assert_eq!(got, want, "{name} at ordinal {ordinal}");
            }
        }
    }
}

/// The table of every family: ordinals 3 to 6, from `base = 3`.
fn mapped(ordinal: i128) -> Option<ir::Op> {
    match ordinal {
        3 => Some(ir::Op::Load),
        4 => Some(ir::Op::Store),
        5 => Some(ir::Op::Add),
        6 => Some(ir::Op::Jump),
        _ => None,
    }
}

/// One source of the family's table: `$repr` as its ordinal type, each discriminant as written
/// (literals the macro reads, or expressions only const evaluation computes), and `$low`, a
/// variant below `base` with its attribute, or nothing.
macro_rules! member {
    ($name:ident: $repr:ident, [$($crosswalk:tt)*], [$($a:tt)+], [$($b:tt)+], [$($c:tt)+], [$($d:tt)+] $(, #[$low:meta])?) => {
        #[crosswalk(to = ir::Op, base = 3 $($crosswalk)*)]
        #[repr($repr)]
        #[allow(dead_code)]
        enum $name {
            $(#[$low] Low = 1,)?
            #[to(Load)]
            A = $($a)+,
            #[to(Store)]
            B = $($b)+,
            #[to(Add)]
            C = $($c)+,
            #[to(Jump)]
            D = $($d)+,
        }
    };
}

member!(DenseU32: u32, [], [3], [4], [5], [6]);
member!(DenseU8: u8, [], [3], [4], [5], [6]);
member!(DenseI8: i8, [], [3], [4], [5], [6]);
member!(DenseI16: i16, [], [3], [4], [5], [6]);
member!(DenseI64: i64, [], [3], [4], [5], [6]);
member!(DenseU64: u64, [], [3], [4], [5], [6]);
member!(EvaluatedU32: u32, [], [at::THREE as u32], [4], [5], [6]);
member!(EvaluatedU8: u8, [], [at::THREE as u8], [4], [5], [6]);
member!(EvaluatedI64: i64, [], [at::THREE as i64], [4], [5], [6]);
member!(UnreachableU32: u32, [], [3], [4], [5], [6], #[unreachable]);
member!(RejectedI8: i8, [], [3], [4], [5], [6], #[reject]);
member!(EvaluatedRejectedU8: u8, [], [at::THREE as u8], [4], [5], [6], #[reject]);

#[test]
fn every_reader_of_a_dense_table_answers_alike() {
    agree(
        &[
            ("DenseU32", answer::<DenseU32>),
            ("DenseU8", answer::<DenseU8>),
            ("DenseI8", answer::<DenseI8>),
            ("DenseI16", answer::<DenseI16>),
            ("DenseI64", answer::<DenseI64>),
            ("DenseU64", answer::<DenseU64>),
            ("EvaluatedU32", answer::<EvaluatedU32>),
            ("EvaluatedU8", answer::<EvaluatedU8>),
            ("EvaluatedI64", answer::<EvaluatedI64>),
            ("UnreachableU32", answer::<UnreachableU32>),
            ("RejectedI8", answer::<RejectedI8>),
            ("EvaluatedRejectedU8", answer::<EvaluatedRejectedU8>),
        ],
        |ordinal| mapped(ordinal).ok_or((ErrorKind::OutOfRange, ordinal)),
    );
}

member!(DefaultU32: u32, [, on_oob = default(Other)], [3], [4], [5], [6]);
member!(DefaultU8: u8, [, on_oob = default(Other)], [3], [4], [5], [6]);
member!(DefaultI16: i16, [, on_oob = default(Other)], [3], [4], [5], [6]);
member!(DefaultBelowU32: u32, [, on_oob = default(Other)], [3], [4], [5], [6], #[doc = "takes the default"]);
member!(DefaultBelowI8: i8, [, on_oob = default(Other)], [3], [4], [5], [6], #[doc = "takes the default"]);
member!(DefaultEvaluatedU32: u32, [, on_oob = default(Other)], [at::THREE as u32], [4], [5], [6]);
member!(DefaultEvaluatedU8: u8, [, on_oob = default(Other)], [at::THREE as u8], [4], [5], [6]);
member!(DefaultUnreachableU64: u64, [, on_oob = default(Other)], [3], [4], [5], [6], #[unreachable]);

#[test]
fn every_reader_of_a_table_with_a_default_answers_alike() {
    agree(
        &[
            ("DefaultU32", answer::<DefaultU32>),
            ("DefaultU8", answer::<DefaultU8>),
            ("DefaultI16", answer::<DefaultI16>),
            ("DefaultBelowU32", answer::<DefaultBelowU32>),
            ("DefaultBelowI8", answer::<DefaultBelowI8>),
            ("DefaultEvaluatedU32", answer::<DefaultEvaluatedU32>),
            ("DefaultEvaluatedU8", answer::<DefaultEvaluatedU8>),
            ("DefaultUnreachableU64", answer::<DefaultUnreachableU64>),
        ],
        |ordinal| Ok(mapped(ordinal).unwrap_or(ir::Op::Other)),
    );
}

/// A table with a hole at 5 (no variant has it), the same in every member.
macro_rules! holed {
    ($name:ident: $repr:ident, [$($crosswalk:tt)*], [$($a:tt)+] $(, #[$low:meta])?) => {
        #[crosswalk(to = ir::Op, base = 3 $($crosswalk)*)]
        #[repr($repr)]
        #[allow(dead_code)]
        enum $name {
            $(#[$low] Low = 1,)?
            #[to(Load)]
            A = $($a)+,
            #[to(Store)]
            B = 4,
            #[to(Jump)]
            D = 6,
        }
    };
}

holed!(HoledU32: u32, [], [3]);
holed!(HoledU8: u8, [], [3]);
holed!(HoledEvaluatedU32: u32, [], [at::THREE as u32]);
holed!(HoledRejectedI16: i16, [], [3], #[reject]);
holed!(HoledDefaultU32: u32, [, on_oob = default(Other)], [3]);
holed!(HoledDefaultI8: i8, [, on_oob = default(Other)], [3]);
holed!(HoledDefaultEvaluatedI64: i64, [, on_oob = default(Other)], [at::THREE as i64]);
holed!(HoledDefaultUnreachableU8: u8, [, on_oob = default(Other)], [3], #[unreachable]);

#[test]
fn every_reader_of_a_table_with_a_hole_answers_alike() {
    let holed = |ordinal| mapped(ordinal).filter(|_| ordinal != 5);
    agree(
        &[
            ("HoledU32", answer::<HoledU32>),
            ("HoledU8", answer::<HoledU8>),
            ("HoledEvaluatedU32", answer::<HoledEvaluatedU32>),
            ("HoledRejectedI16", answer::<HoledRejectedI16>),
        ],
        |ordinal| holed(ordinal).ok_or((ErrorKind::OutOfRange, ordinal)),
    );
    agree(
        &[
            ("HoledDefaultU32", answer::<HoledDefaultU32>),
            ("HoledDefaultI8", answer::<HoledDefaultI8>),
            (
                "HoledDefaultEvaluatedI64",
                answer::<HoledDefaultEvaluatedI64>,
            ),
            (
                "HoledDefaultUnreachableU8",
                answer::<HoledDefaultUnreachableU8>,
            ),
        ],
        |ordinal| Ok(holed(ordinal).unwrap_or(ir::Op::Other)),
    );
}
