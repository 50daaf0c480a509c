//! Hand-written prototypes of the raw-path (`translate_ordinal`) shapes that beat today's generated
//! one in the `raw_shapes` bench, kept so the generated code can be checked against them. Each
//! returns what the generated function returns, `Result<Target, Error>` with the crosswalk's own
//! error sites, and reads the cells of `tests/fixtures/ROSTERS.md`.
//!
//! Shapes that were measured and lost (a `[u32; N]` table turned back into the target by a
//! `match`, a `match` on the ordinal inside the bound check, a padded or clamped `match`, a 4-byte
//! table clamped or branched) are described, with their numbers, in BENCHMARKS.md.

use crosswalk::__private::{ErrorKind, ErrorSite};
use crosswalk::{Error, bir};

/// A soft default whose every declared variant has a cell of its own (`ActivationFunc`): on
/// well-formed input the default is never taken, so a bound check whose other side is the default
/// is a branch that is always predicted, and it beats the branch-free clamp, which pays a `cmov`
/// on every input. (Where a declared variant does take the default, as `Engine`'s `unassigned`
/// below its base, the clamp stays: there the branch mispredicts on valid input.)
pub mod activation_func {
    use super::{Error, bir};
    use bir::ActivationFunctionType as Target;

    const BASE: usize = 1;
    const DEFAULT: Target = Target::Unknown;
    /// No padding cell: the default is a constant on the branch's other side.
    pub const TABLE: [Target; 25] = [
        Target::Abs,
        Target::Arctan,
        Target::Copy,
        Target::Erf,
        Target::DerivativeErf,
        Target::Exp,
        Target::Gelu,
        Target::GeluApprxTanh,
        Target::DerivativeGelu,
        Target::Ln,
        Target::Mish,
        Target::Reciprocal,
        Target::Relu,
        Target::Rsqrt,
        Target::Sigmoid,
        Target::Sign,
        Target::Silu,
        Target::DerivativeSilu,
        Target::Sin,
        Target::Softplus,
        Target::Sqrt,
        Target::Square,
        Target::Tanh,
        Target::GeluApprxSigmoid,
        Target::DerivativeGeluApprxSigmoid,
    ];

    // The generated function's signature, which a soft default never fills with `Err`.
    #[allow(clippy::unnecessary_wraps)]
    #[inline]
    pub const fn branch(ordinal: u32) -> Result<Target, Error> {
        let index = (ordinal as usize).wrapping_sub(BASE);
        if index < TABLE.len() {
            Ok(TABLE[index])
        } else {
            Ok(DEFAULT)
        }
    }
}

/// A fallible crosswalk (`AccumCmd` rejects `LoadAccumulate`, 5): the raw path reads the typed
/// path's table of `Option<Target>` (1 byte a cell, `None` in the target's niche) instead of a table
/// of whole `Result`s (16 bytes a cell), and builds the rejected cell's error on the failing side
/// from the typed path's table of error sites. Same speed, a sixteenth of the `.rodata`.
pub mod accum_cmd {
    use super::{Error, ErrorKind, ErrorSite, bir};
    use bir::EngineAccumulationType as Target;

    const BASE: usize = 1;
    const OUT_OF_RANGE: ErrorSite = ErrorSite {
        kind: ErrorKind::OutOfRange,
        enum_path: "crosswalk::klr::AccumCmd",
        message: Some("Unrecognized accumulation cmd encountered!"),
        signed: false,
        panics: false,
        formats: false,
    };
    const REJECTED: ErrorSite = ErrorSite {
        kind: ErrorKind::Rejected,
        enum_path: "crosswalk::klr::AccumCmd",
        message: Some("LoadAccumulate is not supported"),
        signed: false,
        panics: false,
        formats: false,
    };

    /// Shared with the typed path, which indexes it by `discriminant - lowest` (here the same).
    pub const TARGETS: [Option<Target>; 5] = [
        Some(Target::Idle),
        Some(Target::Zero),
        Some(Target::AddAccumulate),
        Some(Target::ZeroAccumulate),
        None,
    ];
    /// Read only on the failing side; cells that map hold a site never read.
    pub const ERROR_SITES: [&ErrorSite; 5] = [
        &ErrorSite::UNUSED,
        &ErrorSite::UNUSED,
        &ErrorSite::UNUSED,
        &ErrorSite::UNUSED,
        &REJECTED,
    ];

    #[inline]
    pub const fn option_table(ordinal: u32) -> Result<Target, Error> {
        let index = (ordinal as usize).wrapping_sub(BASE);
        if index < TARGETS.len() {
            match TARGETS[index] {
                Some(target) => Ok(target),
                None => Err(crosswalk::__private::error(
                    ERROR_SITES[index],
                    ordinal as u64,
                )),
            }
        } else {
            Err(crosswalk::__private::error(&OUT_OF_RANGE, ordinal as u64))
        }
    }
}
