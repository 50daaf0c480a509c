//! Stands for the [`ash`](https://docs.rs/ash/0.38.0+1.3.281/ash/) crate, version 0.38.0+1.3.281
//! (ash-rs/ash, tag `0.38.0`), the version wgpu-hal 22 depends on.
//!
//! Vulkan's enums are not Rust enums in ash: each is a `#[repr(transparent)]` newtype over `i32`
//! whose field is `pub(crate)`, with its values as associated constants, and each flag set is a
//! newtype over `vk::Flags` (`u32`) with the operators that ash's `vk_bitflags_wrapped!` macro
//! generates. This crate keeps three of them, declared as ash declares them:
//!
//! - [`vk::CompareOp`]: all eight values;
//! - [`vk::Format`]: the newtype and 24 of its 185 core values (Vulkan 1.1 to 1.3 and the
//!   extensions add more);
//! - [`vk::ImageAspectFlags`]: every bit Vulkan 1.3 and `VK_EXT_image_drm_format_modifier` give
//!   it, with `vk_bitflags_wrapped!`'s expansion written out by hand.
//!
//! Each has ash's `Debug` impl (its `debug` feature, on by default), which prints value names.

// ash's generated code as it is: Vulkan's constant names without docs, a hand-written `Default`,
// `*self = *self | rhs` without a `;`, and `#[doc = "Generated from 'VK_VERSION_1_1'"]`.
#![allow(
    missing_docs,
    clippy::derivable_impls,
    clippy::semicolon_if_nothing_returned,
    clippy::doc_markdown
)]

mod prelude;
pub mod vk;
