// From ash/src/vk/bitflags.rs, ash 0.38.0+1.3.281: `ImageAspectFlags` and its core bits. The
// `impl`s after its declaration are what `vk_bitflags_wrapped!(ImageAspectFlags, Flags)`
// (ash/src/vk/macros.rs) expands to, written out.

use super::definitions::Flags;

#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[doc = "<https://registry.khronos.org/vulkan/specs/1.3-extensions/man/html/VkImageAspectFlagBits.html>"]
pub struct ImageAspectFlags(pub(crate) Flags);
impl Default for ImageAspectFlags {
    fn default() -> Self {
        Self(0)
    }
}
impl ImageAspectFlags {
    #[inline]
    pub const fn empty() -> Self {
        Self(0)
    }
    #[inline]
    pub const fn from_raw(x: Flags) -> Self {
        Self(x)
    }
    #[inline]
    pub const fn as_raw(self) -> Flags {
        self.0
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == Self::empty().0
    }
    #[inline]
    pub const fn intersects(self, other: Self) -> bool {
        !Self(self.0 & other.0).is_empty()
    }
    #[doc = r" Returns whether `other` is a subset of `self`"]
    #[inline]
    pub const fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }
}
impl ::core::ops::BitOr for ImageAspectFlags {
    type Output = Self;
    #[inline]
    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}
impl ::core::ops::BitOrAssign for ImageAspectFlags {
    #[inline]
    fn bitor_assign(&mut self, rhs: Self) {
        *self = *self | rhs
    }
}
impl ::core::ops::BitAnd for ImageAspectFlags {
    type Output = Self;
    #[inline]
    fn bitand(self, rhs: Self) -> Self {
        Self(self.0 & rhs.0)
    }
}
impl ::core::ops::BitAndAssign for ImageAspectFlags {
    #[inline]
    fn bitand_assign(&mut self, rhs: Self) {
        *self = *self & rhs
    }
}
impl ::core::ops::BitXor for ImageAspectFlags {
    type Output = Self;
    #[inline]
    fn bitxor(self, rhs: Self) -> Self {
        Self(self.0 ^ rhs.0)
    }
}
impl ::core::ops::BitXorAssign for ImageAspectFlags {
    #[inline]
    fn bitxor_assign(&mut self, rhs: Self) {
        *self = *self ^ rhs
    }
}
impl ::core::ops::Not for ImageAspectFlags {
    type Output = Self;
    #[inline]
    fn not(self) -> Self {
        Self(!self.0)
    }
}
impl ImageAspectFlags {
    pub const COLOR: Self = Self(0b1);
    pub const DEPTH: Self = Self(0b10);
    pub const STENCIL: Self = Self(0b100);
    pub const METADATA: Self = Self(0b1000);
}
