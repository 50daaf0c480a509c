// From ash/src/vk/definitions.rs, ash 0.38.0+1.3.281.

#[doc = "<https://registry.khronos.org/vulkan/specs/1.3-extensions/man/html/VkFlags.html>"]
pub type Flags = u32;
