//! A second opinion beside criterion, less exposed to a shared machine than its back-to-back
//! benchmarks: the contenders' loops alternate, round after round (in rotated order), and each
//! round's time is divided by the same round's reference time, so a busy moment hits both sides of
//! a ratio.

use crosswalk_benches::Folded;
use std::hint::black_box;
use std::time::Instant;

/// A named contender: its label and its whole loop over the inputs, giving what it folded them
/// into.
pub type Contender<'a, I, R = Folded> = (&'a str, fn(&[I]) -> R);

/// Times every contender `rounds` times on `data`, interleaved, and prints one line per contender:
/// `interleaved | group | contender | median ns per input | median per-round ratio to each
/// reference |` (a reference that is not among the contenders is left out).
pub fn interleaved<I, R>(
    group: &str,
    data: &[I],
    contenders: &[Contender<I, R>],
    references: &[&str],
    rounds: usize,
) {
    let mut times = vec![Vec::with_capacity(rounds); contenders.len()];
    for round in 0..rounds {
        for turn in 0..contenders.len() {
            let index = (round + turn) % contenders.len();
            let start = Instant::now();
            black_box((contenders[index].1)(black_box(data)));
            #[allow(clippy::cast_precision_loss)]
            times[index].push(start.elapsed().as_secs_f64() * 1e9 / data.len() as f64);
        }
    }
    let median = |mut values: Vec<f64>| {
        values.sort_by(f64::total_cmp);
        values[values.len() / 2]
    };
    for (index, (label, _)) in contenders.iter().enumerate() {
        let ratios: Vec<String> = references
            .iter()
            .filter_map(|reference| contenders.iter().position(|(name, _)| name == reference))
            .map(|reference| {
                let per_round = times[index]
                    .iter()
                    .zip(&times[reference])
                    .map(|(t, r)| t / r);
                format!("{:.3}", median(per_round.collect()))
            })
            .collect();
        println!(
            "interleaved | {group} | {label} | {:.3} | {} |",
            median(times[index].clone()),
            ratios.join(" | ")
        );
    }
}

/// Criterion's settings for a bench that runs this interleaved pass first: short, since the
/// interleaved ratios carry the verdicts and three whole runs should fit in a few minutes.
pub fn short_criterion() -> criterion::Criterion {
    criterion::Criterion::default()
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(2))
        .sample_size(30)
}
