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

    pub const fn image_format_error(word: u32) -> Error {
        Error::UnsupportedImageFormat(word)
    }
}

crosswalk::declare! {
    #[crosswalk(
        to = naga::StorageFormat,
        error = naga::Error,
        error_from = naga::image_format_error,
    )]
    pub enum SpirvFormats for spirv::ImageFormat {
        Unknown => reject,
        Rgba8 => Rgba8Unorm,
    }
}

fn main() {}
