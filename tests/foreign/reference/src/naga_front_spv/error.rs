//! The two variants of naga's SPIR-V front-end error that the copied functions return.

// From naga/src/front/spv/error.rs, naga 22.0.0. The real `Error` has 59 variants and
// derives `thiserror::Error`; its `Display` for these two is the `impl` below, as `thiserror`
// writes it from their `#[error]` strings.

use core::fmt;

/// naga's `front::spv::Error`, reduced to the two variants the copied functions return.
#[derive(Clone, Debug)]
pub enum Error {
    /// `#[error("unsupported image dimension %{0}")]`
    UnsupportedImageDim(spirv::Word),
    /// `#[error("unsupported image format %{0}")]`
    UnsupportedImageFormat(spirv::Word),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnsupportedImageDim(word) => write!(f, "unsupported image dimension %{word}"),
            Self::UnsupportedImageFormat(word) => write!(f, "unsupported image format %{word}"),
        }
    }
}

impl std::error::Error for Error {}
