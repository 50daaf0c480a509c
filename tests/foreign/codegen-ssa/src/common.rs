//! The comparison predicates of `rustc_codegen_ssa::common`.

// From compiler/rustc_codegen_ssa/src/common.rs, rust-lang/rust commit
// 00b1e3fd527744b83612142b33eeb94828065ea3, with the module's `#![allow(non_camel_case_types)]`.
// The variants have no docs there.
#![allow(non_camel_case_types, missing_docs)]

#[derive(Copy, Clone, Debug)]
pub enum IntPredicate {
    IntEQ,
    IntNE,
    IntUGT,
    IntUGE,
    IntULT,
    IntULE,
    IntSGT,
    IntSGE,
    IntSLT,
    IntSLE,
}

#[derive(Copy, Clone, Debug)]
pub enum RealPredicate {
    RealPredicateFalse,
    RealOEQ,
    RealOGT,
    RealOGE,
    RealOLT,
    RealOLE,
    RealONE,
    RealORD,
    RealUNO,
    RealUEQ,
    RealUGT,
    RealUGE,
    RealULT,
    RealULE,
    RealUNE,
    RealPredicateTrue,
}
