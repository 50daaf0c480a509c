//! Known values of naga's SPIR-V front- and back-end translations.

use foreign_reference::naga_back_spv::{
    dim_from_image_dimension, image_format_from_storage_format,
};
use foreign_reference::naga_front_spv::{Error, map_image_dim, map_image_format};
use naga::{ImageDimension, StorageFormat};

#[test]
fn front_end_reads_supported_formats_by_their_spirv_value() {
    assert_eq!(map_image_format(4).unwrap(), StorageFormat::Rgba8Unorm);
    assert_eq!(map_image_format(8).unwrap(), StorageFormat::Rg11b10Float);
    assert_eq!(map_image_format(11).unwrap(), StorageFormat::Rgb10a2Unorm);
    assert_eq!(map_image_format(34).unwrap(), StorageFormat::Rgb10a2Uint);
    assert_eq!(map_image_format(39).unwrap(), StorageFormat::R8Uint);
}

#[test]
fn front_end_rejects_unknown_unsupported_and_unnamed_formats() {
    // `Unknown`, `R64ui`, `R64i`, then past the last value.
    for word in [0, 40, 41, 42, u32::MAX] {
        let error = map_image_format(word).unwrap_err();
        assert!(matches!(error, Error::UnsupportedImageFormat(w) if w == word));
    }
    assert_eq!(
        map_image_format(40).unwrap_err().to_string(),
        "unsupported image format %40"
    );
}

#[test]
fn front_end_reads_four_of_the_eight_dims() {
    assert_eq!(map_image_dim(0).unwrap(), ImageDimension::D1);
    assert_eq!(map_image_dim(3).unwrap(), ImageDimension::Cube);
    for word in [4, 5, 6, 7, 4173] {
        assert!(matches!(map_image_dim(word), Err(Error::UnsupportedImageDim(w)) if w == word));
    }
}

#[test]
fn back_end_writes_every_format_some_spirv_format() {
    let write = image_format_from_storage_format;
    assert_eq!(write(StorageFormat::Rgba8Unorm), spirv::ImageFormat::Rgba8);
    assert_eq!(write(StorageFormat::R16Unorm), spirv::ImageFormat::R16);
    assert_eq!(
        write(StorageFormat::Rgb10a2Unorm),
        spirv::ImageFormat::Rgb10A2
    );
    assert_eq!(
        write(StorageFormat::Bgra8Unorm),
        spirv::ImageFormat::Unknown
    );
    assert_eq!(write(StorageFormat::Rgba32Float) as u32, 1);
}

#[test]
fn back_end_then_front_end_is_the_identity_on_a_few_formats() {
    for format in [
        StorageFormat::R8Snorm,
        StorageFormat::Rg16Float,
        StorageFormat::Rg11b10Float,
        StorageFormat::Rgba16Snorm,
        StorageFormat::Rgba32Sint,
    ] {
        let word = image_format_from_storage_format(format) as u32;
        assert_eq!(map_image_format(word).unwrap(), format);
    }
}

#[test]
fn back_end_writes_dims() {
    assert_eq!(
        dim_from_image_dimension(ImageDimension::D2),
        spirv::Dim::Dim2D
    );
    assert_eq!(dim_from_image_dimension(ImageDimension::Cube) as u32, 3);
}
