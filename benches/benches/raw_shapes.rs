//! The raw path's winning candidate shapes (`common/raw_shapes.rs`) side by side with the
//! generated `translate_ordinal`, `num_enum` plus a typed `match`, and the hand `const` table, on the
//! same inputs as the throughput bench (`valid` and `oob10` mixes, 1M seeded ordinals, the same
//! fold). Where the generated shape is already the best one measured (`Dtype`, `AluOp`, `Engine`),
//! the group holds only it and the references.
//!
//! Run: `cargo bench -p crosswalk-benches --bench raw_shapes`, then
//! `python3 benches/summarize_groups.py shape_ num_enum,hand_table` for criterion's medians and
//! ratios. Each contender also has two `#[inline(never)]` probes for
//! `benches/count_instructions.py` to disassemble: `raw_shapes::shapes::<crosswalk>::<contender>`
//! (one input, the caller's view: the target's ordinal or `None`) and
//! `raw_shapes::shapes::<crosswalk>::in_loop::<contender>` (the bench's whole loop).
//!
//! Before criterion's groups, an interleaved pass prints `interleaved | group | contender | ns |
//! ÷ num_enum | ÷ hand_table |` lines (`common/interleaved.rs`): on a shared machine, where
//! criterion's back-to-back groups drift by tens of percent, these ratios are the steadier ones.

// The typed and `match` contenders are the throughput bench's; this one reads only the tables.
#[allow(dead_code)]
mod common;
#[path = "common/interleaved.rs"]
mod interleaved;
#[path = "common/raw_shapes.rs"]
mod raw_shapes;

use common::{hand, num_enum_mirror as ne};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use crosswalk::klr;
use crosswalk_benches::{Folded, INPUTS, Mix, fold, ordinals};
use interleaved::interleaved;
use std::hint::black_box;

/// One criterion group per mix; every contender gets an `#[inline(never)]` probe of its own.
macro_rules! shape_groups {
    ($c:expr, $name:ident, $source:ty, { $($label:ident => $translate:expr),+ $(,)? }) => {{
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            $(
                #[inline(never)]
                pub fn $label(ordinal: u32) -> Option<u32> {
                    ($translate)(ordinal)
                }
            )+
            /// The same contenders in the bench's loop, for reading the loop body.
            pub mod in_loop {
                #[allow(unused_imports)]
                use super::*;
                $(
                    #[inline(never)]
                    pub fn $label(data: &[u32]) -> Folded {
                        fold(data, $translate)
                    }
                )+
            }
        }
        // Taking each probe's address keeps it in the binary as a function of its own.
        $(black_box($name::$label as fn(u32) -> Option<u32>);)+
        $(black_box($name::in_loop::$label as fn(&[u32]) -> Folded);)+
        let contenders: &[(&str, fn(&[u32]) -> Folded)] =
            &[$((stringify!($label), $name::in_loop::$label as fn(&[u32]) -> Folded)),+];
        for mix in Mix::ALL {
            let data = ordinals::<$source>(mix);
            let group_name = format!("shape_{}_{}", stringify!($name), mix.name());
            agree(&group_name, &[$((stringify!($label), fold(&data, $translate))),+]);
            interleaved(&group_name, &data, contenders, &["num_enum", "hand_table"], ROUNDS);
            let mut group = $c.benchmark_group(group_name);
            group.throughput(Throughput::Elements(INPUTS as u64));
            $(
                group.bench_function(stringify!($label), |b| b.iter(|| fold(black_box(&data[..]), $translate)));
            )+
            group.finish();
        }
    }};
}

/// Rounds of the interleaved pass (a pass over 1M ordinals takes about a millisecond).
const ROUNDS: usize = 101;

/// Every contender must compute the same thing, or the comparison means nothing.
fn agree(group: &str, results: &[(&str, Folded)]) {
    let (first, expected) = results[0];
    for &(label, folded) in results {
        assert_eq!(folded, expected, "{group}: {label} disagrees with {first}");
    }
}

fn shapes(c: &mut Criterion) {
    shape_groups!(c, dtype, klr::Dtype, {
        crosswalk => |n| klr::Dtype::translate_ordinal(n).ok().map(|t| t as u32),
        num_enum => |n| ne::Dtype::translate(n).map(|t| t as u32),
        hand_table => |n| hand::dtype::table(n).map(|t| t as u32),
    });
    shape_groups!(c, alu_op, klr::AluOp, {
        crosswalk => |n| klr::AluOp::translate_ordinal(n).ok().map(|t| t as u32),
        num_enum => |n| ne::AluOp::translate(n).map(|t| t as u32),
        hand_table => |n| hand::alu_op::table(n).map(|t| t as u32),
    });
    shape_groups!(c, accum_cmd, klr::AccumCmd, {
        crosswalk => |n| klr::AccumCmd::translate_ordinal(n).ok().map(|t| t as u32),
        option_table => |n| raw_shapes::accum_cmd::option_table(n).ok().map(|t| t as u32),
        num_enum => |n| ne::AccumCmd::translate(n).map(|t| t as u32),
        hand_table => |n| hand::accum_cmd::table(n).map(|t| t as u32),
    });
    shape_groups!(c, engine, klr::Engine, {
        crosswalk => |n| klr::Engine::translate_ordinal(n).ok().map(|t| t as u32),
        num_enum => |n| Some(ne::Engine::translate(n) as u32),
        hand_table => |n| Some(hand::engine::table(n) as u32),
    });
    shape_groups!(c, activation_func, klr::ActivationFunc, {
        crosswalk => |n| klr::ActivationFunc::translate_ordinal(n).ok().map(|t| t as u32),
        branch => |n| raw_shapes::activation_func::branch(n).ok().map(|t| t as u32),
        num_enum => |n| Some(ne::ActivationFunc::translate(n) as u32),
        hand_table => |n| Some(hand::activation_func::table(n) as u32),
    });
}

criterion_group! {
    name = raw_shape_benches;
    config = interleaved::short_criterion();
    targets = shapes
}
criterion_main!(raw_shape_benches);
