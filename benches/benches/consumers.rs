//! The raw path as a caller's loop uses it: `translate_ordinal(o).map_or(99, |b| b as u64)`,
//! summed over 1M valid ordinals (the shape of an encoder that writes a sentinel for a bad
//! ordinal), against `num_enum`'s `TryFromPrimitive` plus a typed `match` in the same loop, and a
//! hand `const` table. The caller's `as u64` is the point: with it inlined, LLVM turns
//! `num_enum`'s switch into a table of the final numbers, and the generated path must fold as
//! well.
//!
//! Run: `cargo bench -p crosswalk-benches --bench consumers`. It prints `interleaved | group |
//! contender | ns | ÷ num_enum | ÷ hand_table |` lines (`common/interleaved.rs`), then criterion's
//! own groups.

#[allow(dead_code)]
mod common;
#[path = "common/interleaved.rs"]
mod interleaved;

use common::{hand, num_enum_mirror as ne};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use crosswalk::klr;
use crosswalk_benches::{INPUTS, Mix, ordinals};
use interleaved::{interleaved, short_criterion};
use std::hint::black_box;

/// The loop every contender runs: the sum of each ordinal's target number, or 99 where it has
/// none.
#[inline]
fn sum(ordinals: &[u32], target: impl Fn(u32) -> u64) -> u64 {
    ordinals.iter().map(|&ordinal| target(ordinal)).sum()
}

/// One group per crosswalk: its contenders' loops, each an `#[inline(never)]` function of its own
/// so it can be read in the disassembly.
macro_rules! consumer_group {
    ($c:expr, $name:ident, $source:ty, { $($label:ident => $target:expr),+ $(,)? }) => {{
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            $(
                #[inline(never)]
                pub fn $label(ordinals: &[u32]) -> u64 {
                    sum(ordinals, $target)
                }
            )+
        }
        let data = ordinals::<$source>(Mix::Valid);
        let results = [$($name::$label(&data)),+];
        assert!(results.iter().all(|&result| result == results[0]), "{}: {results:?}", stringify!($name));
        let contenders: &[(&str, fn(&[u32]) -> u64)] = &[$((stringify!($label), $name::$label as fn(&[u32]) -> u64)),+];
        let group_name = format!("consumer_{}", stringify!($name));
        interleaved(&group_name, &data, contenders, &["num_enum", "hand_table"], ROUNDS);
        let mut group = $c.benchmark_group(group_name);
        group.throughput(Throughput::Elements(INPUTS as u64));
        $(
            group.bench_function(stringify!($label), |b| b.iter(|| $name::$label(black_box(&data[..]))));
        )+
        group.finish();
    }};
}

/// Rounds of the interleaved pass (a pass over 1M ordinals takes about a millisecond).
const ROUNDS: usize = 101;

fn consumers(c: &mut Criterion) {
    consumer_group!(c, dtype, klr::Dtype, {
        crosswalk => |o| klr::Dtype::translate_ordinal(o).map_or(99, |b| b as u64),
        num_enum => |o| ne::Dtype::translate(o).map_or(99, |b| b as u64),
        hand_table => |o| hand::dtype::table(o).map_or(99, |b| b as u64),
    });
    consumer_group!(c, activation_func, klr::ActivationFunc, {
        crosswalk => |o| klr::ActivationFunc::translate_ordinal(o).map_or(99, |b| b as u64),
        num_enum => |o| ne::ActivationFunc::translate(o) as u64,
        hand_table => |o| hand::activation_func::table(o) as u64,
    });
    consumer_group!(c, alu_op, klr::AluOp, {
        crosswalk => |o| klr::AluOp::translate_ordinal(o).map_or(99, |b| b as u64),
        num_enum => |o| ne::AluOp::translate(o).map_or(99, |b| b as u64),
        hand_table => |o| hand::alu_op::table(o).map_or(99, |b| b as u64),
    });
}

criterion_group! {
    name = benches;
    config = short_criterion();
    targets = consumers
}
criterion_main!(benches);
