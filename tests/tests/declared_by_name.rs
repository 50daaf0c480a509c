//! `=> ..` in a declaration: each variant a line names maps onto the target variant of its own
//! name. Ported from rustc's LLVM back end (`compiler/rustc_codegen_llvm/src/llvm/ffi.rs`), where
//! most translations write every variant twice, and checked against copies of the originals over
//! every variant and every raw ordinal around them.

use crosswalk::{Crosswalk, ErrorKind};

/// The enums as rustc declares them: LLVM's own copies, numbered as LLVM-C numbers them, and the
/// backend-neutral ones of `rustc_codegen_ssa::common` and `rustc_middle::ty`.
#[allow(non_camel_case_types, dead_code)]
mod rustc {
    /// `LLVMTypeKind`, with LLVM's gap at 15 (the removed `X86_MMX`).
    #[derive(Copy, Clone, PartialEq, Debug)]
    #[repr(C)]
    pub enum LlvmTypeKind {
        Void = 0,
        Half = 1,
        Float = 2,
        Double = 3,
        X86_FP80 = 4,
        FP128 = 5,
        PPC_FP128 = 6,
        Label = 7,
        Integer = 8,
        Function = 9,
        Struct = 10,
        Array = 11,
        Pointer = 12,
        Vector = 13,
        Metadata = 14,
        Token = 16,
        ScalableVector = 17,
        BFloat = 18,
        X86_AMX = 19,
    }

    /// `rustc_codegen_ssa::common::TypeKind`.
    #[derive(Copy, Clone, PartialEq, Eq, Debug)]
    pub enum TypeKind {
        Void,
        Half,
        Float,
        Double,
        X86_FP80,
        FP128,
        PPC_FP128,
        Label,
        Integer,
        Function,
        Struct,
        Array,
        Pointer,
        Vector,
        Metadata,
        Token,
        ScalableVector,
        BFloat,
        X86_AMX,
    }

    /// `LLVMAtomicOrdering`.
    #[derive(Copy, Clone, PartialEq, Eq, Debug)]
    #[repr(C)]
    pub enum LlvmAtomicOrdering {
        NotAtomic = 0,
        Unordered = 1,
        Monotonic = 2,
        // Consume = 3,  // Not specified yet.
        Acquire = 4,
        Release = 5,
        AcquireRelease = 6,
        SequentiallyConsistent = 7,
    }

    /// `rustc_middle::ty::AtomicOrdering`, with C++'s `Consume` added: the ordering LLVM leaves
    /// "not specified yet", which a translation has to refuse.
    #[derive(Copy, Clone, PartialEq, Eq, Debug)]
    pub enum AtomicOrdering {
        Relaxed,
        Release,
        Acquire,
        AcqRel,
        SeqCst,
        Consume,
    }
}

/// The original `TypeKind::to_generic`, on the stand-ins.
fn to_generic(kind: rustc::LlvmTypeKind) -> rustc::TypeKind {
    use rustc::LlvmTypeKind as Llvm;
    use rustc::TypeKind as Common;
    match kind {
        Llvm::Void => Common::Void,
        Llvm::Half => Common::Half,
        Llvm::Float => Common::Float,
        Llvm::Double => Common::Double,
        Llvm::X86_FP80 => Common::X86_FP80,
        Llvm::FP128 => Common::FP128,
        Llvm::PPC_FP128 => Common::PPC_FP128,
        Llvm::Label => Common::Label,
        Llvm::Integer => Common::Integer,
        Llvm::Function => Common::Function,
        Llvm::Struct => Common::Struct,
        Llvm::Array => Common::Array,
        Llvm::Pointer => Common::Pointer,
        Llvm::Vector => Common::Vector,
        Llvm::Metadata => Common::Metadata,
        Llvm::Token => Common::Token,
        Llvm::ScalableVector => Common::ScalableVector,
        Llvm::BFloat => Common::BFloat,
        Llvm::X86_AMX => Common::X86_AMX,
    }
}

/// The original `AtomicOrdering::from_generic`, refusing `Consume`.
fn from_generic(ordering: rustc::AtomicOrdering) -> Option<rustc::LlvmAtomicOrdering> {
    use rustc::AtomicOrdering as Common;
    use rustc::LlvmAtomicOrdering as Llvm;
    Some(match ordering {
        Common::Relaxed => Llvm::Monotonic,
        Common::Acquire => Llvm::Acquire,
        Common::Release => Llvm::Release,
        Common::AcqRel => Llvm::AcquireRelease,
        Common::SeqCst => Llvm::SequentiallyConsistent,
        Common::Consume => return None,
    })
}

crosswalk::declare! {
    /// LLVM's type kinds as rustc's backend-neutral ones: all by name.
    #[crosswalk(to = rustc::TypeKind)]
    pub enum TypeKinds for rustc::LlvmTypeKind {
        Void | Half | Float | Double | X86_FP80 | FP128 | PPC_FP128 | Label | Integer
            | Function | Struct | Array | Pointer | Vector | Metadata | Token | ScalableVector
            | BFloat | X86_AMX => ..,
    }

    /// rustc's atomic orderings as LLVM's: two by name, three renamed, one refused.
    #[crosswalk(to = rustc::LlvmAtomicOrdering)]
    pub enum AtomicOrderings for rustc::AtomicOrdering {
        Relaxed => Monotonic,
        Acquire | Release => ..,
        AcqRel => AcquireRelease,
        SeqCst => SequentiallyConsistent,
        Consume => reject("LLVM has no consume ordering"),
    }
}

/// Every LLVM type kind, and the raw value of none.
const TYPE_KINDS: [rustc::LlvmTypeKind; 19] = {
    use rustc::LlvmTypeKind as K;
    [
        K::Void,
        K::Half,
        K::Float,
        K::Double,
        K::X86_FP80,
        K::FP128,
        K::PPC_FP128,
        K::Label,
        K::Integer,
        K::Function,
        K::Struct,
        K::Array,
        K::Pointer,
        K::Vector,
        K::Metadata,
        K::Token,
        K::ScalableVector,
        K::BFloat,
        K::X86_AMX,
    ]
};

/// LLVM-C's raw type kind, as a binding reads `LLVMGetTypeKind`'s answer.
fn llvm_kind_of(raw: u32) -> Option<rustc::LlvmTypeKind> {
    TYPE_KINDS.into_iter().find(|kind| *kind as u32 == raw)
}

#[test]
fn every_type_kind_reaches_its_namesake() {
    for kind in TYPE_KINDS {
        assert_eq!(TypeKinds::to_target(kind), to_generic(kind), "{kind:?}");
        assert_eq!(TypeKinds::translate(kind), Ok(to_generic(kind)), "{kind:?}");
        assert_eq!(
            TypeKinds::from_target(to_generic(kind)),
            Some(kind),
            "{kind:?}"
        );
    }
}

#[test]
fn every_raw_type_kind_translates_as_the_original() {
    // Past both ends and through LLVM's gap at 15.
    for raw in 0..=64_u32 {
        let expected = llvm_kind_of(raw).map(to_generic);
        let translated = TypeKinds::translate_ordinal(raw);
        assert_eq!(translated.ok(), expected, "raw {raw}");
        if expected.is_none() {
            let error = TypeKinds::translate_ordinal(raw).unwrap_err();
            assert_eq!(error.kind(), ErrorKind::OutOfRange, "raw {raw}");
        }
    }
    assert_eq!(TypeKinds::translate_ordinal(u32::MAX).ok(), None);
}

#[test]
fn namesakes_mix_with_renamed_and_refused_orderings() {
    use rustc::AtomicOrdering as A;
    use rustc::LlvmAtomicOrdering as L;
    let all = [
        A::Relaxed,
        A::Release,
        A::Acquire,
        A::AcqRel,
        A::SeqCst,
        A::Consume,
    ];
    for ordering in all {
        assert_eq!(
            AtomicOrderings::translate(ordering).ok(),
            from_generic(ordering),
            "{ordering:?}"
        );
        let through_trait = <A as Crosswalk<AtomicOrderings>>::translate(ordering);
        assert_eq!(through_trait.ok(), from_generic(ordering), "{ordering:?}");
    }
    // The source's raw ordinals are its declaration order: 0 for `Relaxed` to 5 for `Consume`.
    for raw in 0..=16_u32 {
        let expected = all
            .into_iter()
            .find(|ordering| *ordering as u32 == raw)
            .and_then(from_generic);
        let translated = AtomicOrderings::translate_ordinal(raw);
        assert_eq!(translated.ok(), expected, "raw {raw}");
    }
    let refused = AtomicOrderings::translate(A::Consume).unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::Rejected);
    assert_eq!(refused.to_string(), "LLVM has no consume ordering");
    // Back: a namesake is its variant's, as a written line's target is.
    for target in [
        L::NotAtomic,
        L::Unordered,
        L::Monotonic,
        L::Acquire,
        L::Release,
        L::AcquireRelease,
        L::SequentiallyConsistent,
    ] {
        let expected = all
            .into_iter()
            .find(|ordering| from_generic(*ordering) == Some(target));
        assert_eq!(AtomicOrderings::from_target(target), expected, "{target:?}");
    }
}

/// Variants with fields, and a line under `cfg`, take `=> ..` as any line's outcome.
mod syntax {
    #[allow(dead_code)] // The operands are the caller's to read.
    pub enum Expr {
        Add(u32, u32),
        Neg(u32),
        Call { callee: &'static str },
        Index(u32, u32),
    }
}

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        Add,
        Neg,
        Call,
        Load,
    }
}

crosswalk::declare! {
    /// Each expression's IR op.
    #[crosswalk(to = ir::Op)]
    pub enum Ops for syntax::Expr {
        Add(..) | Neg(..) => ..,
        #[cfg(all())]
        Call { .. } => ..,
        // Off in every build: `Expr` has no `Store`, and nothing asks for it.
        #[cfg(any())]
        Store(..) => ..,
        Index(..) => Load,
    }
}

#[test]
fn variants_with_fields_and_cfg_lines_reach_their_namesakes() {
    use syntax::Expr;
    assert_eq!(Ops::to_target(&Expr::Add(1, 2)), ir::Op::Add);
    assert_eq!(Ops::to_target(&Expr::Neg(3)), ir::Op::Neg);
    assert_eq!(Ops::to_target(&Expr::Call { callee: "f" }), ir::Op::Call);
    assert_eq!(Ops::to_target(&Expr::Index(0, 1)), ir::Op::Load);
}
