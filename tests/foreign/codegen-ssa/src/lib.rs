//! Stands for rustc's `rustc_codegen_ssa` crate (`compiler/rustc_codegen_ssa` in rust-lang/rust,
//! commit 00b1e3fd527744b83612142b33eeb94828065ea3; it is not published, so it has no version of
//! its own).
//!
//! It keeps the backend-neutral comparison predicates of its `common` module,
//! [`common::IntPredicate`] and [`common::RealPredicate`], which each code generator translates
//! to its own: `rustc_codegen_llvm` to LLVM's numbered predicates, `rustc_codegen_gcc` to
//! `gccjit::ComparisonOp`. Those translations are copied in `foreign_reference`.

pub mod common;
