//! Known values of rustc's code generators' predicate translations, GCC's and LLVM's.

use foreign_reference::rustc_codegen_gcc::ToGccComp;
use foreign_reference::rustc_codegen_llvm;
use gccjit::ComparisonOp;
use rustc_codegen_ssa::common::{IntPredicate, RealPredicate};

#[test]
fn gcc_drops_signedness() {
    assert!(matches!(
        IntPredicate::IntEQ.to_gcc_comparison(),
        ComparisonOp::Equals
    ));
    assert!(matches!(
        IntPredicate::IntUGT.to_gcc_comparison(),
        ComparisonOp::GreaterThan
    ));
    assert!(matches!(
        IntPredicate::IntSGT.to_gcc_comparison(),
        ComparisonOp::GreaterThan
    ));
    assert!(matches!(
        IntPredicate::IntSLE.to_gcc_comparison(),
        ComparisonOp::LessThanEquals
    ));
}

#[test]
fn gcc_drops_orderedness_and_the_non_strict_unordered_ones() {
    assert!(matches!(
        RealPredicate::RealOGE.to_gcc_comparison(),
        ComparisonOp::GreaterThanEquals
    ));
    assert!(matches!(
        RealPredicate::RealUEQ.to_gcc_comparison(),
        ComparisonOp::Equals
    ));
    assert!(matches!(
        RealPredicate::RealUGE.to_gcc_comparison(),
        ComparisonOp::GreaterThan
    ));
    assert!(matches!(
        RealPredicate::RealULE.to_gcc_comparison(),
        ComparisonOp::LessThan
    ));
}

#[test]
#[should_panic(expected = "internal error: entered unreachable code")]
fn gcc_has_no_comparison_for_ord() {
    let _ = RealPredicate::RealORD.to_gcc_comparison();
}

#[test]
fn gcc_comparisons_are_numbered_as_libgccjit_numbers_them() {
    assert_eq!(ComparisonOp::Equals as i32, 0);
    assert_eq!(ComparisonOp::GreaterThanEquals as i32, 5);
}

#[test]
fn llvm_numbers_int_predicates_from_32() {
    use rustc_codegen_llvm::IntPredicate as Llvm;
    assert_eq!(Llvm::from_generic(IntPredicate::IntEQ) as i32, 32);
    assert_eq!(Llvm::from_generic(IntPredicate::IntUGE) as i32, 35);
    assert_eq!(Llvm::from_generic(IntPredicate::IntSLE) as i32, 41);
}

#[test]
fn llvm_numbers_real_predicates_from_0() {
    use rustc_codegen_llvm::RealPredicate as Llvm;
    assert_eq!(
        Llvm::from_generic(RealPredicate::RealPredicateFalse) as i32,
        0
    );
    assert_eq!(Llvm::from_generic(RealPredicate::RealUNO) as i32, 8);
    assert_eq!(
        Llvm::from_generic(RealPredicate::RealPredicateTrue) as i32,
        15
    );
}

#[test]
fn rustc_llvm_numbering_is_llvm_sys_numbering() {
    use llvm_sys::{LLVMIntPredicate, LLVMRealPredicate};
    let sgt = rustc_codegen_llvm::IntPredicate::from_generic(IntPredicate::IntSGT);
    assert_eq!(sgt as i32, LLVMIntPredicate::LLVMIntSGT as i32);
    let one = rustc_codegen_llvm::RealPredicate::from_generic(RealPredicate::RealONE);
    assert_eq!(one as i32, LLVMRealPredicate::LLVMRealONE as i32);
}
