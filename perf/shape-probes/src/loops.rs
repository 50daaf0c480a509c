//! The raw path inside the loops a caller writes, each beside the same loop over a hand `const`
//! table of the same cells (built here by const evaluation from the crosswalk itself, so the two
//! read the same data). `perf/check-code-shape` disassembles every pair and fails a loop of ours
//! with an indirect jump, or with more conditional branches than the hand table's loop.
//!
//! The shapes: two accumulators (good words summed, bad ones counted apart), `?` in a function,
//! `if let`, `match` into one accumulator, `map_or`, `unwrap`, `collect::<Result<Vec<_>, _>>()`
//! and an early `break` on the first error. Each shape gives its result a different last touch
//! (outside the loop), so that two shapes compiling to the same loop are not merged into one
//! function, which would leave one of them out of the binary.

use crosswalk::{Error, bir, klr, wire};
use crosswalk_benches::wide::{Wide, WideTarget};
use std::hint::black_box;

/// The eight loop shapes over `$translate` (an ordinal to a `Result<$target, $error>`), each
/// folding a target into a `u64` with `$value`.
macro_rules! shapes {
    ($target:ty, $error:ty, $translate:expr, $value:expr) => {
        use super::*;

        /// Sums the good words and counts the bad ones apart.
        #[inline(never)]
        pub fn two_accumulators(words: &[u32]) -> (u64, u64) {
            let (mut sum, mut bad) = (0u64, 0u64);
            for &word in words {
                match ($translate)(word) {
                    Ok(target) => sum += ($value)(target),
                    Err(_) => bad += 1,
                }
            }
            (sum, bad)
        }

        /// `?` in a function: the first error ends it.
        #[inline(never)]
        pub fn question_mark(words: &[u32]) -> Result<u64, $error> {
            let mut sum = 0u64;
            for &word in words {
                sum += ($value)(($translate)(word)?);
            }
            Ok(sum)
        }

        /// `if let Ok(…)`: the bad words are skipped.
        #[inline(never)]
        pub fn if_let(words: &[u32]) -> u64 {
            let mut sum = 0u64;
            for &word in words {
                if let Ok(target) = ($translate)(word) {
                    sum += ($value)(target);
                }
            }
            sum ^ 1
        }

        /// `match` into one accumulator, a sentinel for a bad word.
        #[inline(never)]
        pub fn match_one(words: &[u32]) -> u64 {
            let mut sum = 0u64;
            for &word in words {
                sum += match ($translate)(word) {
                    Ok(target) => ($value)(target),
                    Err(_) => 99,
                };
            }
            sum ^ 2
        }

        /// `map_or` with a sentinel.
        #[inline(never)]
        pub fn map_or(words: &[u32]) -> u64 {
            words
                .iter()
                .map(|&word| ($translate)(word).map_or(99, $value))
                .sum::<u64>()
                ^ 3
        }

        /// `unwrap`, on input known to be valid.
        #[inline(never)]
        pub fn unwrap(words: &[u32]) -> u64 {
            words
                .iter()
                .map(|&word| ($value)(($translate)(word).unwrap()))
                .sum::<u64>()
                ^ 4
        }

        /// `collect::<Result<Vec<_>, _>>()`.
        #[inline(never)]
        pub fn collect(words: &[u32]) -> Result<Vec<$target>, $error> {
            words.iter().map(|&word| ($translate)(word)).collect()
        }

        /// An early `break` on the first error.
        #[inline(never)]
        pub fn early_break(words: &[u32]) -> u64 {
            let mut sum = 0u64;
            for &word in words {
                match ($translate)(word) {
                    Ok(target) => sum += ($value)(target),
                    Err(_) => break,
                }
            }
            sum ^ 5
        }

        /// Keeps every shape in the binary as a function of its own.
        pub fn keep() {
            black_box(two_accumulators as fn(&[u32]) -> (u64, u64));
            black_box(question_mark as fn(&[u32]) -> Result<u64, $error>);
            black_box(if_let as fn(&[u32]) -> u64);
            black_box(match_one as fn(&[u32]) -> u64);
            black_box(map_or as fn(&[u32]) -> u64);
            black_box(unwrap as fn(&[u32]) -> u64);
            black_box(collect as fn(&[u32]) -> Result<Vec<$target>, $error>);
            black_box(early_break as fn(&[u32]) -> u64);
        }
    };
}

/// One crosswalk's loops: ours (`translate_ordinal`) and the hand table's. The hand table holds
/// cell `i` (ordinal `base + i`) of the crosswalk: its target (`[Target; N]`, read with `.get`
/// and `.ok_or(())`); its target or `None` (`[Option<Target>; N]`) for a hole (`holes`, one
/// failure) or a rejected cell (`checked`, whose failure is told apart from an ordinal past the
/// end, as the crosswalk's errors are); or, under a `default`, its target read with
/// `.unwrap_or(default)`.
macro_rules! form {
    ($name:ident: $target:ty, $cells:literal from $base:literal, $ours:expr, $value:expr, $($kind:tt)+) => {
        pub mod $name {
            #[allow(unused_imports)]
            use super::*;

            /// `translate_ordinal`, as a caller writes it.
            pub mod ours {
                shapes!($target, Error, $ours, $value);
            }

            form!(@hand $target, $cells, $base, $ours, $value, $($kind)+);

            /// Keeps both sides in the binary.
            pub fn keep() {
                ours::keep();
                hand::keep();
            }
        }
    };
    (@hand $target:ty, $cells:literal, $base:literal, $ours:expr, $value:expr, throw $filler:expr) => {
        /// The cells, as a hand-written `const` table.
        const TABLE: [$target; $cells] = {
            let mut table = [$filler; $cells];
            let mut cell: u32 = 0;
            while (cell as usize) < $cells {
                if let Ok(target) = ($ours)(cell + $base) {
                    table[cell as usize] = target;
                }
                cell += 1;
            }
            table
        };

        /// The hand table, read as a backend engineer writes it.
        pub mod hand {
            shapes!($target, (), |word: u32| super::TABLE
                .get(word.wrapping_sub($base) as usize)
                .copied()
                .ok_or(()), $value);
        }
    };
    (@hand $target:ty, $cells:literal, $base:literal, $ours:expr, $value:expr, checked) => {
        /// The cells, as a hand-written `const` table of `Option`s (`None`: a rejected cell).
        const TABLE: [Option<$target>; $cells] = {
            let mut table = [None; $cells];
            let mut cell: u32 = 0;
            while (cell as usize) < $cells {
                if let Ok(target) = ($ours)(cell + $base) {
                    table[cell as usize] = Some(target);
                }
                cell += 1;
            }
            table
        };

        /// The hand table, read as a backend engineer writes it who reports, as the crosswalk
        /// does, a rejected cell apart from an ordinal past the end.
        pub mod hand {
            shapes!($target, super::super::Failure, |word: u32| match super::TABLE
                .get(word.wrapping_sub($base) as usize)
            {
                Some(Some(target)) => Ok(*target),
                Some(None) => Err(super::super::Failure::Rejected),
                None => Err(super::super::Failure::OutOfRange),
            }, $value);
        }
    };
    (@hand $target:ty, $cells:literal, $base:literal, $ours:expr, $value:expr, holes) => {
        /// The cells, as a hand-written `const` table of `Option`s (`None`: a hole).
        const TABLE: [Option<$target>; $cells] = {
            let mut table = [None; $cells];
            let mut cell: u32 = 0;
            while (cell as usize) < $cells {
                if let Ok(target) = ($ours)(cell + $base) {
                    table[cell as usize] = Some(target);
                }
                cell += 1;
            }
            table
        };

        /// The hand table, read as a backend engineer writes it.
        pub mod hand {
            shapes!($target, (), |word: u32| super::TABLE
                .get(word.wrapping_sub($base) as usize)
                .copied()
                .flatten()
                .ok_or(()), $value);
        }
    };
    (@hand $target:ty, $cells:literal, $base:literal, $ours:expr, $value:expr, default $default:expr) => {
        /// The cells, as a hand-written `const` table.
        const TABLE: [$target; $cells] = {
            let mut table = [$default; $cells];
            let mut cell: u32 = 0;
            while (cell as usize) < $cells {
                if let Ok(target) = ($ours)(cell + $base) {
                    table[cell as usize] = target;
                }
                cell += 1;
            }
            table
        };

        /// The hand table, read as a backend engineer writes it.
        pub mod hand {
            shapes!($target, (), |word: u32| Ok::<_, ()>(
                super::TABLE
                    .get(word.wrapping_sub($base) as usize)
                    .copied()
                    .unwrap_or($default)
            ), $value);
        }
    };
}

/// A hand table's two failures, kept apart as the crosswalk's errors are.
#[derive(Clone, Copy, Debug)]
pub enum Failure {
    /// A rejected cell.
    Rejected,
    /// An ordinal past the end.
    OutOfRange,
}

/// A target enum's discriminant.
macro_rules! discriminant {
    ($target:ty) => {
        |target: $target| target as u64
    };
}

// An enum target, `throw`, every cell a variant's.
form!(dtype: bir::Dtype, 20 from 1, klr::Dtype::translate_ordinal, discriminant!(bir::Dtype),
    throw bir::Dtype::Uint8);
// The same at the size of an instruction set.
form!(wide: WideTarget, 200 from 1, Wide::translate_ordinal, discriminant!(WideTarget),
    throw WideTarget::T0);
// An enum target under `default`, every declared variant with a cell of its own.
form!(activation_func: bir::ActivationFunctionType, 25 from 1,
    klr::ActivationFunc::translate_ordinal, discriminant!(bir::ActivationFunctionType),
    default bir::ActivationFunctionType::Unknown);
// Under `default`, a declared variant below the base taking it (the index clamped).
form!(engine: bir::EngineType, 6 from 2, klr::Engine::translate_ordinal,
    discriminant!(bir::EngineType), default bir::EngineType::Unassigned);
// Checked: a rejected variant.
form!(accum_cmd: bir::EngineAccumulationType, 5 from 1, klr::AccumCmd::translate_ordinal,
    discriminant!(bir::EngineAccumulationType), checked);
// A number target.
form!(dtype_core_v4: wire::CoreV4DtypeTag, 20 from 0, bir::Dtype::translate_ordinal_core_v4,
    |tag: wire::CoreV4DtypeTag| u64::from(tag.get()), throw FIRST_TAG);
// Declared apart from both enums, the discriminants another crate's (const-evaluated tables).
form!(storage_format: spirv::ImageFormat, 40 from 0,
    crate::declared::StorageFormats::translate_ordinal, |format: spirv::ImageFormat| format as u64,
    throw spirv::ImageFormat::Unknown);
// Constant targets (another crate's constants), with a hole at ordinal 0.
form!(compare_op: ash::vk::CompareOp, 9 from 0, crate::declared::CompareOps::translate_ordinal,
    |op: ash::vk::CompareOp| u64::from(op.as_raw().unsigned_abs()), holes);

/// A tag to fill the hand table with before its cells are written (the type has no public
/// constructor).
const FIRST_TAG: wire::CoreV4DtypeTag = match bir::Dtype::translate_ordinal_core_v4(0) {
    Ok(tag) => tag,
    Err(_) => panic!("BIR dtype 0 has a CoreV4 tag"),
};

/// Keeps every loop in the binary.
pub fn keep() {
    dtype::keep();
    wide::keep();
    activation_func::keep();
    engine::keep();
    accum_cmd::keep();
    dtype_core_v4::keep();
    storage_format::keep();
    compare_op::keep();
}
