//! The attribute's entries and keys beyond a plain mapping: `one_way`, `#[unreachable]`,
//! `from_target_ordinal`, `ordinal_type`, `suffix` and `convert`, each against an expectation
//! written out here.

use crosswalk::{Cell, Crosswalk, ErrorKind, Ordinal};
use std::panic::catch_unwind;

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    pub enum Op {
        Unknown,
        Add,
        Sub,
    }

    /// Names the second crosswalk of `Front`. Never constructed.
    pub enum Legacy {}

    /// A byte of the legacy encoding.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Byte(pub(crate) u8);
}

/// `Bgra` translates to `Unknown` but is never what `from_target(Unknown)` answers; `Lowered` is a
/// bug to translate (an earlier pass removes it), and the conversion stays `From`.
#[crosswalk::crosswalk(to = ir::Op, unreached = [])]
#[crosswalk::crosswalk(to = ir::Byte, name = ir::Legacy, suffix = legacy, convert)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
enum Front {
    #[to(Unknown, Legacy = 0x00)]
    Unknown,
    #[to(Unknown, one_way)]
    #[to(Legacy = (0x00, alias))]
    Bgra,
    #[to(Add, Legacy = 0x10)]
    Add,
    #[to(Sub, Legacy = 0x11)]
    Sub,
    #[unreachable("lowered before this pass")]
    #[to(Legacy = (0x10, alias))]
    Lowered,
}

#[test]
fn a_one_way_entry_translates_and_does_not_go_back() {
    assert_eq!(ir::Op::from(Front::Bgra), ir::Op::Unknown);
    assert_eq!(Front::from_target(ir::Op::Unknown), Some(Front::Unknown));
    assert_eq!(Front::from_target_ordinal(0), Some(Front::Unknown));
    assert!(matches!(
        <Front as Crosswalk>::CELLS[1],
        Cell::Mapped {
            source: Front::Bgra,
            one_way: true,
            alias: false,
            ..
        }
    ));
}

#[test]
fn an_unreachable_variant_panics_naming_itself_and_the_conversion_stays_from() {
    let panic = catch_unwind(|| ir::Op::from(Front::Lowered)).unwrap_err();
    let message = panic.downcast_ref::<String>().cloned().unwrap_or_default();
    assert_eq!(
        message,
        "`Lowered` of `entries_and_keys::Front` reached its crosswalk into `ir::Op`, which \
         declares it unreachable: lowered before this pass"
    );
    assert!(catch_unwind(|| Front::Lowered.translate()).is_err());
    assert!(catch_unwind(|| Front::translate_ordinal(4)).is_err());
    // The other variants are unaffected, and the raw path past the end still errs.
    assert_eq!(Front::Sub.translate(), Ok(ir::Op::Sub));
    assert_eq!(
        Front::translate_ordinal(5).unwrap_err().kind(),
        ErrorKind::OutOfRange
    );
    // Reading the table out never panics.
    assert!(matches!(
        <Front as Crosswalk>::CELLS[4],
        Cell::Unreachable {
            source: Front::Lowered
        }
    ));
    assert_eq!(<Front as Crosswalk>::unreached().count(), 0);
}

#[test]
fn a_named_crosswalk_with_a_suffix_and_a_conversion() {
    assert_eq!(Front::Add.to_legacy(), ir::Byte(0x10));
    assert_eq!(ir::Byte::from(Front::Sub), ir::Byte(0x11));
    assert_eq!(Front::translate_ordinal_legacy(4), Ok(ir::Byte(0x10)));
    assert_eq!(Front::from_target_legacy(ir::Byte(0x10)), Some(Front::Add));
    assert_eq!(Front::from_target_ordinal_legacy(0x11), Some(Front::Sub));
    assert_eq!(
        <Front as Crosswalk<ir::Legacy>>::from_target_ordinal(Ordinal::new(0x00)),
        Some(Front::Unknown)
    );
}

/// A C enum that a C API hands as `u32`: `ordinal_type` overrides the `i32` of `#[repr(C)]`.
#[crosswalk::crosswalk(to = ir::Op, ordinal_type = u32, base = 1, on_oob = default(Unknown))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
enum CKind {
    #[to(Add)]
    Add = 1,
    #[to(Sub)]
    Sub = 2,
}

#[test]
fn a_c_enum_read_as_u32() {
    let ordinal: u32 = 2;
    assert_eq!(CKind::translate_ordinal(ordinal), Ok(ir::Op::Sub));
    assert_eq!(CKind::translate_ordinal(u32::MAX), Ok(ir::Op::Unknown));
    assert_eq!(<CKind as Crosswalk>::BASE, 1_u32);
}
