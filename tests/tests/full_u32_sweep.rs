//! Every one of the 2^32 ordinals through each crosswalk's raw path, against the seed.
//!
//! Ignored in the default run (it wants release mode); `.ci/run` runs it with
//! `cargo test --release -p crosswalk-tests --test full_u32_sweep -- --ignored --nocapture`,
//! which prints how long each sweep took.

use std::thread;
use std::time::Instant;

use crosswalk::{Crosswalk, ErrorKind, Roster, klr};
use crosswalk_tests::expect::{Expectation, Outcome};
use crosswalk_tests::seed::{self, Walk};

/// Ordinals are checked in this many slices, one per thread.
const THREADS: u32 = 2;

/// Whether `got` is exactly `want` for ordinal `n`: target, or error kind, ordinal and message.
fn agrees<C: Crosswalk>(n: u32, want: Outcome, got: Result<C::Target, crosswalk::Error>) -> bool {
    match (want, got) {
        (Outcome::Target(bir), Ok(target)) => C::target_ordinal(target).get() == bir,
        (Outcome::OutOfRange(message), Err(error)) => {
            error.kind() == ErrorKind::OutOfRange
                && error.ordinal() == i128::from(n)
                && error.declared_message() == Some(message)
        }
        (Outcome::Rejected(message), Err(error)) => {
            error.kind() == ErrorKind::Rejected
                && error.ordinal() == i128::from(n)
                && error.declared_message() == Some(message)
        }
        _ => false,
    }
}

/// Sweeps all of u32 and returns the first mismatches found (at most a few per thread).
fn sweep<C>(walk: &'static Walk) -> Vec<String>
where
    C: Crosswalk<Repr = u32>,
    C::Target: Roster<Repr = u32> + std::fmt::Debug,
{
    let expectation = Expectation::new(walk);
    // Past the highest klr ordinal, every ordinal is off the table (wrapped or past the end), so
    // the seed's answer there is the policy's; below it, ask the expectation ordinal by ordinal.
    let highest = walk.rows.iter().map(|row| row.klr).max().unwrap_or(0);
    let near: Vec<Outcome> = (0..=highest).map(|n| expectation.outcome(n)).collect();
    let beyond = expectation.outcome(u32::MAX);
    let slice = u32::MAX / THREADS + 1;
    thread::scope(|scope| {
        let workers: Vec<_> = (0..THREADS)
            .map(|index| {
                let (near, expectation) = (&near, &expectation);
                scope.spawn(move || {
                    let first = index * slice;
                    let last = if index + 1 == THREADS {
                        u32::MAX
                    } else {
                        first + slice - 1
                    };
                    let mut mismatches = Vec::new();
                    for n in first..=last {
                        let want = usize::try_from(n)
                            .ok()
                            .and_then(|i| near.get(i))
                            .copied()
                            .unwrap_or(beyond);
                        let got = C::translate_ordinal(n);
                        if !agrees::<C>(n, want, got) && mismatches.len() < 4 {
                            mismatches.push(
                                expectation
                                    .mismatch(n, got)
                                    .unwrap_or_else(|| format!("ordinal {n}")),
                            );
                        }
                    }
                    mismatches
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().unwrap_or_default())
            .collect()
    })
}

fn timed<C>(walk: &'static Walk)
where
    C: Crosswalk<Repr = u32>,
    C::Target: Roster<Repr = u32> + std::fmt::Debug,
{
    let started = Instant::now();
    let mismatches = sweep::<C>(walk);
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "sweep {:<15} all 4294967296 ordinals in {seconds:6.2} s ({:.2} ns/ordinal on {THREADS} threads)",
        walk.klr_enum,
        seconds * 1e9 / 4_294_967_296.0 * f64::from(THREADS),
    );
    assert!(mismatches.is_empty(), "{}: {mismatches:#?}", walk.klr_enum);
}

#[test]
#[ignore = "2^32 ordinals a crosswalk: run in release, from .ci/run"]
fn dtype_every_u32() {
    timed::<klr::Dtype>(&seed::DTYPE);
}

#[test]
#[ignore = "2^32 ordinals a crosswalk: run in release, from .ci/run"]
fn engine_every_u32() {
    timed::<klr::Engine>(&seed::ENGINE);
}

#[test]
#[ignore = "2^32 ordinals a crosswalk: run in release, from .ci/run"]
fn alu_op_every_u32() {
    timed::<klr::AluOp>(&seed::ALU_OP);
}

#[test]
#[ignore = "2^32 ordinals a crosswalk: run in release, from .ci/run"]
fn activation_func_every_u32() {
    timed::<klr::ActivationFunc>(&seed::ACTIVATION_FUNC);
}

#[test]
#[ignore = "2^32 ordinals a crosswalk: run in release, from .ci/run"]
fn accum_cmd_every_u32() {
    timed::<klr::AccumCmd>(&seed::ACCUM_CMD);
}
