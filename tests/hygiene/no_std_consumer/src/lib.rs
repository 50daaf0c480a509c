//! Hygiene: a `#![no_std]` library declaring its own crosswalks and rosters. That this library
//! compiles at all is the proof that the generated code names nothing from `std`; the tests (which
//! may use `std`) check that it also translates.
#![no_std]

#[cfg(test)]
extern crate std;

/// The IR's numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "snake_case")]
pub enum IrOp {
    /// No operation.
    Nop,
    /// Addition.
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication.
    Mul,
}

/// What an opcode byte past the fixed ones decodes to.
pub const fn op_from_raw(raw: u8) -> IrOp {
    if raw < 16 { IrOp::Add } else { IrOp::Nop }
}

/// Opcode bytes: two fixed, every other one computed.
#[crosswalk::crosswalk(to = IrOp, on_oob = compute(op_from_raw))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum OpByte {
    /// Subtraction.
    #[to(Sub)]
    Sub = 0,
    /// Multiplication.
    #[to(Mul)]
    Mul = 1,
}

/// The front end's numbering, from 1: every variant maps, so the target gets `From`.
#[crosswalk::crosswalk(to = IrOp, base = 1)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum FrontOp {
    /// Addition.
    #[to(Add)]
    Add = 1,
    /// Multiplication.
    #[to(Mul)]
    Mul = 2,
    /// Subtraction.
    #[to(Sub)]
    Sub = 3,
    /// A second spelling of addition.
    #[to(Add, alias)]
    Plus = 4,
}

/// A numbering with a rejected variant and a soft default: the target gets `TryFrom`.
#[crosswalk::crosswalk(to = IrOp, on_oob = default(Nop))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegacyOp {
    /// Addition.
    #[to(Add)]
    Add,
    /// Not supported by the IR.
    #[reject("no division")]
    Div,
    /// Multiplication, after a hole.
    #[to(Mul)]
    Mul = 5,
}

/// A `const` use of the translators, evaluated at compile time in a `no_std` crate.
pub const PLUS_IN_IR: IrOp = match FrontOp::Plus.translate() {
    Ok(op) => op,
    Err(_) => IrOp::Nop,
};

crosswalk::declare! {
    /// The way back from the IR, declared apart from both enums, with a line under `cfg` (which
    /// the declaration hands to the derive that sees it evaluated).
    #[crosswalk(to = FrontOp)]
    pub enum Lowering for IrOp {
        Add => Add,
        Mul => Mul,
        #[cfg(target_pointer_width = "16")]
        Sub => reject("no subtraction on 16-bit targets"),
        #[cfg(not(target_pointer_width = "16"))]
        Sub => Sub,
        _ => reject("no front-end opcode"),
    }
}

#[cfg(test)]
mod tests {
    use super::{FrontOp, IrOp, LegacyOp, PLUS_IN_IR};
    use crosswalk::{Crosswalk, ErrorKind, Ordinal, Roster};
    use std::string::ToString;

    #[test]
    fn typed_translation_and_from() {
        assert_eq!(FrontOp::Plus.translate(), Ok(IrOp::Add));
        assert_eq!(IrOp::from(FrontOp::Sub), IrOp::Sub);
        assert_eq!(PLUS_IN_IR, IrOp::Add);
        assert_eq!(
            <FrontOp as Crosswalk>::translate(FrontOp::Mul),
            Ok(IrOp::Mul)
        );
    }

    #[test]
    fn raw_translation() {
        assert_eq!(FrontOp::translate_ordinal(1), Ok(IrOp::Add));
        assert_eq!(FrontOp::translate_ordinal(4), Ok(IrOp::Add));
        let error = FrontOp::translate_ordinal(0).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::OutOfRange);
        assert_eq!(Ordinal::<FrontOp>::new(3).translate(), Ok(IrOp::Sub));
    }

    #[test]
    fn fallible_translation_and_default() {
        assert_eq!(IrOp::try_from(LegacyOp::Add), Ok(IrOp::Add));
        let error = IrOp::try_from(LegacyOp::Div).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Rejected);
        assert_eq!(error.to_string(), "no division");
        assert_eq!(LegacyOp::translate_ordinal(5), Ok(IrOp::Mul));
        assert_eq!(LegacyOp::translate_ordinal(3), Ok(IrOp::Nop));
        assert_eq!(LegacyOp::translate_ordinal(u32::MAX), Ok(IrOp::Nop));
    }

    #[test]
    fn roster_names_and_ordinals() {
        assert_eq!(IrOp::NAMES, ["nop", "add", "sub", "mul"]);
        assert_eq!(IrOp::Mul.to_string(), "mul");
        assert_eq!("sub".parse::<IrOp>(), Ok(IrOp::Sub));
        assert_eq!(IrOp::try_from(2_u32), Ok(IrOp::Sub));
        assert_eq!(FrontOp::Plus.ordinal().get(), 4);
        assert_eq!(FrontOp::from_name("Mul"), Some(FrontOp::Mul));
        assert_eq!(<FrontOp as Roster>::COUNT, 4);
    }
}

/// `#[crosswalk::checked]` in a `no_std` crate: the checks and the inverse need nothing of `std`.
#[crosswalk::checked(unreached = [IrOp::Nop], inverse = front_op_of)]
#[must_use]
pub const fn lower(op: FrontOp) -> IrOp {
    match op {
        FrontOp::Add | FrontOp::Plus => IrOp::Add,
        FrontOp::Mul => IrOp::Mul,
        FrontOp::Sub => IrOp::Sub,
    }
}

/// A decoder's own error: the byte it could not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadByte(pub i128);

/// Builds [`BadByte`] from the crosswalk's error.
#[must_use]
pub const fn bad_byte(error: crosswalk::Error) -> BadByte {
    BadByte(error.ordinal())
}

/// Opcode bytes returning the decoder's own error.
#[crosswalk::crosswalk(to = IrOp, error = BadByte, error_from = bad_byte)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum StrictByte {
    /// Addition.
    #[to(Add)]
    Add = 0,
    /// Not decodable.
    #[reject]
    Halt = 1,
}

#[cfg(test)]
mod own_error_tests {
    use super::{BadByte, IrOp, StrictByte};

    #[test]
    fn the_caller_s_error_needs_nothing_of_std() {
        assert_eq!(StrictByte::translate_ordinal(0), Ok(IrOp::Add));
        assert_eq!(StrictByte::translate_ordinal(1), Err(BadByte(1)));
        assert_eq!(StrictByte::translate_ordinal(9), Err(BadByte(9)));
        assert_eq!(IrOp::try_from(StrictByte::Halt), Err(BadByte(1)));
    }
}
