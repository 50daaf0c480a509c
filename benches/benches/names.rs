//! Going by name and going back: `from_name`/`FromStr` against `strum::EnumString` and a hand
//! `match` on the string, and `from_target` against a hand inverse table (`common/names.rs`).
//!
//! Names: 1M seeded random names per group, `valid` (every name a variant's) and `oob10` (one in
//! ten a near miss: a real name cut short by a byte or with `_x` appended). Inverse: 1M seeded
//! random BIR variants, including those no klr member reaches (`None`). Results are folded as in
//! the throughput bench (count of hits, XOR of klr ordinals). Before each criterion group an
//! interleaved pass (`common/interleaved.rs`) prints `interleaved | …` lines with per-round
//! ratios, the steadier figures on a shared machine.
//!
//! Run: `cargo bench -p crosswalk-benches --bench names`, then
//! `python3 benches/summarize_groups.py name_ strum,hand_match` and
//! `python3 benches/summarize_groups.py inverse_ hand_table` for the medians and ratios.

#[path = "common/interleaved.rs"]
mod interleaved;
#[path = "common/names.rs"]
mod named;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use crosswalk::{bir, klr};
use crosswalk_benches::{Folded, INPUTS, Mix, fold, names, variants};
use interleaved::interleaved;
use std::hint::black_box;
use std::str::FromStr;

/// Every contender must compute the same thing, or the comparison means nothing.
fn agree(group: &str, results: &[(&str, Folded)]) {
    let (first, expected) = results[0];
    for &(label, folded) in results {
        assert_eq!(folded, expected, "{group}: {label} disagrees with {first}");
    }
}

/// Rounds of the interleaved pass (a pass over 1M names takes tens of milliseconds).
const ROUNDS: usize = 21;

/// One group: the agreement check, the interleaved pass, then criterion. `$input` is the type of
/// one input (`&str` or a BIR enum).
macro_rules! group {
    ($c:expr, $group_name:expr, $data:expr, $input:ty, $references:expr,
     { $($label:literal => $lookup:expr),+ $(,)? }) => {{
        let data: Vec<$input> = $data;
        let group_name = $group_name;
        agree(&group_name, &[$(($label, fold(&data, $lookup))),+]);
        let contenders: &[(&str, fn(&[$input]) -> Folded)] =
            &[$(($label, |inputs: &[$input]| fold(inputs, $lookup))),+];
        interleaved(&group_name, &data, contenders, $references, ROUNDS);
        let mut group = $c.benchmark_group(group_name);
        group.throughput(Throughput::Elements(INPUTS as u64));
        $(
            group.bench_function($label, |b| b.iter(|| fold(black_box(&data[..]), $lookup)));
        )+
        group.finish();
    }};
}

macro_rules! by_name_and_back {
    ($c:expr, $name:literal, $module:ident: $source:ident -> $target:ident) => {
        for mix in Mix::ALL {
            let group_name = format!("name_{}_{}", $name, mix.name());
            group!($c, group_name, names::<klr::$source>(mix), &str, &["strum", "hand_match"], {
                "crosswalk" => |s: &str| klr::$source::from_name(s).map(|v| v as u32),
                "from_str" => |s: &str| s.parse::<klr::$source>().ok().map(|v| v as u32),
                "strum" => |s: &str| named::$module::Strum::from_str(s).ok().map(|v| v as u32),
                "hand_match" => |s: &str| named::$module::matched(s).map(|v| v as u32),
            });
        }
        let group_name = format!("inverse_{}", $name);
        group!($c, group_name, variants::<bir::$target>(), bir::$target, &["hand_table"], {
            "crosswalk" => |t: bir::$target| klr::$source::from_target(t).map(|v| v as u32),
            "hand_table" => |t: bir::$target| named::$module::inverse(t).map(|v| v as u32),
        });
    };
}

fn lookups(c: &mut Criterion) {
    by_name_and_back!(c, "dtype", dtype: Dtype -> Dtype);
    by_name_and_back!(c, "alu_op", alu_op: AluOp -> AluOpType);
    by_name_and_back!(c, "activation_func", activation_func: ActivationFunc -> ActivationFunctionType);
}

criterion_group! {
    name = lookup_benches;
    config = interleaved::short_criterion();
    targets = lookups
}
criterion_main!(lookup_benches);
