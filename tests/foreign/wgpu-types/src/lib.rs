//! Stands for the [`wgpu-types`](https://docs.rs/wgpu-types/22.0.0/wgpu_types/) crate, version
//! 22.0.0 (gfx-rs/wgpu, tag `v22.0.0`), the types wgpu-hal 22 translates to each graphics API.
//!
//! It keeps [`CompareFunction`] as wgpu-types/src/lib.rs declares it: `#[repr(C)]`, numbered
//! from 1 (WebGPU's `GPUCompareFunction` order, not Vulkan's), with its derives and docs. The
//! serde `cfg_attr`s and its `needs_ref_value` method are left out.

// From wgpu-types/src/lib.rs, wgpu-types 22.0.0.

/// Comparison function used for depth and stencil operations.
///
/// Corresponds to [WebGPU `GPUCompareFunction`](
/// https://gpuweb.github.io/gpuweb/#enumdef-gpucomparefunction).
#[repr(C)]
#[derive(Copy, Clone, Debug, Hash, Eq, PartialEq)]
pub enum CompareFunction {
    /// Function never passes
    Never = 1,
    /// Function passes if new value less than existing value
    Less = 2,
    /// Function passes if new value is equal to existing value. When using
    /// this compare function, make sure to mark your Vertex Shader's `@builtin(position)`
    /// output as `@invariant` to prevent artifacting.
    Equal = 3,
    /// Function passes if new value is less than or equal to existing value
    LessEqual = 4,
    /// Function passes if new value is greater than existing value
    Greater = 5,
    /// Function passes if new value is not equal to existing value. When using
    /// this compare function, make sure to mark your Vertex Shader's `@builtin(position)`
    /// output as `@invariant` to prevent artifacting.
    NotEqual = 6,
    /// Function passes if new value is greater than or equal to existing value
    GreaterEqual = 7,
    /// Function always passes
    Always = 8,
}
