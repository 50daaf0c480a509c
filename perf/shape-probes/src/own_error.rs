//! The declared image formats of `declared`, returning the caller's error: naga's front end's
//! `UnsupportedImageFormat(word)` for a rejected or unknown word. A hit reads as it does with
//! `crosswalk::Error`; only the failing side calls the function.

use std::hint::black_box;

/// naga's `front::spv::Error`, reduced to the variant the front end gives an unreadable word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpvError {
    UnsupportedImageFormat(u32),
}

/// The error naga's front end gives, whichever way the crosswalk failed.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // A `u32` ordinal.
pub const fn image_format_error(error: crosswalk::Error) -> SpvError {
    SpvError::UnsupportedImageFormat(error.ordinal() as u32)
}

crosswalk::declare! {
    /// SPIR-V's image formats in naga's numbering; three are rejected.
    #[crosswalk(to = naga::StorageFormat, error = SpvError, error_from = image_format_error)]
    pub enum ImageFormats for spirv::ImageFormat {
        Unknown | R64ui | R64i => reject,
        R8 => R8Unorm, R8Snorm => R8Snorm, R8ui => R8Uint, R8i => R8Sint, R16 => R16Unorm,
        R16Snorm => R16Snorm, R16ui => R16Uint, R16i => R16Sint, R16f => R16Float,
        Rg8 => Rg8Unorm, Rg8Snorm => Rg8Snorm, Rg8ui => Rg8Uint, Rg8i => Rg8Sint,
        R32ui => R32Uint, R32i => R32Sint, R32f => R32Float, Rg16 => Rg16Unorm,
        Rg16Snorm => Rg16Snorm, Rg16ui => Rg16Uint, Rg16i => Rg16Sint, Rg16f => Rg16Float,
        Rgba8 => Rgba8Unorm, Rgba8Snorm => Rgba8Snorm, Rgba8ui => Rgba8Uint,
        Rgba8i => Rgba8Sint, Rgb10a2ui => Rgb10a2Uint, Rgb10A2 => Rgb10a2Unorm,
        R11fG11fB10f => Rg11b10Float, Rg32ui => Rg32Uint, Rg32i => Rg32Sint,
        Rg32f => Rg32Float, Rgba16 => Rgba16Unorm, Rgba16Snorm => Rgba16Snorm,
        Rgba16ui => Rgba16Uint, Rgba16i => Rgba16Sint, Rgba16f => Rgba16Float,
        Rgba32ui => Rgba32Uint, Rgba32i => Rgba32Sint, Rgba32f => Rgba32Float,
    }
}

/// The typed path, as an out-of-line call returning the caller's `Result`.
#[inline(never)]
pub fn typed_image_format(format: spirv::ImageFormat) -> Result<naga::StorageFormat, SpvError> {
    ImageFormats::translate(format)
}

/// The raw path, the error dropped: the shape a caller's loop sees.
#[inline(never)]
pub fn raw_image_format(word: u32) -> Option<naga::StorageFormat> {
    ImageFormats::translate_ordinal(word).ok()
}

/// The raw path as an out-of-line call returning the caller's `Result`: eight bytes, in a
/// register.
#[inline(never)]
pub fn raw_result_image_format(word: u32) -> Result<naga::StorageFormat, SpvError> {
    ImageFormats::translate_ordinal(word)
}

/// Keeps every probe in the binary as a function of its own.
pub fn keep() {
    black_box(
        typed_image_format as fn(spirv::ImageFormat) -> Result<naga::StorageFormat, SpvError>,
    );
    black_box(raw_image_format as fn(u32) -> Option<naga::StorageFormat>);
    black_box(raw_result_image_format as fn(u32) -> Result<naga::StorageFormat, SpvError>);
}
