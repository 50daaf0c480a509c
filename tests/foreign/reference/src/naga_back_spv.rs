//! naga's SPIR-V back end: naga's IR to the `spirv` crate's enums.
//!
//! From naga/src/back/spv/instructions.rs, naga 22.0.0 (gfx-rs/wgpu, tag `v22.0.0`). naga writes
//! these as `impl From<crate::StorageFormat> for spirv::ImageFormat` and
//! `impl From<crate::ImageDimension> for spirv::Dim`; this crate owns neither side, so each is a
//! free function with the `from` body, `Self::` read as the target type and `crate::` as
//! `naga::`.

/// The body of naga's `From<StorageFormat> for spirv::ImageFormat`: total, with `Bgra8Unorm`,
/// which SPIR-V has no format for, going to `Unknown`.
pub fn image_format_from_storage_format(format: naga::StorageFormat) -> spirv::ImageFormat {
    use naga::StorageFormat as Sf;
    match format {
        Sf::R8Unorm => spirv::ImageFormat::R8,
        Sf::R8Snorm => spirv::ImageFormat::R8Snorm,
        Sf::R8Uint => spirv::ImageFormat::R8ui,
        Sf::R8Sint => spirv::ImageFormat::R8i,
        Sf::R16Uint => spirv::ImageFormat::R16ui,
        Sf::R16Sint => spirv::ImageFormat::R16i,
        Sf::R16Float => spirv::ImageFormat::R16f,
        Sf::Rg8Unorm => spirv::ImageFormat::Rg8,
        Sf::Rg8Snorm => spirv::ImageFormat::Rg8Snorm,
        Sf::Rg8Uint => spirv::ImageFormat::Rg8ui,
        Sf::Rg8Sint => spirv::ImageFormat::Rg8i,
        Sf::R32Uint => spirv::ImageFormat::R32ui,
        Sf::R32Sint => spirv::ImageFormat::R32i,
        Sf::R32Float => spirv::ImageFormat::R32f,
        Sf::Rg16Uint => spirv::ImageFormat::Rg16ui,
        Sf::Rg16Sint => spirv::ImageFormat::Rg16i,
        Sf::Rg16Float => spirv::ImageFormat::Rg16f,
        Sf::Rgba8Unorm => spirv::ImageFormat::Rgba8,
        Sf::Rgba8Snorm => spirv::ImageFormat::Rgba8Snorm,
        Sf::Rgba8Uint => spirv::ImageFormat::Rgba8ui,
        Sf::Rgba8Sint => spirv::ImageFormat::Rgba8i,
        Sf::Bgra8Unorm => spirv::ImageFormat::Unknown,
        Sf::Rgb10a2Uint => spirv::ImageFormat::Rgb10a2ui,
        Sf::Rgb10a2Unorm => spirv::ImageFormat::Rgb10A2,
        Sf::Rg11b10Float => spirv::ImageFormat::R11fG11fB10f,
        Sf::Rg32Uint => spirv::ImageFormat::Rg32ui,
        Sf::Rg32Sint => spirv::ImageFormat::Rg32i,
        Sf::Rg32Float => spirv::ImageFormat::Rg32f,
        Sf::Rgba16Uint => spirv::ImageFormat::Rgba16ui,
        Sf::Rgba16Sint => spirv::ImageFormat::Rgba16i,
        Sf::Rgba16Float => spirv::ImageFormat::Rgba16f,
        Sf::Rgba32Uint => spirv::ImageFormat::Rgba32ui,
        Sf::Rgba32Sint => spirv::ImageFormat::Rgba32i,
        Sf::Rgba32Float => spirv::ImageFormat::Rgba32f,
        Sf::R16Unorm => spirv::ImageFormat::R16,
        Sf::R16Snorm => spirv::ImageFormat::R16Snorm,
        Sf::Rg16Unorm => spirv::ImageFormat::Rg16,
        Sf::Rg16Snorm => spirv::ImageFormat::Rg16Snorm,
        Sf::Rgba16Unorm => spirv::ImageFormat::Rgba16,
        Sf::Rgba16Snorm => spirv::ImageFormat::Rgba16Snorm,
    }
}

/// The body of naga's `From<ImageDimension> for spirv::Dim`.
pub fn dim_from_image_dimension(dim: naga::ImageDimension) -> spirv::Dim {
    use naga::ImageDimension as Id;
    match dim {
        Id::D1 => spirv::Dim::Dim1D,
        Id::D2 => spirv::Dim::Dim2D,
        Id::D3 => spirv::Dim::Dim3D,
        Id::Cube => spirv::Dim::DimCube,
    }
}
