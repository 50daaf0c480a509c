//! A raw translator under `on_oob = compute(…)`: the cells are read as under `throw`, and only
//! the side that would err calls the function.

use crosswalk::Error;
use std::hint::black_box;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trap {
    StackOverflow,
    MemoryOutOfBounds,
    HeapMisaligned,
    TableOutOfBounds,
    IndirectCallToNull,
    BadSignature,
    IntegerOverflow,
    IntegerDivisionByZero,
    BadConversionToInteger,
    Unknown,
}

/// The decoder's last arm, as wasmtime writes it: `other => Trap::from_u8(raw - 3)`.
pub const fn trap_from_raw(raw: u8) -> Trap {
    match raw.wrapping_sub(3) {
        0 => Trap::TableOutOfBounds,
        1 => Trap::IndirectCallToNull,
        2 => Trap::BadSignature,
        3 => Trap::IntegerOverflow,
        4 => Trap::IntegerDivisionByZero,
        5 => Trap::BadConversionToInteger,
        _ => Trap::Unknown,
    }
}

/// The fixed codes, then every other byte computed.
#[crosswalk::crosswalk(to = Trap, on_oob = compute(trap_from_raw))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum RawTrap {
    #[to(StackOverflow)]
    StackOverflow = 0,
    #[to(MemoryOutOfBounds)]
    MemoryOutOfBounds = 1,
    #[to(HeapMisaligned)]
    HeapMisaligned = 2,
}

/// The raw path, every ordinal a target.
#[inline(never)]
pub fn raw_trap(ordinal: u8) -> Trap {
    match RawTrap::translate_ordinal(ordinal) {
        Ok(trap) => trap,
        Err(_) => Trap::Unknown,
    }
}

/// The raw path as an out-of-line call returning the whole `Result`.
#[inline(never)]
pub fn raw_result_trap(ordinal: u8) -> Result<Trap, Error> {
    RawTrap::translate_ordinal(ordinal)
}

/// Keeps every probe in the binary as a function of its own.
pub fn keep() {
    black_box(raw_trap as fn(u8) -> Trap);
    black_box(raw_result_trap as fn(u8) -> Result<Trap, Error>);
}
