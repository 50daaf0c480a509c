//! A crosswalk declared apart from both of its enums, each another crate's: naga's SPIR-V front
//! end reads an image format word into its own `StorageFormat`, and its back end writes one back.
//! Both directions are checked against naga's own hand-written functions, for every variant and
//! every word around the table.

use crosswalk::{Crosswalk, ErrorKind};
use foreign_reference::{naga_back_spv, naga_front_spv};

crosswalk::declare! {
    /// SPIR-V's image formats in naga's numbering: the formats naga supports.
    #[crosswalk(to = naga::StorageFormat, on_oob = throw("unknown image format"))]
    pub enum SpirvFormats for spirv::ImageFormat {
        Unknown | R64ui | R64i => reject("unsupported image format"),
        R8 => R8Unorm,
        R8Snorm => R8Snorm,
        R8ui => R8Uint,
        R8i => R8Sint,
        R16 => R16Unorm,
        R16Snorm => R16Snorm,
        R16ui => R16Uint,
        R16i => R16Sint,
        R16f => R16Float,
        Rg8 => Rg8Unorm,
        Rg8Snorm => Rg8Snorm,
        Rg8ui => Rg8Uint,
        Rg8i => Rg8Sint,
        R32ui => R32Uint,
        R32i => R32Sint,
        R32f => R32Float,
        Rg16 => Rg16Unorm,
        Rg16Snorm => Rg16Snorm,
        Rg16ui => Rg16Uint,
        Rg16i => Rg16Sint,
        Rg16f => Rg16Float,
        Rgba8 => Rgba8Unorm,
        Rgba8Snorm => Rgba8Snorm,
        Rgba8ui => Rgba8Uint,
        Rgba8i => Rgba8Sint,
        Rgb10a2ui => Rgb10a2Uint,
        Rgb10A2 => Rgb10a2Unorm,
        R11fG11fB10f => Rg11b10Float,
        Rg32ui => Rg32Uint,
        Rg32i => Rg32Sint,
        Rg32f => Rg32Float,
        Rgba16 => Rgba16Unorm,
        Rgba16Snorm => Rgba16Snorm,
        Rgba16ui => Rgba16Uint,
        Rgba16i => Rgba16Sint,
        Rgba16f => Rgba16Float,
        Rgba32ui => Rgba32Uint,
        Rgba32i => Rgba32Sint,
        Rgba32f => Rgba32Float,
    }
}

crosswalk::declare! {
    /// naga's storage formats as SPIR-V numbers them: `Bgra8Unorm` has no SPIR-V format and is
    /// written as `Unknown`, which is never read back as it.
    #[crosswalk(to = spirv::ImageFormat)]
    pub enum StorageFormats for naga::StorageFormat {
        R8Unorm => R8,
        R8Snorm => R8Snorm,
        R8Uint => R8ui,
        R8Sint => R8i,
        R16Uint => R16ui,
        R16Sint => R16i,
        R16Float => R16f,
        Rg8Unorm => Rg8,
        Rg8Snorm => Rg8Snorm,
        Rg8Uint => Rg8ui,
        Rg8Sint => Rg8i,
        R32Uint => R32ui,
        R32Sint => R32i,
        R32Float => R32f,
        Rg16Uint => Rg16ui,
        Rg16Sint => Rg16i,
        Rg16Float => Rg16f,
        Rgba8Unorm => Rgba8,
        Rgba8Snorm => Rgba8Snorm,
        Rgba8Uint => Rgba8ui,
        Rgba8Sint => Rgba8i,
        Bgra8Unorm => (Unknown, one_way),
        Rgb10a2Uint => Rgb10a2ui,
        Rgb10a2Unorm => Rgb10A2,
        Rg11b10Float => R11fG11fB10f,
        Rg32Uint => Rg32ui,
        Rg32Sint => Rg32i,
        Rg32Float => Rg32f,
        Rgba16Uint => Rgba16ui,
        Rgba16Sint => Rgba16i,
        Rgba16Float => Rgba16f,
        Rgba32Uint => Rgba32ui,
        Rgba32Sint => Rgba32i,
        Rgba32Float => Rgba32f,
        R16Unorm => R16,
        R16Snorm => R16Snorm,
        Rg16Unorm => Rg16,
        Rg16Snorm => Rg16Snorm,
        Rgba16Unorm => Rgba16,
        Rgba16Snorm => Rgba16Snorm,
    }
}

#[test]
fn every_word_reads_as_naga_reads_it() {
    for word in (0..200).chain([1000, u32::MAX - 1, u32::MAX]) {
        let ours = SpirvFormats::translate_ordinal(word);
        let naga = naga_front_spv::map_image_format(word);
        assert_eq!(ours.ok(), naga.ok(), "word {word}");
        if let Err(error) = ours {
            let expected = if spirv::ImageFormat::from_u32(word).is_some() {
                (ErrorKind::Rejected, "unsupported image format")
            } else {
                (ErrorKind::OutOfRange, "unknown image format")
            };
            assert_eq!(
                (error.kind(), error.to_string().as_str()),
                expected,
                "word {word}"
            );
            assert_eq!(error.ordinal(), i128::from(word));
        }
    }
}

#[test]
fn every_format_translates_as_its_word_does() {
    for word in 0..=41 {
        let format = spirv::ImageFormat::from_u32(word).expect("a format");
        assert_eq!(
            SpirvFormats::translate(format),
            SpirvFormats::translate_ordinal(word)
        );
        assert_eq!(
            <spirv::ImageFormat as Crosswalk<SpirvFormats>>::translate(format),
            SpirvFormats::translate(format)
        );
    }
}

#[test]
fn writing_is_naga_s_back_end_and_reading_back_is_its_front_end() {
    for word in 0..=41 {
        let format = spirv::ImageFormat::from_u32(word).expect("a format");
        if let Ok(storage) = naga_front_spv::map_image_format(word) {
            let written = StorageFormats::to_target(storage);
            assert_eq!(
                written,
                naga_back_spv::image_format_from_storage_format(storage)
            );
            assert_eq!(written, format);
            assert_eq!(StorageFormats::from_target(written), Some(storage));
            assert_eq!(StorageFormats::from_target_ordinal(word), Some(storage));
        }
    }
    // One way: `Bgra8Unorm` is written as `Unknown`, and `Unknown` is read back as nothing.
    let bgra = naga::StorageFormat::Bgra8Unorm;
    assert_eq!(StorageFormats::to_target(bgra), spirv::ImageFormat::Unknown);
    assert_eq!(
        StorageFormats::from_target(spirv::ImageFormat::Unknown),
        None
    );
    assert_eq!(StorageFormats::from_target_ordinal(0), None);
}

#[test]
fn going_back_is_naga_s_back_end_for_every_format_it_has() {
    use naga::StorageFormat as S;
    for format in [
        S::R8Unorm,
        S::R8Snorm,
        S::R8Uint,
        S::R8Sint,
        S::R16Uint,
        S::R16Sint,
        S::R16Float,
        S::Rg8Unorm,
        S::Rg8Snorm,
        S::Rg8Uint,
        S::Rg8Sint,
        S::R32Uint,
        S::R32Sint,
        S::R32Float,
        S::Rg16Uint,
        S::Rg16Sint,
        S::Rg16Float,
        S::Rgba8Unorm,
        S::Rgba8Snorm,
        S::Rgba8Uint,
        S::Rgba8Sint,
        S::Bgra8Unorm,
        S::Rgb10a2Uint,
        S::Rgb10a2Unorm,
        S::Rg11b10Float,
        S::Rg32Uint,
        S::Rg32Sint,
        S::Rg32Float,
        S::Rgba16Uint,
        S::Rgba16Sint,
        S::Rgba16Float,
        S::Rgba32Uint,
        S::Rgba32Sint,
        S::Rgba32Float,
        S::R16Unorm,
        S::R16Snorm,
        S::Rg16Unorm,
        S::Rg16Snorm,
        S::Rgba16Unorm,
        S::Rgba16Snorm,
    ] {
        let back = naga_back_spv::image_format_from_storage_format(format);
        // naga writes `Bgra8Unorm`, which SPIR-V has no format for, as `Unknown`.
        let expected = (back != spirv::ImageFormat::Unknown).then_some(back);
        assert_eq!(SpirvFormats::from_target(format), expected, "{format:?}");
    }
}

#[test]
fn the_translators_are_const() {
    const READ: Result<naga::StorageFormat, crosswalk::Error> =
        SpirvFormats::translate(spirv::ImageFormat::Rgba8);
    const BACK: Option<spirv::ImageFormat> =
        SpirvFormats::from_target(naga::StorageFormat::R32Float);
    assert_eq!(READ, Ok(naga::StorageFormat::Rgba8Unorm));
    assert_eq!(BACK, Some(spirv::ImageFormat::R32f));
}
