//! Stands for the [`spirv`](https://docs.rs/spirv/0.3.0+sdk-1.3.268.0/spirv/) crate, version
//! 0.3.0+sdk-1.3.268.0 (gfx-rs/rspirv, tag `spirv-0.3.0`), the version naga 22 depends on.
//!
//! It keeps `Word`, [`ImageFormat`] and [`Dim`] exactly as the real crate declares them (variant
//! names, values and order, `#[repr(u32)]`, derives, `#[allow]`s) and their `from_u32`
//! constructors, which return the same results as the real ones. Everything else of the crate
//! (the other operand kinds, the bit flags, `FromStr`, the serde derives) is left out.

// The real crate's own spelling and lint settings: `#![allow(non_camel_case_types)]` at its top,
// and no docs on variants.
#![allow(non_camel_case_types, missing_docs)]

mod dim;
mod image_format;

pub use dim::Dim;
pub use image_format::ImageFormat;

// From spirv/autogen_spirv.rs, spirv 0.3.0+sdk-1.3.268.0.
pub type Word = u32;
