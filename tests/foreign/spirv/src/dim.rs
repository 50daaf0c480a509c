// Dim: the `spirv` crate 0.3.0+sdk-1.3.268.0, spirv/autogen_spirv.rs (gfx-rs/rspirv, tag
// spirv-0.3.0), generated from the SPIR-V grammar. Variants, values, order, `#[repr]`, derives
// and the `#[allow]` are the real ones; the two serde `cfg_attr`s are left out.
#[doc = "SPIR-V operand kind: [Dim](https://www.khronos.org/registry/spir-v/specs/unified1/SPIRV.html#_a_id_dim_a_dim)"]
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(clippy::upper_case_acronyms)]
pub enum Dim {
    Dim1D = 0u32,
    Dim2D = 1u32,
    Dim3D = 2u32,
    DimCube = 3u32,
    DimRect = 4u32,
    DimBuffer = 5u32,
    DimSubpassData = 6u32,
    DimTileImageDataEXT = 4173u32,
}

impl Dim {
    // The real body transmutes `n` for each contiguous run of values; this one spells the same
    // mapping out as a match, so the stand-in needs no `unsafe`.
    pub fn from_u32(n: u32) -> Option<Self> {
        Some(match n {
            0u32 => Self::Dim1D,
            1u32 => Self::Dim2D,
            2u32 => Self::Dim3D,
            3u32 => Self::DimCube,
            4u32 => Self::DimRect,
            5u32 => Self::DimBuffer,
            6u32 => Self::DimSubpassData,
            4173u32 => Self::DimTileImageDataEXT,
            _ => return None,
        })
    }
}
