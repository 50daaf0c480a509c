//! `rustc_codegen_gcc`: rustc's backend-neutral comparison predicates to libgccjit's.
//!
//! From `src/builder.rs` of rust-lang/rustc_codegen_gcc, commit
//! 00538d891fa09f8a9220311a78ac3365a3290cb5 (the same text as the copy in rust-lang/rust's
//! `compiler/rustc_codegen_gcc`), which builds against gccjit 3.3.0. Unchanged: the trait and both
//! `impl`s are local to this module, as they are to that crate.
//!
//! libgccjit's comparisons have no signedness or orderedness, so signed and unsigned predicates
//! share a target, and four real predicates have none: `RealPredicateFalse`, `RealORD`,
//! `RealUNO` and `RealPredicateTrue` panic. `RealUGE` and `RealULE` go to the strict
//! `GreaterThan` and `LessThan`, as the real code has them.
// The real arms, one per predicate.
#![allow(clippy::match_same_arms)]

use gccjit::ComparisonOp;
use rustc_codegen_ssa::common::{IntPredicate, RealPredicate};

/// `rustc_codegen_gcc`'s `ToGccComp`: a predicate's libgccjit comparison.
pub trait ToGccComp {
    /// The comparison libgccjit codegens for this predicate.
    fn to_gcc_comparison(&self) -> ComparisonOp;
}

impl ToGccComp for IntPredicate {
    fn to_gcc_comparison(&self) -> ComparisonOp {
        match *self {
            IntPredicate::IntEQ => ComparisonOp::Equals,
            IntPredicate::IntNE => ComparisonOp::NotEquals,
            IntPredicate::IntUGT => ComparisonOp::GreaterThan,
            IntPredicate::IntUGE => ComparisonOp::GreaterThanEquals,
            IntPredicate::IntULT => ComparisonOp::LessThan,
            IntPredicate::IntULE => ComparisonOp::LessThanEquals,
            IntPredicate::IntSGT => ComparisonOp::GreaterThan,
            IntPredicate::IntSGE => ComparisonOp::GreaterThanEquals,
            IntPredicate::IntSLT => ComparisonOp::LessThan,
            IntPredicate::IntSLE => ComparisonOp::LessThanEquals,
        }
    }
}

impl ToGccComp for RealPredicate {
    fn to_gcc_comparison(&self) -> ComparisonOp {
        // TODO(antoyo): check that ordered vs non-ordered is respected.
        match *self {
            RealPredicate::RealPredicateFalse => unreachable!(),
            RealPredicate::RealOEQ => ComparisonOp::Equals,
            RealPredicate::RealOGT => ComparisonOp::GreaterThan,
            RealPredicate::RealOGE => ComparisonOp::GreaterThanEquals,
            RealPredicate::RealOLT => ComparisonOp::LessThan,
            RealPredicate::RealOLE => ComparisonOp::LessThanEquals,
            RealPredicate::RealONE => ComparisonOp::NotEquals,
            RealPredicate::RealORD => unreachable!(),
            RealPredicate::RealUNO => unreachable!(),
            RealPredicate::RealUEQ => ComparisonOp::Equals,
            RealPredicate::RealUGT => ComparisonOp::GreaterThan,
            RealPredicate::RealUGE => ComparisonOp::GreaterThan,
            RealPredicate::RealULT => ComparisonOp::LessThan,
            RealPredicate::RealULE => ComparisonOp::LessThan,
            RealPredicate::RealUNE => ComparisonOp::NotEquals,
            RealPredicate::RealPredicateTrue => unreachable!(),
        }
    }
}
