//! The part of ash's `vk` module this stand-in keeps: see the crate docs.

// Module layout as ash/src/vk.rs, ash 0.38.0, which re-exports each generated file's items.
mod bitflags;
pub use bitflags::*;
mod const_debugs;
mod definitions;
pub use definitions::*;
mod enums;
pub use enums::*;
mod extensions;
mod feature_extensions;
