//! Stands for the [`object`](https://docs.rs/object/0.40.0/object/) crate, version 0.40.0
//! (gimli-rs/object, tag `v0.40.0`), the object-file library rustc and cranelift use.
//!
//! It keeps the first items of src/common.rs, re-exported at the crate root as object does: the
//! fieldless `#[non_exhaustive]` enums [`Architecture`] (37 variants), [`SubArchitecture`],
//! [`AddressSize`] (`#[repr(u8)]`, valued 1, 2, 4 and 8) and [`BinaryFormat`], with their
//! methods, among them the hand-written [`Architecture::address_size`] table. No file format
//! reading or writing is kept.

mod common;

pub use common::{AddressSize, Architecture, BinaryFormat, SubArchitecture};
