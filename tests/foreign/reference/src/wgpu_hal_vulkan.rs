//! wgpu-hal's Vulkan back end: wgpu-types' comparison function to Vulkan's.
//!
//! From wgpu-hal/src/vulkan/conv.rs, wgpu-hal 22.0.0 (gfx-rs/wgpu, tag `v22.0.0`), which uses
//! ash 0.38.0 as `ash` and wgpu-types as `wgt`, as this crate does.

use ash::vk;

/// wgpu-hal's `map_comparison`. Both enums list the eight functions in the same order,
/// `CompareFunction` from 1 and `vk::CompareOp` from 0, so every value goes to its raw value less
/// one; the match lists them in neither declaration's order.
pub fn map_comparison(fun: wgt::CompareFunction) -> vk::CompareOp {
    use wgt::CompareFunction as Cf;
    match fun {
        Cf::Never => vk::CompareOp::NEVER,
        Cf::Less => vk::CompareOp::LESS,
        Cf::LessEqual => vk::CompareOp::LESS_OR_EQUAL,
        Cf::Equal => vk::CompareOp::EQUAL,
        Cf::GreaterEqual => vk::CompareOp::GREATER_OR_EQUAL,
        Cf::Greater => vk::CompareOp::GREATER,
        Cf::NotEqual => vk::CompareOp::NOT_EQUAL,
        Cf::Always => vk::CompareOp::ALWAYS,
    }
}
