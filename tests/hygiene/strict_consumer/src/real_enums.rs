//! The enums real compilers have, under this crate's lints: deprecated variants on both sides,
//! C-header discriminants (constant expressions, from zero and from a signed minimum), negative
//! numbers, a variant under `cfg`, variants with fields, and a declaration apart from the enums.

/// A C header's constants, which the mirrors below are numbered by.
pub const FIRST_OPCODE: u32 = 0;
/// The lowest signed code.
pub const LOWEST_CODE: i8 = i8::MIN;

/// The IR's operators, one of them deprecated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Operator {
    /// Does nothing.
    Nop,
    /// The old spelling of `Add`.
    #[deprecated = "use `Add`"]
    Plus,
    /// Adds.
    Add,
}

/// A mirror of a C header: discriminants are constant expressions from zero, and one variant is
/// deprecated.
#[crosswalk::crosswalk(to = Operator, base = 0, unreached = [])]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum HeaderOp {
    /// Does nothing.
    #[to(Nop)]
    Nop = FIRST_OPCODE,
    /// The old addition.
    #[deprecated = "use `Add`"]
    #[to(Plus)]
    Plus = FIRST_OPCODE + 1,
    /// Adds.
    #[to(Add)]
    Add = FIRST_OPCODE + 2,
}

/// A signed code, numbered from the type's minimum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Code(pub(crate) i8);

/// Signed discriminants from the minimum, onto negative numbers.
#[crosswalk::crosswalk(to = Code, base = -128)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i8)]
pub enum SignedOp {
    /// The lowest.
    #[to(-128)]
    Lowest = LOWEST_CODE,
    /// One more.
    #[to(-1)]
    Next = LOWEST_CODE + 1,
}

/// A variant under `cfg`, which the hidden derive sees evaluated.
#[crosswalk::crosswalk(to = Operator, unreached = [Plus])]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Configured {
    /// Does nothing.
    #[to(Nop)]
    Nop,
    /// Only where the target has atomics.
    #[cfg(target_has_atomic = "8")]
    #[to(Add)]
    Add,
    /// Elsewhere.
    #[cfg(not(target_has_atomic = "8"))]
    #[to(Add)]
    Sum,
}

/// Instructions with operands, mapped by kind.
#[crosswalk::crosswalk(to = Operator, unreached = [Plus])]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Instruction<'src> {
    /// Does nothing.
    #[to(Nop)]
    Nop,
    /// Adds two named registers.
    #[to(Add)]
    Add {
        /// The first register.
        left: &'src str,
        /// The second register.
        right: &'src str,
    },
}

crosswalk::declare! {
    /// The way back, declared apart from both enums, through a deprecated target.
    #[crosswalk(to = HeaderOp)]
    pub enum Lowering for Operator {
        Nop => Nop,
        Plus => Plus,
        Add => Add,
    }
}

#[cfg(test)]
mod tests {
    use super::{Code, Configured, HeaderOp, Instruction, Lowering, Operator, SignedOp};

    #[test]
    fn every_crosswalk_translates() {
        assert_eq!(HeaderOp::translate_ordinal(2), Ok(Operator::Add));
        assert_eq!(SignedOp::Next.translate(), Ok(Code(-1)));
        assert_eq!(Configured::Nop.translate(), Ok(Operator::Nop));
        let add = Instruction::Add {
            left: "r1",
            right: "r2",
        };
        assert_eq!(add.translate(), Ok(Operator::Add));
        assert_eq!(Lowering::translate(Operator::Add), Ok(HeaderOp::Add));
    }
}
