//! Crosswalks that depend on this crate's cargo features, as a compiler's do when its back ends
//! or its SPIR-V support are features. `tests/features.rs` checks each crosswalk against the
//! mapping written out by hand for the features it is built with; CI builds it with each feature
//! on and off.

/// The IR's operators: the target of every crosswalk here.
pub mod ir {
    /// An IR operator.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    pub enum Op {
        /// Does nothing.
        Nop,
        /// Adds.
        Add,
        /// Multiplies.
        Mul,
        /// Fused multiply-add.
        Fma,
        /// Loads.
        Load,
        /// Stores.
        Store,
    }
}

/// The back ends, each naming a crosswalk, and their opcode bytes.
pub mod backend {
    /// A machine opcode byte.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Byte(pub(crate) u8);

    impl Byte {
        /// The byte.
        pub const fn get(self) -> u8 {
            self.0
        }

        /// The opcode with this byte.
        pub const fn from_byte(byte: u8) -> Self {
            Self(byte)
        }
    }

    /// Names the x86-64 crosswalk.
    #[derive(Debug)]
    pub enum X64 {}
    /// Names the `AArch64` crosswalk, which exists only with the `aarch64` feature.
    #[derive(Debug)]
    pub enum AArch64 {}
}

/// The front end's opcodes. `Fma` is there only with the `wide` feature: the implicit
/// discriminants after it follow the compiler, which numbers the variants that are there. The IR's
/// `Fma` and `Store` are reached only with `wide`, so the unnamed crosswalk's `unreached` differs
/// between the builds: it is written twice, once for each.
#[crosswalk::crosswalk(to = backend::Byte, name = backend::X64)]
#[crosswalk::crosswalk(to = backend::Byte, name = backend::AArch64, suffix = aarch64, cfg(feature = "aarch64"))]
#[cfg_attr(feature = "wide", crosswalk::crosswalk(to = ir::Op, base = 1, unreached = []))]
#[cfg_attr(
    not(feature = "wide"),
    crosswalk::crosswalk(to = ir::Op, base = 1, unreached = [Fma, Store])
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Opcode {
    /// Does nothing.
    #[to(Nop, X64 = 0x90, AArch64 = 0x1f)]
    Nop = 1,
    /// Adds.
    #[to(Add, X64 = 0x01, AArch64 = 0x0b)]
    Add,
    /// Multiplies.
    #[to(Mul, X64 = 0x0f, AArch64 = 0x1b)]
    Mul,
    /// Fused multiply-add, with the `wide` feature.
    #[cfg(feature = "wide")]
    #[to(Fma, X64 = 0xc4, AArch64 = 0x1c)]
    Fma,
    /// Loads.
    #[to(Load, X64 = 0x8b, AArch64 = 0xf9)]
    Load,
    /// Stores: x86-64 has no store of its own encoding here, `AArch64` does, and the IR's is one
    /// only with the `wide` feature; without it the IR's `Store` is unreached, and so listed.
    #[cfg_attr(feature = "wide", to(Store))]
    #[cfg_attr(not(feature = "wide"), reject("stores need the wide opcodes"))]
    #[to(X64 = 0x89, AArch64 = 0xb9)]
    Store,
}

/// A wire format with explicit discriminants: a variant under `cfg` leaves a hole, and the others
/// keep their numbers in every build.
#[crosswalk::crosswalk(to = ir::Op, on_oob = default(Nop))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Wire {
    /// Does nothing.
    #[to(Nop)]
    Nop = 0,
    /// Adds.
    #[to(Add)]
    Add = 1,
    /// Fused multiply-add, with the `wide` feature.
    #[cfg(feature = "wide")]
    #[to(Fma)]
    Fma = 2,
    /// Loads.
    #[to(Load)]
    Load = 3,
}

/// SPIR-V's image dimensions in the IR's own numbering, with a crosswalk into `spirv::Dim` when
/// the `spirv` feature brings the dependency that defines it.
#[cfg_attr(feature = "spirv", crosswalk::crosswalk(to = spirv::Dim))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dimension {
    /// One dimension.
    #[cfg_attr(feature = "spirv", to(Dim1D))]
    One,
    /// Two dimensions.
    #[cfg_attr(feature = "spirv", to(Dim2D))]
    Two,
    /// Three dimensions.
    #[cfg_attr(feature = "spirv", to(Dim3D))]
    Three,
}

#[cfg(feature = "spirv")]
crosswalk::declare! {
    /// The way back from SPIR-V's dimensions, with the `spirv` feature.
    #[crosswalk(to = Dimension)]
    pub enum FromSpirv for spirv::Dim {
        Dim1D => One,
        Dim2D => Two,
        Dim3D => Three,
        _ => reject("a dimension the IR has no counterpart of"),
    }
}

crosswalk::declare! {
    /// The IR's operators onto the front end's opcodes: `Fma`'s line is there only with `wide`.
    #[crosswalk(to = Opcode)]
    pub enum Lowering for ir::Op {
        Nop => Nop,
        Add => Add,
        Mul => Mul,
        #[cfg(feature = "wide")]
        Fma => Fma,
        #[cfg(not(feature = "wide"))]
        Fma => reject("fma needs the wide opcodes"),
        Load => Load,
        Store => Store,
    }
}
