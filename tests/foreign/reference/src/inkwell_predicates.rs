//! inkwell: its comparison predicates to and from llvm-sys's.
//!
//! inkwell 0.10.0 (TheDan64/inkwell, tag `0.10.0`) declares `IntPredicate` and `FloatPredicate`
//! in src/lib.rs with `#[llvm_enum(LLVMIntPredicate)]`/`#[llvm_enum(LLVMRealPredicate)]` and one
//! `#[llvm_variant(…)]` per variant; the `llvm_enum` macro (`internal_macros/src/enum.rs`) expands
//! them to a private `new(src)` match from the llvm-sys enum, a `From` that calls it, and an
//! `Into` match back. These are those expansions, one arm per `#[llvm_variant]` in declaration
//! order, as free functions (this crate owns neither enum). `FloatPredicate` is declared in
//! alphabetical order, LLVM's is numbered in its own, so that pair is a permutation.

use inkwell::{FloatPredicate, IntPredicate};
use llvm_sys::{LLVMIntPredicate, LLVMRealPredicate};

/// The body of inkwell's `IntPredicate::new`, which its `From<LLVMIntPredicate> for IntPredicate`
/// calls.
pub fn int_predicate_from_llvm(src: LLVMIntPredicate) -> IntPredicate {
    match src {
        LLVMIntPredicate::LLVMIntEQ => IntPredicate::EQ,
        LLVMIntPredicate::LLVMIntNE => IntPredicate::NE,
        LLVMIntPredicate::LLVMIntUGT => IntPredicate::UGT,
        LLVMIntPredicate::LLVMIntUGE => IntPredicate::UGE,
        LLVMIntPredicate::LLVMIntULT => IntPredicate::ULT,
        LLVMIntPredicate::LLVMIntULE => IntPredicate::ULE,
        LLVMIntPredicate::LLVMIntSGT => IntPredicate::SGT,
        LLVMIntPredicate::LLVMIntSGE => IntPredicate::SGE,
        LLVMIntPredicate::LLVMIntSLT => IntPredicate::SLT,
        LLVMIntPredicate::LLVMIntSLE => IntPredicate::SLE,
    }
}

/// The body of inkwell's `Into<LLVMIntPredicate> for IntPredicate`.
pub fn int_predicate_into_llvm(predicate: IntPredicate) -> LLVMIntPredicate {
    match predicate {
        IntPredicate::EQ => LLVMIntPredicate::LLVMIntEQ,
        IntPredicate::NE => LLVMIntPredicate::LLVMIntNE,
        IntPredicate::UGT => LLVMIntPredicate::LLVMIntUGT,
        IntPredicate::UGE => LLVMIntPredicate::LLVMIntUGE,
        IntPredicate::ULT => LLVMIntPredicate::LLVMIntULT,
        IntPredicate::ULE => LLVMIntPredicate::LLVMIntULE,
        IntPredicate::SGT => LLVMIntPredicate::LLVMIntSGT,
        IntPredicate::SGE => LLVMIntPredicate::LLVMIntSGE,
        IntPredicate::SLT => LLVMIntPredicate::LLVMIntSLT,
        IntPredicate::SLE => LLVMIntPredicate::LLVMIntSLE,
    }
}

/// The body of inkwell's `FloatPredicate::new`, which its `From<LLVMRealPredicate> for FloatPredicate`
/// calls.
pub fn float_predicate_from_llvm(src: LLVMRealPredicate) -> FloatPredicate {
    match src {
        LLVMRealPredicate::LLVMRealOEQ => FloatPredicate::OEQ,
        LLVMRealPredicate::LLVMRealOGE => FloatPredicate::OGE,
        LLVMRealPredicate::LLVMRealOGT => FloatPredicate::OGT,
        LLVMRealPredicate::LLVMRealOLE => FloatPredicate::OLE,
        LLVMRealPredicate::LLVMRealOLT => FloatPredicate::OLT,
        LLVMRealPredicate::LLVMRealONE => FloatPredicate::ONE,
        LLVMRealPredicate::LLVMRealORD => FloatPredicate::ORD,
        LLVMRealPredicate::LLVMRealPredicateFalse => FloatPredicate::PredicateFalse,
        LLVMRealPredicate::LLVMRealPredicateTrue => FloatPredicate::PredicateTrue,
        LLVMRealPredicate::LLVMRealUEQ => FloatPredicate::UEQ,
        LLVMRealPredicate::LLVMRealUGE => FloatPredicate::UGE,
        LLVMRealPredicate::LLVMRealUGT => FloatPredicate::UGT,
        LLVMRealPredicate::LLVMRealULE => FloatPredicate::ULE,
        LLVMRealPredicate::LLVMRealULT => FloatPredicate::ULT,
        LLVMRealPredicate::LLVMRealUNE => FloatPredicate::UNE,
        LLVMRealPredicate::LLVMRealUNO => FloatPredicate::UNO,
    }
}

/// The body of inkwell's `Into<LLVMRealPredicate> for FloatPredicate`.
pub fn float_predicate_into_llvm(predicate: FloatPredicate) -> LLVMRealPredicate {
    match predicate {
        FloatPredicate::OEQ => LLVMRealPredicate::LLVMRealOEQ,
        FloatPredicate::OGE => LLVMRealPredicate::LLVMRealOGE,
        FloatPredicate::OGT => LLVMRealPredicate::LLVMRealOGT,
        FloatPredicate::OLE => LLVMRealPredicate::LLVMRealOLE,
        FloatPredicate::OLT => LLVMRealPredicate::LLVMRealOLT,
        FloatPredicate::ONE => LLVMRealPredicate::LLVMRealONE,
        FloatPredicate::ORD => LLVMRealPredicate::LLVMRealORD,
        FloatPredicate::PredicateFalse => LLVMRealPredicate::LLVMRealPredicateFalse,
        FloatPredicate::PredicateTrue => LLVMRealPredicate::LLVMRealPredicateTrue,
        FloatPredicate::UEQ => LLVMRealPredicate::LLVMRealUEQ,
        FloatPredicate::UGE => LLVMRealPredicate::LLVMRealUGE,
        FloatPredicate::UGT => LLVMRealPredicate::LLVMRealUGT,
        FloatPredicate::ULE => LLVMRealPredicate::LLVMRealULE,
        FloatPredicate::ULT => LLVMRealPredicate::LLVMRealULT,
        FloatPredicate::UNE => LLVMRealPredicate::LLVMRealUNE,
        FloatPredicate::UNO => LLVMRealPredicate::LLVMRealUNO,
    }
}
