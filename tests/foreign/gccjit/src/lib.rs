//! Stands for the [`gccjit`](https://docs.rs/gccjit/3.3.0/gccjit/) crate, version 3.3.0
//! (rust-lang/gccjit.rs at the commit that sets that version, 88f6195c), the version
//! `rustc_codegen_gcc` depends on.
//!
//! It keeps the three operator enums of src/block.rs, re-exported at the crate root as gccjit
//! does: [`ComparisonOp`], [`BinaryOp`] and [`UnaryOp`], with their real names, order,
//! `#[repr(C)]` and derives (`ComparisonOp` is neither `PartialEq` nor `Eq` in gccjit, and
//! `UnaryOp` is not `Debug`). gccjit passes each to libgccjit by transmuting it to the C enum
//! (`gcc_jit_comparison` and so on), so their declaration order is their C value. The context,
//! blocks and values are left out.

mod block;

pub use block::{BinaryOp, ComparisonOp, UnaryOp};
