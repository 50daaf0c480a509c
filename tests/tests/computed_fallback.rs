//! `on_oob = compute(path)`: every ordinal no variant has (past the end, below the base, a hole)
//! translates to what the named `const fn` gives for it; cells, rejected ones included, are
//! unchanged, and so are the typed path and going back.

use crosswalk::{Crosswalk, ErrorKind, OnOutOfRange};

mod wasm {
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Trap {
        Interrupt,
        StackOverflow,
        Unreachable,
        IntegerOverflow,
        DivisionByZero,
        BadConversion,
        Unknown,
    }

    /// The decoder's tail, as wasmtime writes it: `other => Trap::from_u8(raw - 3)`.
    pub const fn trap_from_raw(raw: u8) -> Trap {
        match raw.wrapping_sub(3) {
            0 => Trap::IntegerOverflow,
            1 => Trap::DivisionByZero,
            2 => Trap::BadConversion,
            _ => Trap::Unknown,
        }
    }

    pub const fn trap_from_wide(raw: u32) -> Trap {
        if raw % 2 == 0 {
            Trap::IntegerOverflow
        } else {
            Trap::BadConversion
        }
    }
}

/// Cells 0, 1 and 4, holes at 2 and 3, every ordinal from 5 computed.
#[crosswalk::crosswalk(to = wasm::Trap, on_oob = compute(wasm::trap_from_raw))]
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
enum RawTrap {
    #[to(Interrupt)]
    Interrupt = 0,
    #[to(StackOverflow)]
    StackOverflow = 1,
    #[to(Unreachable)]
    Unreachable = 4,
}

/// The same cells with a rejected one at 5, from `base = 1`: the rejection stays an error, 0
/// (below the base) is computed.
#[crosswalk::crosswalk(to = wasm::Trap, base = 1, on_oob = compute(wasm::trap_from_raw))]
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
enum RefusingTrap {
    #[to(StackOverflow)]
    StackOverflow = 1,
    #[to(Unreachable)]
    Unreachable = 4,
    #[reject("five is refused")]
    Refused = 5,
}

/// What every `u8` ordinal of `RawTrap` gives, written out.
fn expected_raw(ordinal: u8) -> wasm::Trap {
    use wasm::Trap::{
        BadConversion, IntegerOverflow, Interrupt, StackOverflow, Unknown, Unreachable,
    };
    match ordinal {
        0 => Interrupt,
        1 => StackOverflow,
        3 => IntegerOverflow,
        4 => Unreachable,
        5 => BadConversion,
        // The hole at 2 (`2 - 3` wraps) and everything past 5.
        2 | 6..=u8::MAX => Unknown,
    }
}

#[test]
fn every_u8_ordinal_is_its_cell_or_the_computed_target() {
    for ordinal in 0..=u8::MAX {
        assert_eq!(
            RawTrap::translate_ordinal(ordinal),
            Ok(expected_raw(ordinal)),
            "{ordinal}"
        );
        assert_eq!(
            <RawTrap as Crosswalk>::translate_ordinal(ordinal),
            Ok(expected_raw(ordinal)),
            "{ordinal}"
        );
    }
}

#[test]
fn a_rejected_cell_stays_an_error_beside_computed_ones() {
    for ordinal in 0..=u8::MAX {
        let got = RefusingTrap::translate_ordinal(ordinal);
        match ordinal {
            5 => {
                let error = got.expect_err("a rejected cell");
                assert_eq!(error.kind(), ErrorKind::Rejected);
                assert_eq!(error.declared_message(), Some("five is refused"));
            }
            // Cells 1 and 4 and the computed rest agree with `RawTrap`, but 0, below the base,
            // is computed here: `0 - 3` wraps.
            0 => assert_eq!(got, Ok(wasm::Trap::Unknown)),
            other => assert_eq!(got, Ok(expected_raw(other)), "{other}"),
        }
    }
}

#[test]
fn the_typed_path_and_going_back_see_only_the_cells() {
    assert_eq!(RawTrap::Interrupt.translate(), Ok(wasm::Trap::Interrupt));
    assert_eq!(
        RawTrap::Unreachable.translate(),
        Ok(wasm::Trap::Unreachable)
    );
    // A computed target is in no cell: nothing goes back to it.
    assert_eq!(RawTrap::from_target(wasm::Trap::IntegerOverflow), None);
    assert_eq!(RawTrap::from_target(wasm::Trap::Unknown), None);
    assert_eq!(
        RawTrap::from_target(wasm::Trap::StackOverflow),
        Some(RawTrap::StackOverflow)
    );
}

#[test]
fn the_trait_names_the_function() {
    assert!(matches!(
        <RawTrap as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Compute("wasm::trap_from_raw")
    ));
}

#[test]
fn the_computed_translation_is_const() {
    const HOLE: Result<wasm::Trap, crosswalk::Error> = RawTrap::translate_ordinal(3);
    const PAST: Result<wasm::Trap, crosswalk::Error> = RawTrap::translate_ordinal(200);
    assert_eq!(HOLE, Ok(wasm::Trap::IntegerOverflow));
    assert_eq!(PAST, Ok(wasm::Trap::Unknown));
}

mod other {
    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Wide {
        Ten = 10,
        Eleven = 11,
        Thirteen = 13,
    }
}

crosswalk::declare! {
    /// A declared table with a `u32` ordinal, computed past its cells.
    #[crosswalk(to = wasm::Trap, base = 10, on_oob = compute(wasm::trap_from_wide))]
    pub enum WideTraps for other::Wide {
        Ten => Interrupt,
        Eleven => StackOverflow,
        Thirteen => Unreachable,
    }
}

#[test]
fn a_declared_u32_table_computes_a_sample() {
    use wasm::Trap::{BadConversion, IntegerOverflow, Interrupt, StackOverflow, Unreachable};
    let expected = [
        (0, IntegerOverflow),
        (1, BadConversion),
        (9, BadConversion),
        (10, Interrupt),
        (11, StackOverflow),
        (12, IntegerOverflow),
        (13, Unreachable),
        (14, IntegerOverflow),
        (15, BadConversion),
        (1_000_001, BadConversion),
        (u32::MAX - 1, IntegerOverflow),
        (u32::MAX, BadConversion),
    ];
    for (ordinal, target) in expected {
        assert_eq!(
            WideTraps::translate_ordinal(ordinal),
            Ok(target),
            "{ordinal}"
        );
    }
    assert_eq!(WideTraps::translate(other::Wide::Eleven), Ok(StackOverflow));
}

mod hw {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct OpByte(pub u8);

    /// An opcode past the table: its low byte, with the top bit set.
    pub const fn op_byte_from_raw(raw: u32) -> OpByte {
        OpByte(raw.to_le_bytes()[0] | 0x80)
    }
}

/// A number target with holes at 3 and 4, from `base = 1`.
#[crosswalk::crosswalk(to = hw::OpByte, base = 1, on_oob = compute(hw::op_byte_from_raw))]
#[derive(Clone, Copy, Debug, PartialEq)]
enum Op {
    #[to(0x10)]
    Add = 1,
    #[to(0x11)]
    Sub = 2,
    #[to(0x20)]
    Mul = 5,
}

#[test]
fn a_number_target_computes_a_u32_sample() {
    let expected = [
        (0, 0x80),
        (1, 0x10),
        (2, 0x11),
        (3, 0x83),
        (4, 0x84),
        (5, 0x20),
        (6, 0x86),
        (0x1ff, 0xff),
        (0x1_0000, 0x80),
        (u32::MAX, 0xff),
    ];
    for (ordinal, byte) in expected {
        assert_eq!(
            Op::translate_ordinal(ordinal),
            Ok(hw::OpByte(byte)),
            "{ordinal}"
        );
    }
    assert_eq!(hw::OpByte::from(Op::Mul), hw::OpByte(0x20));
    assert_eq!(Op::from_target(hw::OpByte(0x83)), None);
}
