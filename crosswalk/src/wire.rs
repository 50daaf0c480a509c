//! The third id-space: the bytes the instruction encoder stamps into the hardware bundle.
//!
//! A klr ordinal, a BIR ordinal and a silicon byte are three numbers for one thing. Each silicon
//! space here is a type of its own, made only by a crosswalk out of a BIR value: there is no public
//! constructor from a number or from a BIR value, so a BIR ordinal cannot pass for a wire byte, and
//! a tag cannot be read as a BIR dtype. The byte comes out with [`get`](CoreV4DtypeTag::get), for
//! the encoder.
//!
//! ```
//! use crosswalk::{bir, klr, wire};
//!
//! // klr `float8_e4m3` (16) → BIR `float8e4` (4) → CoreV4 tag 0x0e.
//! let lowered = crosswalk::lower::<_, wire::CoreV4>(klr::Dtype::Float8E4m3)?;
//! assert_eq!(lowered.middle, bir::Dtype::Float8e4);
//! assert_eq!(lowered.target.get(), 0x0e);
//! # Ok::<(), crosswalk::Error>(())
//! ```

use core::fmt;

/// Names the CoreV4 crosswalks of an enum that has one per hardware generation
/// (`Crosswalk<wire::CoreV4>`, `translate_core_v4`). Never constructed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CoreV4 {}

/// Names the pre-V4 crosswalks (`Crosswalk<wire::PreV4>`, `translate_pre_v4`). Never constructed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PreV4 {}

macro_rules! wire_byte {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u8);

        impl $name {
            /// The byte the encoder writes.
            #[must_use]
            pub const fn get(self) -> u8 {
                self.0
            }
        }

        impl From<$name> for u8 {
            fn from(value: $name) -> u8 {
                value.0
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($name), "({:#04x})"), self.0)
            }
        }

        /// Prints the byte in hex, as disassemblers do: `0x0e`.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{:#04x}", self.0)
            }
        }
    };
}

wire_byte! {
    /// The `NEURON_ISA_TPB_DTYPE` tag of a dtype on CoreV4 (`byte_1DFBAD0`). Its symbolic names are
    /// not recovered; several BIR dtypes share a tag by design.
    CoreV4DtypeTag
}

wire_byte! {
    /// The dtype tag before CoreV4 (`byte_1DF5760`): as CoreV4's, but `float4_e2m1fn_x4` shares the
    /// uint16-class tag 0x05. A type apart from [`CoreV4DtypeTag`], so a tag of one generation
    /// cannot be encoded for the other.
    PreV4DtypeTag
}

wire_byte! {
    /// The CoreV4 `ALU_OP` byte. The comparisons are renumbered so an operand swap (gt↔lt, ge↔le)
    /// lands on a neighbouring code.
    AluOpByte
}

wire_byte! {
    /// The accumulate wire code of the CoreV2/V3 encoder.
    AccumulateCode
}
