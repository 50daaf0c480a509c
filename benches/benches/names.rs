//! Name lookup: `#[derive(Roster)]`'s `from_name` against what a user would write instead, on the
//! 25 names of `klr::ActivationFunc` (`snake_case`, 3 to 21 bytes).
//!
//! Contenders, on the same 100k seeded random strings: crosswalk's `from_name`, strum's
//! `EnumString` (`FromStr`) on a mirror enum, a hand-written `match` on the `&str`, and a
//! comparison chain (`NAMES.iter().position`), the shape a lookup has without a `match`. Mixes:
//! `valid` (every input a name), `miss10` (one in ten not a name: a name with a letter changed,
//! the same length). A second pair of groups does the same with ASCII case ignored
//! (`ascii_case_insensitive` on both sides, inputs in random case). Results are folded (count
//! of hits, XOR of ordinals) through `black_box`, and every contender must agree.
//!
//! Run: `cargo bench -p crosswalk-benches --bench names`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use crosswalk::{Roster, klr};
use crosswalk_benches::Rng;
use std::hint::black_box;
use std::str::FromStr;
use std::time::Duration;

const INPUTS: usize = 100_000;

/// The same variants, three times: a strum mirror, a case-insensitive roster, its strum mirror.
macro_rules! mirrors {
    ($($variant:ident = $ordinal:literal),+ $(,)?) => {
        #[derive(Clone, Copy, strum::EnumString)]
        #[strum(serialize_all = "snake_case")]
        enum StrumMirror { $($variant = $ordinal),+ }

        #[derive(Clone, Copy, Roster)]
        #[roster(rename_all = "snake_case", ascii_case_insensitive)]
        enum Folded { $($variant = $ordinal),+ }

        #[derive(Clone, Copy, strum::EnumString)]
        #[strum(serialize_all = "snake_case", ascii_case_insensitive)]
        enum StrumFolded { $($variant = $ordinal),+ }
    };
}

mirrors!(
    Abs = 1,
    Arctan = 2,
    Copy = 3,
    Erf = 4,
    ErfDx = 5,
    Exp = 6,
    Gelu = 7,
    GeluApprxTanh = 8,
    GeluDx = 9,
    Log = 10,
    Mish = 11,
    Reciprocal = 12,
    Relu = 13,
    Rsqrt = 14,
    Sigmoid = 15,
    Sign = 16,
    Silu = 17,
    SiluDx = 18,
    Sin = 19,
    Softplus = 20,
    Sqrt = 21,
    Square = 22,
    Tanh = 23,
    GeluApprxSigmoid = 24,
    GeluApprxSigmoidDx = 25,
);

/// What a user writes by hand: a `match` on the string.
fn hand_match(name: &str) -> Option<u32> {
    Some(match name {
        "abs" => 1,
        "arctan" => 2,
        "copy" => 3,
        "erf" => 4,
        "erf_dx" => 5,
        "exp" => 6,
        "gelu" => 7,
        "gelu_apprx_tanh" => 8,
        "gelu_dx" => 9,
        "log" => 10,
        "mish" => 11,
        "reciprocal" => 12,
        "relu" => 13,
        "rsqrt" => 14,
        "sigmoid" => 15,
        "sign" => 16,
        "silu" => 17,
        "silu_dx" => 18,
        "sin" => 19,
        "softplus" => 20,
        "sqrt" => 21,
        "square" => 22,
        "tanh" => 23,
        "gelu_apprx_sigmoid" => 24,
        "gelu_apprx_sigmoid_dx" => 25,
        _ => return None,
    })
}

/// `count` strings: names of `klr::ActivationFunc`, one in ten altered when `misses`, each in
/// random ASCII case when `random_case`.
fn inputs(misses: bool, random_case: bool) -> Vec<String> {
    let names = klr::ActivationFunc::NAMES;
    let mut rng = Rng::new(crosswalk_benches::SEED);
    (0..INPUTS)
        .map(|_| {
            let pick = rng.below(u32::try_from(names.len()).unwrap_or(u32::MAX));
            let mut bytes = names[usize::try_from(pick).unwrap_or(0)]
                .as_bytes()
                .to_vec();
            if misses && rng.below(10) == 0 {
                let at = usize::try_from(rng.below(u32::try_from(bytes.len()).unwrap_or(1)))
                    .unwrap_or(0);
                bytes[at] = b'q';
            }
            if random_case {
                for byte in &mut bytes {
                    if rng.below(2) == 0 {
                        *byte = byte.to_ascii_uppercase();
                    }
                }
            }
            String::from_utf8(bytes).unwrap_or_default()
        })
        .collect()
}

/// Hits and the XOR of their ordinals: what every contender must agree on.
fn fold(inputs: &[String], lookup: impl Fn(&str) -> Option<u32>) -> (usize, u32) {
    inputs
        .iter()
        .fold((0, 0), |(hits, xor), input| match lookup(input) {
            Some(ordinal) => (hits + 1, xor ^ ordinal),
            None => (hits, xor),
        })
}

macro_rules! group {
    ($c:expr, $name:expr, $data:expr, { $($label:literal => $lookup:expr),+ $(,)? }) => {{
        let data = $data;
        let results = [$(($label, fold(&data, $lookup))),+];
        for &(label, result) in &results {
            assert_eq!(result, results[0].1, "{}: {label} disagrees with {}", $name, results[0].0);
        }
        let mut group = $c.benchmark_group($name);
        group.throughput(Throughput::Elements(INPUTS as u64));
        $(
            group.bench_function($label, |b| b.iter(|| fold(black_box(&data[..]), $lookup)));
        )+
        group.finish();
    }};
}

fn names(c: &mut Criterion) {
    for (mix, misses) in [("valid", false), ("miss10", true)] {
        group!(c, format!("names/{mix}"), inputs(misses, false), {
            "crosswalk" => |name| klr::ActivationFunc::from_name(name).map(|v| v.ordinal().get()),
            "strum" => |name| StrumMirror::from_str(name).ok().map(|v| v as u32),
            "hand_match" => hand_match,
            "comparison_chain" => |name| klr::ActivationFunc::NAMES
                .iter()
                .position(|candidate| *candidate == name)
                .map(|index| klr::ActivationFunc::VARIANTS[index].ordinal().get()),
        });
        group!(c, format!("names_ignoring_case/{mix}"), inputs(misses, true), {
            "crosswalk" => |name| Folded::from_name(name).map(|v| v as u32),
            "strum" => |name| StrumFolded::from_str(name).ok().map(|v| v as u32),
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(30);
    targets = names
}
criterion_main!(benches);
