//! Hand-written prototypes of the shapes `translate_ordinal` could be generated as, for the five
//! klr crosswalks, so they can be measured side by side before the macro writes one of them.
//!
//! Every prototype returns what the generated function returns, `Result<Target, Error>` with the
//! crosswalk's own error site, and reads the cells of `shared/reference/ROSTERS.md`. The shapes:
//!
//! - `narrow`: a `[Target; N]` table (1 byte per cell), index `(n as usize).wrapping_sub(base)`,
//!   a bound check (`throw`) or a clamp onto a padded default cell (`default`);
//! - `wide`: a `[u32; N]` table of the targets' discriminants, turned back into the target by a
//!   `match` on the `u32` whose every arm LLVM can prove is the loaded value;
//! - `branch` (`default` only): the 1-byte table behind a bound check that returns the default,
//!   so all-valid input takes a predicted branch instead of the clamp's `cmov`.

use crosswalk::__private_v0_1::{ErrorKind, ErrorSite};
use crosswalk::{Error, bir};

/// The target recovered from its discriminant, without `unsafe`: a `match` on the `u32` (here the
/// target's own `from_ordinal`, which is one; the macro would write the arms itself for a foreign
/// target). Every cell of a `wide` table is some target's discriminant, so LLVM folds the
/// `None` arm away.
macro_rules! from_discriminant {
    ($target:ty, $value:expr, $filler:expr) => {
        match <$target>::from_ordinal($value) {
            Some(target) => target,
            None => $filler,
        }
    };
}

/// Prototypes for a crosswalk whose `on_oob` is `throw`.
macro_rules! throwing {
    ($module:ident = $enum_name:literal: $target:ty, base = $base:literal, $message:literal, [$($ordinal:literal => $cell:ident),+ $(,)?]) => {
        pub mod $module {
            use super::{Error, ErrorKind, ErrorSite, bir};

            type Target = $target;
            const BASE: usize = $base;
            pub const CELLS: usize = [$(stringify!($cell)),+].len();
            const SITE: ErrorSite = ErrorSite {
                kind: ErrorKind::OutOfRange,
                enum_path: concat!("crosswalk::klr::", $enum_name),
                message: Some($message),
            };

            /// Today's shape: 1 byte per cell.
            pub const NARROW: [Target; CELLS] = [$(<Target>::$cell),+];
            /// 4 bytes per cell: the target's discriminant.
            pub const WIDE: [u32; CELLS] = [$(<Target>::$cell as u32),+];

            #[inline]
            pub const fn narrow(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                if index < CELLS {
                    Ok(NARROW[index])
                } else {
                    Err(Error::__new(&SITE, ordinal))
                }
            }

            #[inline]
            pub const fn wide(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                if index < CELLS {
                    Ok(from_discriminant!(Target, WIDE[index], NARROW[0]))
                } else {
                    Err(Error::__new(&SITE, ordinal))
                }
            }

            /// The bound check, then a `match` on the ordinal itself. Inside the check every
            /// ordinal has an arm, so LLVM drops the filler arm and turns the `match` into its own
            /// table, which after inlining holds whatever width the caller wants.
            #[inline]
            pub const fn matched(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                if index < CELLS {
                    Ok(match ordinal {
                        $($ordinal => <Target>::$cell,)+
                        _ => NARROW[0],
                    })
                } else {
                    Err(Error::__new(&SITE, ordinal))
                }
            }
        }
    };
}

/// Prototypes for a crosswalk whose `on_oob` is `default(…)`.
macro_rules! soft {
    ($module:ident: $target:ty, base = $base:literal, default = $default:ident, [$($ordinal:literal => $cell:ident),+ $(,)?]) => {
        pub mod $module {
            use super::{Error, bir};

            type Target = $target;
            const BASE: usize = $base;
            pub const CELLS: usize = [$(stringify!($cell)),+].len();
            const DEFAULT: Target = <Target>::$default;

            /// 1 byte per cell, no padding.
            pub const NARROW: [Target; CELLS] = [$(<Target>::$cell),+];
            /// Today's shape: one more cell holding the default.
            pub const NARROW_PADDED: [Target; CELLS + 1] = [$(<Target>::$cell,)+ DEFAULT];
            /// 4 bytes per cell, one more holding the default.
            pub const WIDE_PADDED: [u32; CELLS + 1] = [$(<Target>::$cell as u32,)+ DEFAULT as u32];

            /// Today: the index clamped onto the default cell, branch-free.
            #[inline]
            pub const fn clamp(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                let index = if index < CELLS { index } else { CELLS };
                Ok(NARROW_PADDED[index])
            }

            /// A bound check whose other side is the default.
            #[inline]
            pub const fn branch(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                if index < CELLS {
                    Ok(NARROW[index])
                } else {
                    Ok(DEFAULT)
                }
            }

            /// `.get(index).copied().unwrap_or(default)` on the unpadded table.
            #[inline]
            pub fn get_or(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                Ok(NARROW.get(index).copied().unwrap_or(DEFAULT))
            }

            /// The 4-byte table, clamped.
            #[inline]
            pub const fn wide_clamp(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                let index = if index < CELLS { index } else { CELLS };
                Ok(from_discriminant!(Target, WIDE_PADDED[index], DEFAULT))
            }

            /// The 4-byte table behind a bound check.
            #[inline]
            pub const fn wide_branch(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                if index < CELLS {
                    Ok(from_discriminant!(Target, WIDE_PADDED[index], DEFAULT))
                } else {
                    Ok(DEFAULT)
                }
            }

            /// A bound check whose other side is the default, then a `match` on the ordinal.
            #[inline]
            pub const fn match_branch(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                if index < CELLS {
                    Ok(match ordinal {
                        $($ordinal => <Target>::$cell,)+
                        _ => DEFAULT,
                    })
                } else {
                    Ok(DEFAULT)
                }
            }

            /// The ordinal clamped onto one past the last cell, then a `match` whose catch-all
            /// arm is the default: branch-free, and LLVM's table holds the default in its last slot.
            #[inline]
            pub const fn match_clamp(ordinal: u32) -> Result<Target, Error> {
                let index = (ordinal as usize).wrapping_sub(BASE);
                let clamped = if index < CELLS { ordinal } else { ($base + CELLS) as u32 };
                Ok(match clamped {
                    $($ordinal => <Target>::$cell,)+
                    _ => DEFAULT,
                })
            }
        }
    };
}

throwing!(dtype = "Dtype": bir::Dtype, base = 1, "Unsupported dtype encountered", [
    1 => Bfloat16,
    2 => Float8e3,
    3 => Float8e4,
    4 => Float8e5,
    5 => Float16,
    6 => Float32,
    7 => Float32r,
    8 => Int8,
    9 => Int16,
    10 => Int64,
    11 => Int32,
    12 => Uint8,
    13 => Uint16,
    14 => Uint32,
    15 => Uint64,
    16 => Float8e4,
    17 => Float8E4m3fn,
    18 => Float8E5m2X4,
    19 => Float8E4m3fnX4,
    20 => Float4E2m1fnX4,
]);

soft!(engine: bir::EngineType, base = 2, default = Unassigned, [
    2 => Activation,
    3 => Dma,
    4 => Dve,
    5 => Pe,
    6 => Pool,
    7 => Sp,
]);

throwing!(alu_op = "AluOp": bir::AluOpType, base = 1, "Unsupported ALU operation", [
    1 => Abs,
    2 => Add,
    3 => ArithShiftLeft,
    4 => ArithShiftRight,
    5 => Average,
    6 => BitwiseAnd,
    7 => BitwiseNot,
    8 => BitwiseOr,
    9 => BitwiseXor,
    10 => Bypass,
    11 => Divide,
    12 => IsEqual,
    13 => IsGe,
    14 => IsGt,
    15 => IsLe,
    16 => IsLt,
    17 => LogicalAnd,
    18 => LogicalOr,
    19 => LogicalShiftLeft,
    20 => LogicalShiftRight,
    21 => LogicalXor,
    22 => Max,
    23 => Min,
    24 => Mod,
    25 => Mult,
    26 => NotEqual,
    27 => Pow,
    28 => Rsqrt,
    29 => Subtract,
]);

soft!(activation_func: bir::ActivationFunctionType, base = 1, default = Unknown, [
    1 => Abs,
    2 => Arctan,
    3 => Copy,
    4 => Erf,
    5 => DerivativeErf,
    6 => Exp,
    7 => Gelu,
    8 => GeluApprxTanh,
    9 => DerivativeGelu,
    10 => Ln,
    11 => Mish,
    12 => Reciprocal,
    13 => Relu,
    14 => Rsqrt,
    15 => Sigmoid,
    16 => Sign,
    17 => Silu,
    18 => DerivativeSilu,
    19 => Sin,
    20 => Softplus,
    21 => Sqrt,
    22 => Square,
    23 => Tanh,
    24 => GeluApprxSigmoid,
    25 => DerivativeGeluApprxSigmoid,
]);

/// `AccumCmd` rejects `LoadAccumulate` (5), so its table has a cell that fails with its own error:
/// today a table of whole `Result`s (16 bytes a cell); here the target or nothing, 1 or 4 bytes a
/// cell, the rejected cell's error built on the failing side.
pub mod accum_cmd {
    use super::{Error, ErrorKind, ErrorSite, bir};

    type Target = bir::EngineAccumulationType;
    const BASE: usize = 1;
    pub const CELLS: usize = 5;
    const OUT_OF_RANGE: ErrorSite = ErrorSite {
        kind: ErrorKind::OutOfRange,
        enum_path: "crosswalk::klr::AccumCmd",
        message: Some("Unrecognized accumulation cmd encountered!"),
    };
    const REJECTED: ErrorSite = ErrorSite {
        kind: ErrorKind::Rejected,
        enum_path: "crosswalk::klr::AccumCmd",
        message: Some("LoadAccumulate is not supported"),
    };

    /// 1 byte per cell (`None` is the target's niche).
    pub const NARROW: [Option<Target>; CELLS] = [
        Some(Target::Idle),
        Some(Target::Zero),
        Some(Target::AddAccumulate),
        Some(Target::ZeroAccumulate),
        None,
    ];
    /// 4 bytes per cell; the rejected cell holds a value no target variant has.
    pub const WIDE: [u32; CELLS] = [
        Target::Idle as u32,
        Target::Zero as u32,
        Target::AddAccumulate as u32,
        Target::ZeroAccumulate as u32,
        u32::MAX,
    ];

    #[inline]
    pub const fn narrow(ordinal: u32) -> Result<Target, Error> {
        let index = (ordinal as usize).wrapping_sub(BASE);
        if index < CELLS {
            match NARROW[index] {
                Some(target) => Ok(target),
                None => Err(Error::__new(&REJECTED, ordinal)),
            }
        } else {
            Err(Error::__new(&OUT_OF_RANGE, ordinal))
        }
    }

    #[inline]
    pub const fn wide(ordinal: u32) -> Result<Target, Error> {
        let index = (ordinal as usize).wrapping_sub(BASE);
        if index < CELLS {
            match Target::from_ordinal(WIDE[index]) {
                Some(target) => Ok(target),
                None => Err(Error::__new(&REJECTED, ordinal)),
            }
        } else {
            Err(Error::__new(&OUT_OF_RANGE, ordinal))
        }
    }

    /// The bound check, then a `match` on the ordinal with the rejected cell as an `Err` arm.
    #[inline]
    pub const fn matched(ordinal: u32) -> Result<Target, Error> {
        let index = (ordinal as usize).wrapping_sub(BASE);
        if index < CELLS {
            match ordinal {
                1 => Ok(Target::Idle),
                2 => Ok(Target::Zero),
                3 => Ok(Target::AddAccumulate),
                4 => Ok(Target::ZeroAccumulate),
                _ => Err(Error::__new(&REJECTED, ordinal)),
            }
        } else {
            Err(Error::__new(&OUT_OF_RANGE, ordinal))
        }
    }
}
