// From ash/src/vk/feature_extensions.rs, ash 0.38.0+1.3.281: the `ImageAspectFlags` bits that
// Vulkan 1.1 and 1.3 add.

use super::bitflags::ImageAspectFlags;

#[doc = "Generated from 'VK_VERSION_1_1'"]
impl ImageAspectFlags {
    pub const PLANE_0: Self = Self(0b1_0000);
    pub const PLANE_1: Self = Self(0b10_0000);
    pub const PLANE_2: Self = Self(0b100_0000);
}
#[doc = "Generated from 'VK_VERSION_1_3'"]
impl ImageAspectFlags {
    pub const NONE: Self = Self(0);
}
