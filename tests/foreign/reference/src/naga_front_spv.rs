//! naga's SPIR-V front end: a SPIR-V operand word to naga's IR.
//!
//! From naga/src/front/spv/convert.rs, naga 22.0.0 (gfx-rs/wgpu, tag `v22.0.0`), with
//! `pub(super)` made `pub` and `crate::` read as `naga::`. Both go through the `spirv` crate's
//! `from_u32`, so an unknown word and a known but unsupported format give the same error.

mod error;

pub use error::Error;

/// naga's `map_image_dim`: `Dim1D`, `Dim2D`, `Dim3D` and `DimCube` are supported.
///
/// # Errors
///
/// [`Error::UnsupportedImageDim`] for any other word.
pub fn map_image_dim(word: spirv::Word) -> Result<naga::ImageDimension, Error> {
    use spirv::Dim as D;
    match D::from_u32(word) {
        Some(D::Dim1D) => Ok(naga::ImageDimension::D1),
        Some(D::Dim2D) => Ok(naga::ImageDimension::D2),
        Some(D::Dim3D) => Ok(naga::ImageDimension::D3),
        Some(D::DimCube) => Ok(naga::ImageDimension::Cube),
        _ => Err(Error::UnsupportedImageDim(word)),
    }
}

/// naga's `map_image_format`: the 39 SPIR-V formats naga has a `StorageFormat` for.
///
/// # Errors
///
/// [`Error::UnsupportedImageFormat`] for any other word, `Unknown` (0), `R64ui` and `R64i`
/// among them.
pub fn map_image_format(word: spirv::Word) -> Result<naga::StorageFormat, Error> {
    match spirv::ImageFormat::from_u32(word) {
        Some(spirv::ImageFormat::R8) => Ok(naga::StorageFormat::R8Unorm),
        Some(spirv::ImageFormat::R8Snorm) => Ok(naga::StorageFormat::R8Snorm),
        Some(spirv::ImageFormat::R8ui) => Ok(naga::StorageFormat::R8Uint),
        Some(spirv::ImageFormat::R8i) => Ok(naga::StorageFormat::R8Sint),
        Some(spirv::ImageFormat::R16) => Ok(naga::StorageFormat::R16Unorm),
        Some(spirv::ImageFormat::R16Snorm) => Ok(naga::StorageFormat::R16Snorm),
        Some(spirv::ImageFormat::R16ui) => Ok(naga::StorageFormat::R16Uint),
        Some(spirv::ImageFormat::R16i) => Ok(naga::StorageFormat::R16Sint),
        Some(spirv::ImageFormat::R16f) => Ok(naga::StorageFormat::R16Float),
        Some(spirv::ImageFormat::Rg8) => Ok(naga::StorageFormat::Rg8Unorm),
        Some(spirv::ImageFormat::Rg8Snorm) => Ok(naga::StorageFormat::Rg8Snorm),
        Some(spirv::ImageFormat::Rg8ui) => Ok(naga::StorageFormat::Rg8Uint),
        Some(spirv::ImageFormat::Rg8i) => Ok(naga::StorageFormat::Rg8Sint),
        Some(spirv::ImageFormat::R32ui) => Ok(naga::StorageFormat::R32Uint),
        Some(spirv::ImageFormat::R32i) => Ok(naga::StorageFormat::R32Sint),
        Some(spirv::ImageFormat::R32f) => Ok(naga::StorageFormat::R32Float),
        Some(spirv::ImageFormat::Rg16) => Ok(naga::StorageFormat::Rg16Unorm),
        Some(spirv::ImageFormat::Rg16Snorm) => Ok(naga::StorageFormat::Rg16Snorm),
        Some(spirv::ImageFormat::Rg16ui) => Ok(naga::StorageFormat::Rg16Uint),
        Some(spirv::ImageFormat::Rg16i) => Ok(naga::StorageFormat::Rg16Sint),
        Some(spirv::ImageFormat::Rg16f) => Ok(naga::StorageFormat::Rg16Float),
        Some(spirv::ImageFormat::Rgba8) => Ok(naga::StorageFormat::Rgba8Unorm),
        Some(spirv::ImageFormat::Rgba8Snorm) => Ok(naga::StorageFormat::Rgba8Snorm),
        Some(spirv::ImageFormat::Rgba8ui) => Ok(naga::StorageFormat::Rgba8Uint),
        Some(spirv::ImageFormat::Rgba8i) => Ok(naga::StorageFormat::Rgba8Sint),
        Some(spirv::ImageFormat::Rgb10a2ui) => Ok(naga::StorageFormat::Rgb10a2Uint),
        Some(spirv::ImageFormat::Rgb10A2) => Ok(naga::StorageFormat::Rgb10a2Unorm),
        Some(spirv::ImageFormat::R11fG11fB10f) => Ok(naga::StorageFormat::Rg11b10Float),
        Some(spirv::ImageFormat::Rg32ui) => Ok(naga::StorageFormat::Rg32Uint),
        Some(spirv::ImageFormat::Rg32i) => Ok(naga::StorageFormat::Rg32Sint),
        Some(spirv::ImageFormat::Rg32f) => Ok(naga::StorageFormat::Rg32Float),
        Some(spirv::ImageFormat::Rgba16) => Ok(naga::StorageFormat::Rgba16Unorm),
        Some(spirv::ImageFormat::Rgba16Snorm) => Ok(naga::StorageFormat::Rgba16Snorm),
        Some(spirv::ImageFormat::Rgba16ui) => Ok(naga::StorageFormat::Rgba16Uint),
        Some(spirv::ImageFormat::Rgba16i) => Ok(naga::StorageFormat::Rgba16Sint),
        Some(spirv::ImageFormat::Rgba16f) => Ok(naga::StorageFormat::Rgba16Float),
        Some(spirv::ImageFormat::Rgba32ui) => Ok(naga::StorageFormat::Rgba32Uint),
        Some(spirv::ImageFormat::Rgba32i) => Ok(naga::StorageFormat::Rgba32Sint),
        Some(spirv::ImageFormat::Rgba32f) => Ok(naga::StorageFormat::Rgba32Float),
        _ => Err(Error::UnsupportedImageFormat(word)),
    }
}
