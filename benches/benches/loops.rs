//! The raw path in every loop a caller writes around it, for `Dtype` (`throw`), `ActivationFunc`
//! (`default`) and a 200-variant source (`throw`), each against the same loop over `num_enum`'s
//! `TryFrom` plus a typed `match`, and over a hand `const` table (`TABLE.get(o - base)`), in one
//! run. The goal: crosswalk at most the better of the two in every shape.
//!
//! The shapes: two accumulators (good words summed, bad ones counted apart), `?` in a function,
//! `if let`, `match` into one accumulator, `map_or`, `unwrap`, `collect::<Result<Vec<_>, _>>()`,
//! and an early `break` on the first error. The shapes that go on past a bad word read input with
//! one word in ten bad (`oob10`); the ones that stop at the first (`?`, `unwrap`, `collect`,
//! `break`) read valid input (`valid`), or they would stop within a few words.
//!
//! Run: `cargo bench -p crosswalk-benches --bench loops -- no-criterion-group | grep ^interleaved`
//! for the interleaved pass alone (`interleaved | group | contender | ns | ÷ num_enum | ÷
//! hand_table |`, `common/interleaved.rs`); without the filter, criterion's groups follow. Every
//! contender is an `#[inline(never)]` function `loops::<group>::<contender>` of its own, for
//! `benches/count_instructions.py` to disassemble.

#[allow(dead_code)]
mod common;
#[path = "common/interleaved.rs"]
mod interleaved;
#[path = "common/wide.rs"]
mod wide;

use common::{hand, num_enum_mirror as ne};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use crosswalk::{Crosswalk, bir, klr};
use crosswalk_benches::wide::{Wide, WideTarget};
use crosswalk_benches::{INPUTS, Mix, ordinals};
use interleaved::{interleaved, short_criterion};
use std::hint::black_box;

/// Rounds of the interleaved pass (a pass over 1M words takes about a millisecond).
const ROUNDS: usize = 101;

/// One loop shape, written once for every contender: `$translate` gives a `Result` of the target
/// for a word, `$value` a target's number. Each contender's whole loop is an `#[inline(never)]`
/// function giving a `u64`, so that the three can be timed alike.
macro_rules! shape {
    (two_accumulators, $translate:expr, $value:expr) => {
        |words: &[u32]| -> u64 {
            let (mut sum, mut bad) = (0u64, 0u64);
            for &word in words {
                match ($translate)(word) {
                    Ok(target) => sum += ($value)(target),
                    Err(_) => bad += 1,
                }
            }
            sum ^ (bad << 40)
        }
    };
    (question_mark, $translate:expr, $value:expr) => {
        |words: &[u32]| -> u64 {
            #[inline(always)]
            fn run<E>(words: &[u32], translate: impl Fn(u32) -> Result<u64, E>) -> Result<u64, E> {
                let mut sum = 0u64;
                for &word in words {
                    sum += translate(word)?;
                }
                Ok(sum)
            }
            run(words, |word| ($translate)(word).map($value)).unwrap_or(u64::MAX)
        }
    };
    (if_let, $translate:expr, $value:expr) => {
        |words: &[u32]| -> u64 {
            let mut sum = 0u64;
            for &word in words {
                if let Ok(target) = ($translate)(word) {
                    sum += ($value)(target);
                }
            }
            sum
        }
    };
    (match_one, $translate:expr, $value:expr) => {
        |words: &[u32]| -> u64 {
            let mut sum = 0u64;
            for &word in words {
                sum += match ($translate)(word) {
                    Ok(target) => ($value)(target),
                    Err(_) => 99,
                };
            }
            sum
        }
    };
    (map_or, $translate:expr, $value:expr) => {
        |words: &[u32]| -> u64 {
            words
                .iter()
                .map(|&word| ($translate)(word).map_or(99, $value))
                .sum()
        }
    };
    (unwrap, $translate:expr, $value:expr) => {
        |words: &[u32]| -> u64 {
            words
                .iter()
                .map(|&word| ($value)(($translate)(word).unwrap()))
                .sum()
        }
    };
    (collect, $translate:expr, $value:expr) => {
        |words: &[u32]| -> u64 {
            let targets: Result<Vec<_>, _> = words.iter().map(|&word| ($translate)(word)).collect();
            targets.map_or(u64::MAX, |targets| {
                targets.len() as u64 ^ targets.last().map_or(0, |&target| ($value)(target))
            })
        }
    };
    (early_break, $translate:expr, $value:expr) => {
        |words: &[u32]| -> u64 {
            let mut sum = 0u64;
            for &word in words {
                match ($translate)(word) {
                    Ok(target) => sum += ($value)(target),
                    Err(_) => break,
                }
            }
            sum
        }
    };
}

/// One group: a shape over one source's words, the three contenders side by side.
macro_rules! group {
    ($c:expr, $name:ident, $shape:ident, $source:ty, $mix:expr, $value:expr, {
        $($label:ident => $translate:expr),+ $(,)?
    }) => {{
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            $(
                #[inline(never)]
                pub fn $label(words: &[u32]) -> u64 {
                    (shape!($shape, $translate, $value))(words)
                }
            )+
        }
        let data = ordinals::<$source>($mix);
        let results = [$($name::$label(&data)),+];
        assert!(results.iter().all(|&result| result == results[0]), "{}: {results:?}", stringify!($name));
        let contenders: &[(&str, fn(&[u32]) -> u64)] = &[$((stringify!($label), $name::$label as fn(&[u32]) -> u64)),+];
        let group_name = format!("loop_{}_{}", stringify!($name), $mix.name());
        interleaved(&group_name, &data, contenders, &["num_enum", "hand_table"], ROUNDS);
        let mut group = $c.benchmark_group(group_name);
        group.throughput(Throughput::Elements(INPUTS as u64));
        $(
            group.bench_function(stringify!($label), |b| b.iter(|| $name::$label(black_box(&data[..]))));
        )+
        group.finish();
    }};
}

/// Every shape for one source: the same three contenders in each.
macro_rules! every_shape {
    ($c:expr, $source:ty, $value:expr, $contenders:tt, $($name:ident: $shape:ident $mix:ident;)+) => {
        $(
            group!($c, $name, $shape, $source, Mix::$mix, $value, $contenders);
        )+
    };
}

fn loops(c: &mut Criterion) {
    every_shape!(c, klr::Dtype, |target: bir::Dtype| target as u64, {
        crosswalk => <klr::Dtype as Crosswalk>::translate_ordinal,
        num_enum => |word| ne::Dtype::try_from(word).map(ne::Dtype::to_bir),
        hand_table => |word| hand::dtype::table(word).ok_or(()),
    },
        dtype_two_accumulators: two_accumulators TenPercentOutOfRange;
        dtype_question_mark: question_mark Valid;
        dtype_if_let: if_let TenPercentOutOfRange;
        dtype_match_one: match_one TenPercentOutOfRange;
        dtype_map_or: map_or TenPercentOutOfRange;
        dtype_unwrap: unwrap Valid;
        dtype_collect: collect Valid;
        dtype_early_break: early_break Valid;
    );
    every_shape!(c, klr::ActivationFunc, |target: bir::ActivationFunctionType| target as u64, {
        crosswalk => <klr::ActivationFunc as Crosswalk>::translate_ordinal,
        num_enum => |word| Ok::<_, ()>(ne::ActivationFunc::translate(word)),
        hand_table => |word| Ok::<_, ()>(hand::activation_func::table(word)),
    },
        activation_func_two_accumulators: two_accumulators TenPercentOutOfRange;
        activation_func_question_mark: question_mark TenPercentOutOfRange;
        activation_func_if_let: if_let TenPercentOutOfRange;
        activation_func_match_one: match_one TenPercentOutOfRange;
        activation_func_map_or: map_or TenPercentOutOfRange;
        activation_func_unwrap: unwrap TenPercentOutOfRange;
        activation_func_collect: collect TenPercentOutOfRange;
        activation_func_early_break: early_break TenPercentOutOfRange;
    );
    every_shape!(c, Wide, |target: WideTarget| target as u64, {
        crosswalk => <Wide as Crosswalk>::translate_ordinal,
        num_enum => |word| wide::Wide::try_from(word).map(wide::Wide::to_target),
        hand_table => |word| wide::table(word).ok_or(()),
    },
        wide_two_accumulators: two_accumulators TenPercentOutOfRange;
        wide_question_mark: question_mark Valid;
        wide_if_let: if_let TenPercentOutOfRange;
        wide_match_one: match_one TenPercentOutOfRange;
        wide_map_or: map_or TenPercentOutOfRange;
        wide_unwrap: unwrap Valid;
        wide_collect: collect Valid;
        wide_early_break: early_break Valid;
    );
}

criterion_group! {
    name = benches;
    config = short_criterion();
    targets = loops
}
criterion_main!(benches);
