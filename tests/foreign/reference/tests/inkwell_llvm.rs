//! Known values of inkwell's predicate conversions to and from llvm-sys.

use foreign_reference::inkwell_predicates::{
    float_predicate_from_llvm, float_predicate_into_llvm, int_predicate_from_llvm,
    int_predicate_into_llvm,
};
use inkwell::{FloatPredicate, IntPredicate};
use llvm_sys::{LLVMIntPredicate, LLVMRealPredicate};

#[test]
fn int_predicates_go_to_llvm_numbers() {
    assert_eq!(
        int_predicate_into_llvm(IntPredicate::EQ),
        LLVMIntPredicate::LLVMIntEQ
    );
    assert_eq!(
        int_predicate_into_llvm(IntPredicate::SGE),
        LLVMIntPredicate::LLVMIntSGE
    );
    assert_eq!(int_predicate_into_llvm(IntPredicate::SGE) as i32, 39);
}

#[test]
fn int_predicates_come_back() {
    assert_eq!(
        int_predicate_from_llvm(LLVMIntPredicate::LLVMIntULT),
        IntPredicate::ULT
    );
}

#[test]
fn float_predicates_are_a_permutation() {
    // Declared fourth in inkwell, numbered 5 in LLVM.
    assert_eq!(
        float_predicate_into_llvm(FloatPredicate::OLE),
        LLVMRealPredicate::LLVMRealOLE
    );
    assert_eq!(float_predicate_into_llvm(FloatPredicate::OLE) as i32, 5);
    let always_false = float_predicate_into_llvm(FloatPredicate::PredicateFalse);
    assert_eq!(always_false, LLVMRealPredicate::LLVMRealPredicateFalse);
    assert_eq!(
        float_predicate_from_llvm(LLVMRealPredicate::LLVMRealUNO),
        FloatPredicate::UNO
    );
    assert_eq!(
        float_predicate_from_llvm(LLVMRealPredicate::LLVMRealOEQ),
        FloatPredicate::OEQ
    );
}
