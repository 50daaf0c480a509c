mod spirv {
    #[derive(Clone, Copy)]
    pub enum ImageFormat {
        Unknown,
        Rgba8,
    }
}

mod naga {
    #[derive(Clone, Copy)]
    pub enum StorageFormat {
        Rgba8Unorm,
    }

    #[derive(Debug)]
    pub enum Error {
        UnsupportedImageFormat(u32),
    }

    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    pub const fn image_format_error(error: crosswalk::Error) -> Error {
        Error::UnsupportedImageFormat(error.ordinal() as u32)
    }
}

crosswalk::declare! {
    #[crosswalk(
        to = naga::StorageFormat,
        error = naga::Error,
        error_from = naga::image_format_error,
        on_oob = thrwo,
    )]
    pub enum SpirvFormats for spirv::ImageFormat {
        Unknown => reject,
        Rgba8 => Rgba8Unorm,
    }
}

// The caller's code, written against the caller's error: no more errors than the declaration's.
fn read(word: u32) -> Result<naga::StorageFormat, naga::Error> {
    let format = SpirvFormats::translate_ordinal(word)?;
    Ok(format)
}

fn main() {
    let _ = read(1);
}
