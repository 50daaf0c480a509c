//! The inverse `#[crosswalk::checked]` generates, against the hand-written inverse `match` it
//! replaces, over 1M targets (one in eleven with no source), summed as a caller's loop would.
//!
//! Run: `cargo bench -p crosswalk-benches --bench checked`. It prints `interleaved | group |
//! contender | ns | ÷ hand_match |` lines (`common/interleaved.rs`), then criterion's own.

#[path = "common/interleaved.rs"]
mod interleaved;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use crosswalk_benches::predicates::{Cond, EVERY_COND, cond, hand_predicate_of, predicate_of};
use interleaved::{interleaved, short_criterion};
use std::hint::black_box;

#[inline(never)]
fn generated(targets: &[Cond]) -> u64 {
    targets
        .iter()
        .map(|&target| predicate_of(target).map_or(99, |source| source as u64))
        .sum()
}

#[inline(never)]
fn hand_match(targets: &[Cond]) -> u64 {
    targets
        .iter()
        .map(|&target| hand_predicate_of(target).map_or(99, |source| source as u64))
        .sum()
}

/// 1M targets from a fixed-seed generator, every value equally likely.
fn targets() -> Vec<Cond> {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    (0..1_000_000)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            EVERY_COND[usize::try_from(state % 11).unwrap_or(0)]
        })
        .collect()
}

fn inverse(c: &mut Criterion) {
    let data = targets();
    assert_eq!(generated(&data), hand_match(&data));
    for every in EVERY_COND {
        assert_eq!(predicate_of(every), hand_predicate_of(every));
        if let Some(source) = predicate_of(every) {
            assert_eq!(cond(source), every);
        }
    }
    let contenders: &[interleaved::Contender<Cond, u64>] =
        &[("generated", generated), ("hand_match", hand_match)];
    interleaved("checked_inverse", &data, contenders, &["hand_match"], 101);
    let mut group = c.benchmark_group("checked_inverse");
    group.throughput(Throughput::Elements(data.len() as u64));
    group.bench_function("generated", |b| b.iter(|| generated(black_box(&data))));
    group.bench_function("hand_match", |b| b.iter(|| hand_match(black_box(&data))));
    group.finish();
}

criterion_group! {
    name = benches;
    config = short_criterion();
    targets = inverse
}
criterion_main!(benches);
