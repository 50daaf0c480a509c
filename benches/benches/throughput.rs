//! Throughput of the five real crosswalks against what a user would write instead.
//!
//! For each crosswalk, one criterion group per input mix (`valid`, `oob10`) runs, on the same 1M
//! seeded random ordinals: crosswalk's raw path (`translate_ordinal`), a hand-written `const`
//! table with `.get`, a hand-written `match` on the `u32`, and `num_enum`'s `TryFromPrimitive` on a
//! mirror enum followed by a typed `match`. A third group (`typed`) runs the typed path on 1M
//! random variants: crosswalk's `From`/`translate` against a hand `const` table indexed by the
//! discriminant. Every result is folded (count of successes, XOR of target ordinals) and the fold
//! goes through `black_box`. Two more sources, a `repr(u8)` one and a `repr(i32)` one with
//! negative discriminants, run the raw groups against a hand table and `num_enum` on their own
//! ordinal types.
//!
//! Run: `cargo bench -p crosswalk-benches --bench throughput`, then
//! `python3 benches/summarize.py` for the medians and ratios.

mod common;

use common::{hand, num_enum_mirror as ne};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use crosswalk::klr;
use crosswalk_benches::{Folded, INPUTS, Mix, fold, ordinals, variants};
use std::hint::black_box;
use std::time::Duration;

/// One group per mix: the raw contenders on the same ordinals, `$ordinals(mix)`.
macro_rules! raw_groups {
    ($c:expr, $name:literal, $ordinals:expr, { $($label:literal => $translate:expr),+ $(,)? }) => {
        for mix in Mix::ALL {
            let data = $ordinals(mix);
            let group_name = format!("{}/{}", $name, mix.name());
            agree(&group_name, &[$(($label, fold(&data, $translate))),+]);
            let mut group = $c.benchmark_group(group_name);
            group.throughput(Throughput::Elements(INPUTS as u64));
            $(
                group.bench_function($label, |b| b.iter(|| fold(black_box(&data[..]), $translate)));
            )+
            group.finish();
        }
    };
}

/// The typed group: crosswalk's typed path and a hand table, on the same variants.
macro_rules! typed_group {
    ($c:expr, $name:literal, $source:ty, { $($label:literal => $translate:expr),+ $(,)? }) => {{
        let data = variants::<$source>();
        let group_name = format!("{}/typed", $name);
        agree(&group_name, &[$(($label, fold(&data, $translate))),+]);
        let mut group = $c.benchmark_group(group_name);
        group.throughput(Throughput::Elements(INPUTS as u64));
        $(
            group.bench_function($label, |b| b.iter(|| fold(black_box(&data[..]), $translate)));
        )+
        group.finish();
    }};
}

/// Every contender must compute the same thing, or the comparison means nothing.
fn agree(group: &str, results: &[(&str, Folded)]) {
    let (first, expected) = results[0];
    for &(label, folded) in results {
        assert_eq!(folded, expected, "{group}: {label} disagrees with {first}");
    }
}

fn dtype(c: &mut Criterion) {
    raw_groups!(c, "dtype", ordinals::<klr::Dtype>, {
        "crosswalk" => |n| klr::Dtype::translate_ordinal(n).ok().map(|t| t as u32),
        "hand_table" => |n| hand::dtype::table(n).map(|t| t as u32),
        "hand_match" => |n| hand::dtype::matched(n).map(|t| t as u32),
        "num_enum" => |n| ne::Dtype::translate(n).map(|t| t as u32),
    });
    typed_group!(c, "dtype", klr::Dtype, {
        "crosswalk" => |v| Some(crosswalk::bir::Dtype::from(v) as u32),
        "hand_table" => |v| Some(hand::dtype::typed(v) as u32),
    });
}

fn engine(c: &mut Criterion) {
    raw_groups!(c, "engine", ordinals::<klr::Engine>, {
        "crosswalk" => |n| klr::Engine::translate_ordinal(n).ok().map(|t| t as u32),
        "hand_table" => |n| Some(hand::engine::table(n) as u32),
        "hand_match" => |n| Some(hand::engine::matched(n) as u32),
        "num_enum" => |n| Some(ne::Engine::translate(n) as u32),
    });
    typed_group!(c, "engine", klr::Engine, {
        "crosswalk" => |v| Some(crosswalk::bir::EngineType::from(v) as u32),
        "hand_table" => |v| Some(hand::engine::typed(v) as u32),
    });
}

fn alu_op(c: &mut Criterion) {
    raw_groups!(c, "alu_op", ordinals::<klr::AluOp>, {
        "crosswalk" => |n| klr::AluOp::translate_ordinal(n).ok().map(|t| t as u32),
        "hand_table" => |n| hand::alu_op::table(n).map(|t| t as u32),
        "hand_match" => |n| hand::alu_op::matched(n).map(|t| t as u32),
        "num_enum" => |n| ne::AluOp::translate(n).map(|t| t as u32),
    });
    typed_group!(c, "alu_op", klr::AluOp, {
        "crosswalk" => |v| Some(crosswalk::bir::AluOpType::from(v) as u32),
        "hand_table" => |v| Some(hand::alu_op::typed(v) as u32),
    });
}

fn activation_func(c: &mut Criterion) {
    raw_groups!(c, "activation_func", ordinals::<klr::ActivationFunc>, {
        "crosswalk" => |n| klr::ActivationFunc::translate_ordinal(n).ok().map(|t| t as u32),
        "hand_table" => |n| Some(hand::activation_func::table(n) as u32),
        "hand_match" => |n| Some(hand::activation_func::matched(n) as u32),
        "num_enum" => |n| Some(ne::ActivationFunc::translate(n) as u32),
    });
    typed_group!(c, "activation_func", klr::ActivationFunc, {
        "crosswalk" => |v| Some(crosswalk::bir::ActivationFunctionType::from(v) as u32),
        "hand_table" => |v| Some(hand::activation_func::typed(v) as u32),
    });
}

fn accum_cmd(c: &mut Criterion) {
    raw_groups!(c, "accum_cmd", ordinals::<klr::AccumCmd>, {
        "crosswalk" => |n| klr::AccumCmd::translate_ordinal(n).ok().map(|t| t as u32),
        "hand_table" => |n| hand::accum_cmd::table(n).map(|t| t as u32),
        "hand_match" => |n| hand::accum_cmd::matched(n).map(|t| t as u32),
        "num_enum" => |n| ne::AccumCmd::translate(n).map(|t| t as u32),
    });
    // `LoadAccumulate` is rejected, so this crosswalk has `TryFrom` and a fallible `translate`.
    typed_group!(c, "accum_cmd", klr::AccumCmd, {
        "crosswalk" => |v: klr::AccumCmd| v.translate().ok().map(|t| t as u32),
        "hand_table" => |v| hand::accum_cmd::typed(v).map(|t| t as u32),
    });
}

fn repr_u8(c: &mut Criterion) {
    use common::reprs::byte;
    raw_groups!(c, "repr_u8", byte::ordinals, {
        "crosswalk" => |n| byte::WireUnit::translate_ordinal(n).ok().map(|t| t as u32),
        "hand_table" => |n| byte::table(n).map(|t| t as u32),
        "num_enum" => |n| byte::num_enum(n).map(|t| t as u32),
    });
}

fn repr_i32(c: &mut Criterion) {
    use common::reprs::signed;
    raw_groups!(c, "repr_i32", signed::ordinals, {
        "crosswalk" => |n| signed::ShiftCount::translate_ordinal(n).ok().map(|t| t as u32),
        "hand_table" => |n| signed::table(n).map(|t| t as u32),
        "num_enum" => |n| signed::num_enum(n).map(|t| t as u32),
    });
}

/// Short enough that the whole run stays within a few minutes; criterion's own flags
/// (`--warm-up-time`, `--measurement-time`, `--sample-size`) override these.
fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(30)
}

criterion_group! {
    name = throughput;
    config = config();
    targets = dtype, engine, alu_op, activation_func, accum_cmd, repr_u8, repr_i32
}
criterion_main!(throughput);
