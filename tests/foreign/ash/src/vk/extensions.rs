// From ash/src/vk/extensions.rs, ash 0.38.0+1.3.281: the `ImageAspectFlags` bits of
// `VK_EXT_image_drm_format_modifier`. The `_KHR` aliases of the core bits
// (`PLANE_0_KHR`..`PLANE_2_KHR`, `NONE_KHR`) are left out.

use super::bitflags::ImageAspectFlags;

#[doc = "Generated from 'VK_EXT_image_drm_format_modifier'"]
impl ImageAspectFlags {
    pub const MEMORY_PLANE_0_EXT: Self = Self(0b1000_0000);
    pub const MEMORY_PLANE_1_EXT: Self = Self(0b1_0000_0000);
    pub const MEMORY_PLANE_2_EXT: Self = Self(0b10_0000_0000);
    pub const MEMORY_PLANE_3_EXT: Self = Self(0b100_0000_0000);
}
