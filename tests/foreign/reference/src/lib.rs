//! Real translations between the enums of the `tests/foreign` stand-ins, copied from the crates
//! that wrote them, for tests to compare generated translators against. All are written out by
//! hand except inkwell's, which are what its `#[llvm_enum]` macro expands to.
//!
//! Each module holds the translations of one real source file; each function says where it comes
//! from. The bodies are the real ones. What changes is only what compiling them here needs:
//! `crate::` paths become the stand-in's name (`naga::`), `pub(super)`/`pub(crate)` become `pub`,
//! and an `impl From<A> for B` between two crates this one does not own becomes a free function
//! with the same body.
//!
//! | module | real source | from → to |
//! |---|---|---|
//! | [`naga_front_spv`] | naga 22.0.0, `front/spv/convert.rs` | SPIR-V word → `naga::StorageFormat`, `naga::ImageDimension` |
//! | [`naga_back_spv`] | naga 22.0.0, `back/spv/instructions.rs` | `naga::StorageFormat` → `spirv::ImageFormat`, `naga::ImageDimension` → `spirv::Dim` |
//! | [`wgpu_hal_vulkan`] | wgpu-hal 22.0.0, `vulkan/conv.rs` | `wgt::CompareFunction` → `ash::vk::CompareOp` |
//! | [`rustc_codegen_gcc`] | `rustc_codegen_gcc`, `src/builder.rs` | `rustc_codegen_ssa` predicates → `gccjit::ComparisonOp` |
//! | [`rustc_codegen_llvm`] | `rustc_codegen_llvm`, `src/llvm/ffi.rs` | `rustc_codegen_ssa` predicates → LLVM's numbered ones |
//! | [`inkwell_predicates`] | inkwell 0.10.0, `#[llvm_enum]` on `src/lib.rs` | inkwell's predicates ↔ llvm-sys's |
//!
//! The object crate's hand-written `Architecture::address_size` table is a method of its type, so
//! it stays in the `object` stand-in.

pub mod inkwell_predicates;
pub mod naga_back_spv;
pub mod naga_front_spv;
pub mod rustc_codegen_gcc;
pub mod rustc_codegen_llvm;
pub mod wgpu_hal_vulkan;
