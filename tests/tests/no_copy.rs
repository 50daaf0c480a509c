//! Sources and targets that derive nothing (`Debug` and `PartialEq` only for the assertions):
//! every translator takes and gives them by value, the table read-outs and going back work, in
//! both forms. Each expectation is a hand-written `match` over the same numbering.

use crosswalk::{Cell, Crosswalk, ErrorKind, NO_TARGET, OnOutOfRange};

/// Targets of another module, neither `Copy` nor `Clone`.
mod backend {
    #[derive(Debug, PartialEq)]
    pub enum Ordering {
        Relaxed,
        Acquire = 4,
        Release,
        SeqCst = 9,
    }

    #[derive(Debug, PartialEq)]
    pub enum FloatCmp {
        Eq,
        Ne,
        Lt,
        Unordered,
    }
}

/// A non-`Copy` source with gaps, into a non-`Copy` target, under `throw`.
#[crosswalk::crosswalk(to = backend::Ordering, base = 1, on_oob = throw("no such ordering"))]
#[derive(Debug, PartialEq)]
enum MemOrdering {
    #[to(Relaxed)]
    Relaxed = 1,
    #[to(Acquire)]
    Consume = 2,
    #[to(Acquire, alias)]
    Acquire = 3,
    #[to(Release)]
    Release = 6,
    #[reject("acq_rel has no single ordering")]
    AcqRel = 7,
    #[to(SeqCst)]
    SeqCst = 8,
}

/// A `Copy` source into a non-`Copy` target under `default`, and every cell mapped.
#[crosswalk::crosswalk(to = backend::FloatCmp, on_oob = default(Unordered))]
#[derive(Clone, Copy, Debug, PartialEq)]
enum FloatCmpKind {
    #[to(Eq)]
    Equal,
    #[to(Ne)]
    NotEqual,
    #[to(Lt)]
    LessThan,
}

/// A non-`Copy` source into a number type.
#[crosswalk::crosswalk(to = u8, on_oob = throw)]
#[derive(Debug, PartialEq)]
enum Width {
    #[to(8)]
    Byte = 10,
    #[to(16)]
    Half = 11,
    #[to(32)]
    Word = 13,
}

// The other direction, declared: a non-`Copy` source of another module into a non-`Copy` target.
crosswalk::declare! {
    #[crosswalk(to = MemOrdering, on_oob = default(SeqCst))]
    enum Back for backend::Ordering {
        Relaxed => Relaxed,
        Acquire => Acquire,
        Release => Release,
        SeqCst => SeqCst,
    }
}

fn expected_ordering(ordinal: u32) -> Result<backend::Ordering, ErrorKind> {
    use backend::Ordering::{Acquire, Relaxed, Release, SeqCst};
    match ordinal {
        1 => Ok(Relaxed),
        2 | 3 => Ok(Acquire),
        6 => Ok(Release),
        7 => Err(ErrorKind::Rejected),
        8 => Ok(SeqCst),
        _ => Err(ErrorKind::OutOfRange),
    }
}

#[test]
fn a_source_and_a_target_that_derive_no_copy_translate_by_value() {
    assert_eq!(
        MemOrdering::Relaxed.translate(),
        Ok(backend::Ordering::Relaxed)
    );
    assert_eq!(
        MemOrdering::Consume.translate(),
        Ok(backend::Ordering::Acquire)
    );
    assert_eq!(
        MemOrdering::Release.translate(),
        Ok(backend::Ordering::Release)
    );
    assert_eq!(
        MemOrdering::SeqCst.translate(),
        Ok(backend::Ordering::SeqCst)
    );
    let error = MemOrdering::AcqRel.translate().unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Rejected);
    assert_eq!(error.ordinal(), 7);
    for ordinal in 0..=20 {
        let found = MemOrdering::translate_ordinal(ordinal).map_err(|error| error.kind());
        assert_eq!(found, expected_ordering(ordinal), "ordinal {ordinal}");
    }
}

#[test]
fn a_non_copy_target_under_default_converts_and_clamps() {
    assert_eq!(FloatCmpKind::Equal.to_target(), backend::FloatCmp::Eq);
    assert_eq!(
        backend::FloatCmp::from(FloatCmpKind::LessThan),
        backend::FloatCmp::Lt
    );
    let expected = [
        backend::FloatCmp::Eq,
        backend::FloatCmp::Ne,
        backend::FloatCmp::Lt,
    ];
    for ordinal in 0..10u32 {
        let want = match ordinal {
            0 => &expected[0],
            1 => &expected[1],
            2 => &expected[2],
            _ => &backend::FloatCmp::Unordered,
        };
        assert_eq!(FloatCmpKind::translate_ordinal(ordinal).as_ref(), Ok(want));
    }
    assert_eq!(
        <FloatCmpKind as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Default(backend::FloatCmp::Unordered)
    );
}

#[test]
fn a_non_copy_source_into_numbers() {
    assert_eq!(u8::from(Width::Half), 16);
    assert_eq!(Width::translate_ordinal(13), Ok(32));
    assert_eq!(
        Width::translate_ordinal(12).map_err(|error| error.kind()),
        Err(ErrorKind::OutOfRange)
    );
    assert_eq!(Width::from_target(32), Some(Width::Word));
    assert_eq!(Width::from_target(7), None);
}

#[test]
fn going_back_builds_a_non_copy_source() {
    assert_eq!(
        MemOrdering::from_target(backend::Ordering::Acquire),
        Some(MemOrdering::Consume)
    );
    assert_eq!(
        MemOrdering::from_target(backend::Ordering::SeqCst),
        Some(MemOrdering::SeqCst)
    );
    assert_eq!(
        MemOrdering::from_target_ordinal(5),
        Some(MemOrdering::Release)
    );
    assert_eq!(MemOrdering::from_target_ordinal(1), None);
    assert_eq!(
        FloatCmpKind::from_target(backend::FloatCmp::Unordered),
        None
    );
}

#[test]
fn a_declared_crosswalk_between_non_copy_enums() {
    assert_eq!(
        Back::translate(backend::Ordering::Release),
        Ok(MemOrdering::Release)
    );
    assert_eq!(
        Back::to_target(backend::Ordering::Relaxed),
        MemOrdering::Relaxed
    );
    assert_eq!(Back::translate_ordinal(9), Ok(MemOrdering::SeqCst));
    assert_eq!(Back::translate_ordinal(2), Ok(MemOrdering::SeqCst));
    assert_eq!(Back::translate_ordinal(4), Ok(MemOrdering::Acquire));
    assert_eq!(
        Back::from_target(MemOrdering::Acquire),
        Some(backend::Ordering::Acquire)
    );
    assert_eq!(Back::from_target(MemOrdering::Consume), None);
}

#[test]
fn the_cells_and_the_image_of_non_copy_enums() {
    let cells = <MemOrdering as Crosswalk>::CELLS;
    assert_eq!(cells.len(), 8);
    assert!(matches!(
        &cells[1],
        Cell::Mapped { source: MemOrdering::Consume, target: backend::Ordering::Acquire, target_ordinal, .. }
            if target_ordinal.get() == 4
    ));
    assert!(matches!(&cells[3], Cell::Empty));
    assert!(matches!(
        &cells[6],
        Cell::Rejected { source: MemOrdering::AcqRel, error } if error.ordinal() == 7
    ));
    let image: Vec<u32> = <MemOrdering as Crosswalk>::table_image()
        .collect::<Vec<u8>>()
        .chunks(4)
        .map(|word| u32::from_le_bytes([word[0], word[1], word[2], word[3]]))
        .collect();
    assert_eq!(image, [0, 4, 4, NO_TARGET, NO_TARGET, 5, NO_TARGET, 9]);
}

const SHIFT: u8 = 3;

/// Discriminants only const evaluation knows: the tables are filled by a loop, which moves each
/// value into its slot. Ordinals 8, 10, 11; a hole at 9.
#[crosswalk::crosswalk(to = backend::FloatCmp, base = 8)]
#[derive(Debug, PartialEq)]
#[repr(u8)]
enum Evaluated {
    #[to(Eq)]
    A = 1 << SHIFT,
    #[to(Lt)]
    B = (1 << SHIFT) + 2,
    #[to(Ne)]
    C,
}

/// The same, with a rejected variant and a default: the `Option` tables and the raw outcomes.
#[crosswalk::crosswalk(to = backend::FloatCmp, base = 8, on_oob = default(Unordered))]
#[derive(Debug, PartialEq)]
#[repr(u8)]
enum EvaluatedChecked {
    #[to(Eq)]
    A = 1 << SHIFT,
    #[reject]
    B = (1 << SHIFT) + 2,
    #[to(Ne)]
    C,
}

#[test]
fn evaluated_tables_of_non_copy_enums() {
    use backend::FloatCmp::{Eq, Lt, Ne, Unordered};
    assert_eq!(Evaluated::B.to_target(), Lt);
    assert_eq!(EvaluatedChecked::C.translate(), Ok(Ne));
    assert_eq!(
        EvaluatedChecked::B
            .translate()
            .map_err(|error| error.kind()),
        Err(ErrorKind::Rejected)
    );
    for ordinal in 0..=u8::MAX {
        let unchecked = Evaluated::translate_ordinal(ordinal).map_err(|error| error.kind());
        let checked = EvaluatedChecked::translate_ordinal(ordinal).map_err(|error| error.kind());
        let (want_unchecked, want_checked) = match ordinal {
            8 => (Ok(Eq), Ok(Eq)),
            10 => (Ok(Lt), Err(ErrorKind::Rejected)),
            11 => (Ok(Ne), Ok(Ne)),
            _ => (Err(ErrorKind::OutOfRange), Ok(Unordered)),
        };
        assert_eq!(unchecked, want_unchecked, "ordinal {ordinal}");
        assert_eq!(checked, want_checked, "ordinal {ordinal}");
    }
    assert_eq!(Evaluated::from_target(Ne), Some(Evaluated::C));
    assert_eq!(EvaluatedChecked::from_target_ordinal(2), None);
}

// Every outcome of a declaration's lines, with a `_` line, over non-`Copy` enums.
crosswalk::declare! {
    #[crosswalk(to = backend::FloatCmp, on_oob = throw("no comparison"))]
    enum Predicates for backend::Ordering {
        Relaxed => Eq,
        Acquire => reject("acquire is no comparison"),
        Release => unreachable("release never reaches here"),
        _ => Ne,
    }
}

#[test]
fn a_declaration_with_every_outcome_over_non_copy_enums() {
    assert_eq!(
        Predicates::translate(backend::Ordering::Relaxed),
        Ok(backend::FloatCmp::Eq)
    );
    assert_eq!(
        Predicates::translate(backend::Ordering::SeqCst),
        Ok(backend::FloatCmp::Ne)
    );
    let error = Predicates::translate(backend::Ordering::Acquire).unwrap_err();
    assert_eq!(error.to_string(), "acquire is no comparison");
    let panic = std::panic::catch_unwind(|| Predicates::translate(backend::Ordering::Release));
    assert!(panic.is_err());
    for (ordinal, want) in [
        (0, Ok(backend::FloatCmp::Eq)),
        (4, Err(ErrorKind::Rejected)),
        (20, Err(ErrorKind::OutOfRange)),
    ] {
        let found = Predicates::translate_ordinal(ordinal).map_err(|error| error.kind());
        assert_eq!(found, want, "ordinal {ordinal}");
    }
    assert!(std::panic::catch_unwind(|| Predicates::translate_ordinal(5)).is_err());
    assert_eq!(
        Predicates::from_target(backend::FloatCmp::Eq),
        Some(backend::Ordering::Relaxed)
    );
    assert_eq!(Predicates::from_target(backend::FloatCmp::Lt), None);
}
