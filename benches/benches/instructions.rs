//! A data-carrying enum's translation against the hand `match` an encoder writes: 1M seeded random
//! instructions of a 200-instruction set (`src/instructions.rs`), their opcodes summed, through
//! `Opcode::from(&inst)` (the crosswalk), `inst.translate()` and the `match`.
//!
//! Run: `cargo bench -p crosswalk-benches --bench instructions`. It prints `interleaved | group |
//! contender | ns | ÷ hand_match |` lines (`common/interleaved.rs`), then criterion's groups.

#[path = "common/interleaved.rs"]
mod interleaved;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use crosswalk_benches::{INPUTS, Rng, SEED};
use interleaved::{interleaved, short_criterion};
use std::hint::black_box;

use crosswalk_benches::{instruction_set, with_instructions};

with_instructions!(instruction_set);

/// [`INPUTS`] random instructions, each of the 200 kinds as likely, from a generator seeded with
/// [`SEED`]; the operands are the instruction's index.
fn instructions() -> Vec<Inst<u32>> {
    let kinds: Vec<Inst<u32>> = (0..200u32).map(kind_of).collect();
    let mut rng = Rng::new(SEED);
    (0..INPUTS)
        .map(|_| kinds[rng.below(200) as usize].clone())
        .collect()
}

/// One instruction of each kind, found through the hand `match`'s order: the kinds are declared in
/// order, so the `n`th is the one whose hand opcode is the `n`th in the list.
fn kind_of(kind: u32) -> Inst<u32> {
    // Every shape the list uses, tried in turn; exactly one builds the `kind`th variant.
    build(kind).expect("a kind below 200")
}

macro_rules! builders {
    ($($name:ident $opcode:literal [$($fields:tt)*]),* $(,)?) => {
        /// The `kind`th instruction of the list, with every operand 1.
        fn build(kind: u32) -> Option<Inst<u32>> {
            let mut index = 0;
            $(
                if index == kind {
                    return Some(builders!(@make $name $($fields)*));
                }
                index += 1;
            )*
            let _ = index;
            None
        }
    };
    (@make $name:ident { dst: R, a: R, b: R }) => { Inst::$name { dst: 1, a: 1, b: 1 } };
    (@make $name:ident (R, i32)) => { Inst::$name(1, 1) };
    (@make $name:ident) => { Inst::$name };
}

with_instructions!(builders);

/// Each contender's whole loop, a function of its own to read in the disassembly.
mod contenders {
    use super::{Inst, Opcode, hand_opcode};

    #[inline(never)]
    pub fn crosswalk(data: &[Inst<u32>]) -> u64 {
        data.iter()
            .map(|inst| u64::from(Opcode::from(inst).get()))
            .sum()
    }

    #[inline(never)]
    pub fn translate(data: &[Inst<u32>]) -> u64 {
        data.iter()
            .map(|inst| inst.translate().map_or(0, |opcode| u64::from(opcode.get())))
            .sum()
    }

    #[inline(never)]
    pub fn hand_match(data: &[Inst<u32>]) -> u64 {
        data.iter().map(|inst| u64::from(hand_opcode(inst))).sum()
    }
}

/// One contender: its label and its whole loop.
type Contender = (&'static str, fn(&[Inst<u32>]) -> u64);

/// Rounds of the interleaved pass.
const ROUNDS: usize = 101;

fn instruction_set(c: &mut Criterion) {
    let data = instructions();
    let all: [Contender; 3] = [
        ("crosswalk", contenders::crosswalk),
        ("translate", contenders::translate),
        ("hand_match", contenders::hand_match),
    ];
    let expected = contenders::hand_match(&data);
    for (label, contender) in all {
        assert_eq!(contender(&data), expected, "{label}");
    }
    interleaved("instructions_200", &data, &all, &["hand_match"], ROUNDS);
    let mut group = c.benchmark_group("instructions_200");
    group.throughput(Throughput::Elements(INPUTS as u64));
    for (label, contender) in all {
        group.bench_function(label, |b| b.iter(|| contender(black_box(&data[..]))));
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = short_criterion();
    targets = instruction_set
}
criterion_main!(benches);
