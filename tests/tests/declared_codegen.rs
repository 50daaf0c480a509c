//! Crosswalks declared apart from their enums, modelled on real code generators' hand-written
//! translations, each checked against a copy of the original for every variant:
//!
//! - wgpu-hal's Vulkan back end: both enums another crate's, the target a newtype of constants
//!   whose field is private;
//! - rustc's libgccjit back end: sources that share targets, and predicates that are a bug to
//!   translate (`unreachable!()` in the original);
//! - inkwell: both enums another crate's, LLVM's numbered from 32, decoded in the target's
//!   numbering;
//! - an object-file reader's `#[non_exhaustive]` architecture list, partly handled.

use crosswalk::{Crosswalk, ErrorKind, Ordinal};
use foreign_reference::rustc_codegen_gcc::ToGccComp;
use std::panic::catch_unwind;

crosswalk::declare! {
    /// wgpu's comparison functions as Vulkan numbers them.
    #[crosswalk(to = ash::vk::CompareOp, target_ordinal = ash::vk::CompareOp::as_raw)]
    pub enum CompareOps for wgpu_types::CompareFunction {
        Never => NEVER,
        Less => LESS,
        LessEqual => LESS_OR_EQUAL,
        Equal => EQUAL,
        GreaterEqual => GREATER_OR_EQUAL,
        Greater => ash::vk::CompareOp::GREATER,
        NotEqual => NOT_EQUAL,
        Always => ALWAYS,
    }

    /// rustc's real predicates as libgccjit compares: no orderedness, so several share a target,
    /// and the four with no comparison are a bug to ask for.
    #[crosswalk(to = gccjit::ComparisonOp, many_to_one)]
    pub enum RealComparisons for rustc_codegen_ssa::common::RealPredicate {
        RealPredicateFalse | RealORD | RealUNO | RealPredicateTrue => unreachable,
        RealOEQ | RealUEQ => Equals,
        RealOGT | RealUGT | RealUGE => GreaterThan,
        RealOGE => GreaterThanEquals,
        RealOLT | RealULT | RealULE => LessThan,
        RealOLE => LessThanEquals,
        RealONE | RealUNE => NotEquals,
    }

    /// inkwell's integer predicates in LLVM's numbering, from 32.
    #[crosswalk(to = llvm_sys::LLVMIntPredicate, suffix = llvm)]
    pub enum IntPredicates for inkwell::IntPredicate {
        EQ => LLVMIntEQ,
        NE => LLVMIntNE,
        UGT => LLVMIntUGT,
        UGE => LLVMIntUGE,
        ULT => LLVMIntULT,
        ULE => LLVMIntULE,
        SGT => LLVMIntSGT,
        SGE => LLVMIntSGE,
        SLT => LLVMIntSLT,
        SLE => LLVMIntSLE,
    }

    /// The pointer width of the architectures a linker here supports.
    #[crosswalk(to = object::AddressSize, on_oob = throw("not an architecture"))]
    pub enum PointerWidths for object::Architecture {
        X86_64 | Aarch64 | Riscv64 => U64,
        I386 | Arm | Riscv32 | Wasm32 => U32,
        Unknown => reject("the architecture is unknown"),
        _ => reject("no linker here for this architecture"),
    }
}

#[test]
fn compare_functions_are_wgpu_hal_s() {
    use wgpu_types::CompareFunction as F;
    for function in [
        F::Never,
        F::Less,
        F::Equal,
        F::LessEqual,
        F::Greater,
        F::NotEqual,
        F::GreaterEqual,
        F::Always,
    ] {
        let ours = CompareOps::to_target(function);
        assert_eq!(
            ours,
            foreign_reference::wgpu_hal_vulkan::map_comparison(function)
        );
        assert_eq!(CompareOps::translate(function), Ok(ours));
        assert_eq!(CompareOps::from_target(ours), Some(function));
        let raw = u32::try_from(ours.as_raw()).expect("non-negative");
        assert_eq!(CompareOps::from_target_ordinal(raw), Some(function));
        assert_eq!(
            <F as Crosswalk<CompareOps>>::target_ordinal(ours).get(),
            raw,
            "a constant's ordinal is what `as_raw` reads"
        );
        // The source's numbering is wgpu's, from 1.
        assert_eq!(CompareOps::translate_ordinal(function as u32), Ok(ours));
    }
    assert_eq!(
        CompareOps::translate_ordinal(0).unwrap_err().kind(),
        ErrorKind::OutOfRange
    );
    assert_eq!(
        CompareOps::from_target(ash::vk::CompareOp::from_raw(8)),
        None
    );
}

#[test]
fn real_predicates_are_rustc_codegen_gcc_s() {
    use rustc_codegen_ssa::common::RealPredicate as P;
    // Both sides panic on purpose below; their messages are checked, not printed.
    std::panic::set_hook(Box::new(|_| {}));
    let all = [
        P::RealPredicateFalse,
        P::RealOEQ,
        P::RealOGT,
        P::RealOGE,
        P::RealOLT,
        P::RealOLE,
        P::RealONE,
        P::RealORD,
        P::RealUNO,
        P::RealUEQ,
        P::RealUGT,
        P::RealUGE,
        P::RealULT,
        P::RealULE,
        P::RealUNE,
        P::RealPredicateTrue,
    ];
    for predicate in all {
        let original = catch_unwind(|| predicate.to_gcc_comparison() as u32).ok();
        let ours = catch_unwind(|| RealComparisons::to_target(predicate) as u32).ok();
        assert_eq!(ours, original, "{predicate:?}");
        let raw = catch_unwind(|| RealComparisons::translate_ordinal(predicate as u32)).ok();
        assert_eq!(
            raw.map(|outcome| outcome.map(|target| target as u32).ok()),
            original.map(Some),
            "{predicate:?}: the raw path panics as the typed path does"
        );
    }
    // The panic names the variant.
    let panic = catch_unwind(|| RealComparisons::to_target(P::RealORD)).unwrap_err();
    let message = panic.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(
        message.starts_with("`RealORD` of `rustc_codegen_ssa::common::RealPredicate` reached"),
        "{message}"
    );
    // Going back finds the first source of a shared target, and never an unreachable one.
    assert_eq!(
        RealComparisons::from_target(gccjit::ComparisonOp::GreaterThan).map(|source| source as u32),
        Some(P::RealOGT as u32)
    );
    assert_eq!(
        <P as Crosswalk<RealComparisons>>::CELLS
            .iter()
            .filter(|cell| matches!(cell, crosswalk::Cell::Unreachable { .. }))
            .count(),
        4
    );
}

#[test]
fn int_predicates_are_inkwell_s_both_ways() {
    use foreign_reference::inkwell_predicates::{int_predicate_from_llvm, int_predicate_into_llvm};
    use inkwell::IntPredicate as P;
    for predicate in [
        P::EQ,
        P::NE,
        P::UGT,
        P::UGE,
        P::ULT,
        P::ULE,
        P::SGT,
        P::SGE,
        P::SLT,
        P::SLE,
    ] {
        let llvm = IntPredicates::to_llvm(predicate);
        assert_eq!(llvm, int_predicate_into_llvm(predicate));
        assert_eq!(
            IntPredicates::from_target_llvm(llvm),
            Some(int_predicate_from_llvm(llvm))
        );
        // Decoded in LLVM's numbering (from 32), as an LLVM-C value arrives.
        assert_eq!(
            IntPredicates::from_target_ordinal_llvm(llvm as u32),
            Some(predicate)
        );
        assert_eq!(
            <P as Crosswalk<IntPredicates>>::from_target_ordinal(Ordinal::new(llvm as u32)),
            Some(predicate)
        );
    }
    assert_eq!(IntPredicates::from_target_ordinal_llvm(0), None);
    assert_eq!(IntPredicates::from_target_ordinal_llvm(42), None);
}

#[test]
fn a_non_exhaustive_enum_partly_handled() {
    use object::{AddressSize, Architecture as A};
    for architecture in [A::X86_64, A::Aarch64, A::Riscv64] {
        assert_eq!(PointerWidths::translate(architecture), Ok(AddressSize::U64));
    }
    assert_eq!(PointerWidths::translate(A::Wasm32), Ok(AddressSize::U32));
    assert_eq!(
        PointerWidths::translate(A::Unknown)
            .unwrap_err()
            .to_string(),
        "the architecture is unknown"
    );
    // Every other variant, from both sides of the listed ones, takes the `_` line.
    for architecture in [A::Aarch64_Ilp32, A::Mips64, A::Xtensa, A::Wasm64] {
        let error = PointerWidths::translate(architecture).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Rejected);
        assert_eq!(error.to_string(), "no linker here for this architecture");
    }
    // The raw path knows the listed variants' ordinals alone; any other is out of range.
    assert_eq!(
        PointerWidths::translate_ordinal(A::Arm as u32),
        Ok(AddressSize::U32)
    );
    let error = PointerWidths::translate_ordinal(A::Mips64 as u32).unwrap_err();
    assert_eq!(
        (error.kind(), error.to_string().as_str()),
        (ErrorKind::OutOfRange, "not an architecture")
    );
    assert_eq!(
        PointerWidths::from_target(AddressSize::U64),
        Some(A::X86_64)
    );
    assert_eq!(PointerWidths::from_target(AddressSize::U8), None);
}

/// The crate's own IR, which a declaration converts into (`convert`: the target is local), named
/// by a type of its own rather than its holder, with the targets no predicate reaches declared.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Cmp {
        Eq,
        Ne,
        Lt,
        Gt,
        Unordered,
    }

    /// Names the crosswalk from LLVM's integer predicates.
    pub enum FromLlvm {}
}

crosswalk::declare! {
    /// LLVM's integer predicates, signedness dropped.
    #[crosswalk(
        to = ir::Cmp,
        name = ir::FromLlvm,
        convert,
        many_to_one,
        unreached = [Unordered],
    )]
    pub enum LlvmComparisons for llvm_sys::LLVMIntPredicate {
        LLVMIntEQ => Eq,
        LLVMIntNE => Ne,
        LLVMIntULT | LLVMIntSLT | LLVMIntULE | LLVMIntSLE => Lt,
        LLVMIntUGT | LLVMIntSGT | LLVMIntUGE | LLVMIntSGE => Gt,
    }
}

#[test]
fn a_named_declaration_converts_into_a_local_target() {
    use llvm_sys::LLVMIntPredicate as P;
    assert_eq!(ir::Cmp::from(P::LLVMIntSLE), ir::Cmp::Lt);
    assert_eq!(LlvmComparisons::to_from_llvm(P::LLVMIntUGE), ir::Cmp::Gt);
    assert_eq!(
        <P as Crosswalk<ir::FromLlvm>>::translate(P::LLVMIntNE),
        Ok(ir::Cmp::Ne)
    );
    // LLVM's numbering starts at 32.
    assert_eq!(
        LlvmComparisons::translate_ordinal_from_llvm(32),
        Ok(ir::Cmp::Eq)
    );
    assert_eq!(
        LlvmComparisons::from_target_from_llvm(ir::Cmp::Lt),
        Some(P::LLVMIntULT)
    );
}
