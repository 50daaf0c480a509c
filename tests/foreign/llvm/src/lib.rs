//! Stands for the [`llvm-sys`](https://docs.rs/llvm-sys/221.0.0/llvm_sys/) crate, version
//! 221.0.0 (the version inkwell 0.10.0 depends on for LLVM 22), whose source is
//! taricorp/llvm-sys.rs, tag `v221.0.0`.
//!
//! It keeps the two comparison predicates of LLVM's C API, `LLVMIntPredicate` and
//! `LLVMRealPredicate`, at the crate root where llvm-sys declares them, with their real
//! `#[repr(C)]`, derives, names and values (they are `LLVMIntPredicate`/`LLVMRealPredicate` of
//! `llvm-c/Core.h`). None of the bindings' types or functions are kept.

// llvm-sys's spelling: C names, `#![allow(non_upper_case_globals, non_camel_case_types)]` at its
// top, and no docs.
#![allow(non_upper_case_globals, non_camel_case_types, missing_docs)]

// From src/lib.rs, llvm-sys 221.0.0.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LLVMIntPredicate {
    LLVMIntEQ = 32,
    LLVMIntNE = 33,
    LLVMIntUGT = 34,
    LLVMIntUGE = 35,
    LLVMIntULT = 36,
    LLVMIntULE = 37,
    LLVMIntSGT = 38,
    LLVMIntSGE = 39,
    LLVMIntSLT = 40,
    LLVMIntSLE = 41,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LLVMRealPredicate {
    LLVMRealPredicateFalse = 0,
    LLVMRealOEQ = 1,
    LLVMRealOGT = 2,
    LLVMRealOGE = 3,
    LLVMRealOLT = 4,
    LLVMRealOLE = 5,
    LLVMRealONE = 6,
    LLVMRealORD = 7,
    LLVMRealUNO = 8,
    LLVMRealUEQ = 9,
    LLVMRealUGT = 10,
    LLVMRealUGE = 11,
    LLVMRealULT = 12,
    LLVMRealULE = 13,
    LLVMRealUNE = 14,
    LLVMRealPredicateTrue = 15,
}
