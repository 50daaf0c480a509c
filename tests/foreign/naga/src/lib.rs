//! Stands for the [`naga`](https://docs.rs/naga/22.0.0/naga/) crate, version 22.0.0 (gfx-rs/wgpu,
//! tag `v22.0.0`), wgpu's shader translator.
//!
//! It keeps two of naga's IR enums as naga/src/lib.rs declares them: [`StorageFormat`] (40
//! formats, in naga's own order, which follows texel size, not SPIR-V's numbering) and
//! [`ImageDimension`], with their derives and docs; the serde and `arbitrary` `cfg_attr`s are
//! left out. Its SPIR-V front and back ends translate both to and from the `spirv` crate's
//! `ImageFormat` and `Dim` by hand; those functions are copied in `foreign_reference`.

// From naga/src/lib.rs, naga 22.0.0.

/// The number of dimensions an image has.
#[derive(Clone, Copy, Debug, Hash, Eq, Ord, PartialEq, PartialOrd)]
pub enum ImageDimension {
    /// 1D image
    D1,
    /// 2D image
    D2,
    /// 3D image
    D3,
    /// Cube map
    Cube,
}

/// Image storage format.
// naga declares no docs on the variants.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, Hash, Eq, Ord, PartialEq, PartialOrd)]
pub enum StorageFormat {
    // 8-bit formats
    R8Unorm,
    R8Snorm,
    R8Uint,
    R8Sint,

    // 16-bit formats
    R16Uint,
    R16Sint,
    R16Float,
    Rg8Unorm,
    Rg8Snorm,
    Rg8Uint,
    Rg8Sint,

    // 32-bit formats
    R32Uint,
    R32Sint,
    R32Float,
    Rg16Uint,
    Rg16Sint,
    Rg16Float,
    Rgba8Unorm,
    Rgba8Snorm,
    Rgba8Uint,
    Rgba8Sint,
    Bgra8Unorm,

    // Packed 32-bit formats
    Rgb10a2Uint,
    Rgb10a2Unorm,
    Rg11b10Float,

    // 64-bit formats
    Rg32Uint,
    Rg32Sint,
    Rg32Float,
    Rgba16Uint,
    Rgba16Sint,
    Rgba16Float,

    // 128-bit formats
    Rgba32Uint,
    Rgba32Sint,
    Rgba32Float,

    // Normalized 16-bit per channel formats
    R16Unorm,
    R16Snorm,
    Rg16Unorm,
    Rg16Snorm,
    Rgba16Unorm,
    Rgba16Snorm,
}
