//! Workloads for crosswalk's benchmarks (`benches/throughput.rs`): seeded random ordinals and
//! variants, and the fold every contender's results go through so none of them is optimised away.
//!
//! The contenders themselves (hand tables, hand matches, `num_enum` mirrors) live beside the bench in
//! `benches/common/`, so that criterion and `num_enum` stay dev-dependencies.

use crosswalk::Roster;

pub mod instructions;
pub mod predicates;
pub mod wide;

/// How many inputs one benchmark iteration translates.
pub const INPUTS: usize = 1_000_000;

/// The seed of every workload, so every run (and every contender) sees the same data.
pub const SEED: u64 = 0x00C0_FFEE_2026_0004;

/// A tiny deterministic generator (xorshift64*), so the workload needs no `rand`.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed` (zero is replaced, as xorshift would stay at zero).
    pub const fn new(seed: u64) -> Self {
        Self(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..bound` (`bound` > 0); the modulo bias is irrelevant at these bounds.
    pub fn below(&mut self, bound: u32) -> u32 {
        // The high half is the better-mixed one; `as u32` keeps exactly those 32 bits.
        #[allow(clippy::cast_possible_truncation)]
        let bits = (self.next_u64() >> 32) as u32;
        bits % bound
    }
}

/// Which ordinals a workload holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mix {
    /// Only ordinals of the source enum's variants (what a well-formed front end emits).
    Valid,
    /// One input in ten is an ordinal no variant has: half of those below the lowest variant
    /// (so below the base, where the index wraps), half up to 1000 past the highest.
    TenPercentOutOfRange,
}

impl Mix {
    /// Both mixes, in report order.
    pub const ALL: [Self; 2] = [Self::Valid, Self::TenPercentOutOfRange];

    /// The name used in benchmark ids.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Valid => "valid",
            Self::TenPercentOutOfRange => "oob10",
        }
    }
}

/// [`INPUTS`] random ordinals of `S` in the given mix, from a generator seeded with [`SEED`].
pub fn ordinals<S: Roster<Repr = u32>>(mix: Mix) -> Vec<u32> {
    let valid: Vec<i64> = S::VARIANTS
        .iter()
        .map(|variant| i64::from(variant.ordinal().get()))
        .collect();
    ordinals_among(&valid, mix, 1000, false)
        .into_iter()
        .map(|n| u32::try_from(n).unwrap_or(u32::MAX))
        .collect()
}

/// [`INPUTS`] random ordinals among `valid` in the given mix, from a generator seeded with
/// [`SEED`]. A bad one lies below the lowest where the ordinal type has room there (a lowest above
/// 0, or a `signed` type) or up to `spread` past the highest.
pub fn ordinals_among(valid: &[i64], mix: Mix, spread: u32, signed: bool) -> Vec<i64> {
    let lowest = valid.iter().copied().min().unwrap_or(0);
    let highest = valid.iter().copied().max().unwrap_or(0);
    let count = u32::try_from(valid.len()).unwrap_or(u32::MAX);
    let mut rng = Rng::new(SEED);
    (0..INPUTS)
        .map(|_| {
            let out_of_range = mix == Mix::TenPercentOutOfRange && rng.below(10) == 0;
            if !out_of_range {
                valid[rng.below(count) as usize]
            } else if lowest > 0 && rng.below(2) == 0 {
                i64::from(rng.below(u32::try_from(lowest).unwrap_or(1)))
            } else if signed && lowest <= 0 && rng.below(2) == 0 {
                lowest - 1 - i64::from(rng.below(spread))
            } else {
                highest + 1 + i64::from(rng.below(spread))
            }
        })
        .collect()
}

/// [`INPUTS`] random variants of `S`, from a generator seeded with [`SEED`].
///
/// # Panics
/// If `S` has no variants.
pub fn variants<S: Roster>() -> Vec<S> {
    let count = u32::try_from(S::VARIANTS.len()).expect("an enum has fewer than 2^32 variants");
    let mut rng = Rng::new(SEED);
    (0..INPUTS)
        .map(|_| S::VARIANTS[rng.below(count) as usize])
        .collect()
}

/// [`INPUTS`] random names of `S`'s variants in the given mix, from a generator seeded with
/// [`SEED`]. Under [`Mix::TenPercentOutOfRange`] one name in ten is no variant's: a real name with
/// its last byte dropped or with `_x` appended, so it shares a prefix (and often a length) with a
/// real one, the hard case for a lookup.
///
/// # Panics
/// If `S` has no variants.
pub fn names<S: Roster>(mix: Mix) -> Vec<&'static str> {
    let count = u32::try_from(S::NAMES.len()).expect("an enum has fewer than 2^32 variants");
    let mut rng = Rng::new(SEED);
    (0..INPUTS)
        .map(|_| {
            let unknown = mix == Mix::TenPercentOutOfRange && rng.below(10) == 0;
            let name = S::NAMES[rng.below(count) as usize];
            if !unknown {
                name
            } else if rng.below(2) == 0 {
                &name[..name.len() - 1]
            } else {
                // Leaked once per input at set-up, never inside a timed loop.
                Box::leak(format!("{name}_x").into_boxed_str())
            }
        })
        .collect()
}

/// What a benchmark keeps of its results: how many translations succeeded, and the XOR of the
/// target ordinals they gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Folded {
    /// Inputs that translated.
    pub ok: u32,
    /// XOR of every target ordinal produced.
    pub xor: u32,
}

/// Translates every input with `translate` (which gives the target ordinal, or `None` for an
/// error) and folds the results, so every translation has to be computed.
#[inline]
pub fn fold<I: Copy>(inputs: &[I], translate: impl Fn(I) -> Option<u32>) -> Folded {
    inputs
        .iter()
        .fold(Folded::default(), |acc, &input| match translate(input) {
            Some(target) => Folded {
                ok: acc.ok + 1,
                xor: acc.xor ^ target,
            },
            None => acc,
        })
}

#[cfg(test)]
mod tests {
    use super::{INPUTS, Mix, names, ordinals, variants};
    use crosswalk::Roster;
    use crosswalk::klr;

    #[test]
    fn mixes_hold_what_they_say() {
        let valid = ordinals::<klr::Dtype>(Mix::Valid);
        assert_eq!(valid.len(), INPUTS);
        assert!(valid.iter().all(|n| (1..=20).contains(n)));
        let mixed = ordinals::<klr::Dtype>(Mix::TenPercentOutOfRange);
        let bad = mixed.iter().filter(|n| !(1..=20).contains(*n)).count();
        assert!(
            (INPUTS / 12..INPUTS / 8).contains(&bad),
            "{bad} out of range"
        );
        assert_eq!(variants::<klr::Engine>().len(), INPUTS);
        let known = |name: &&str| klr::AluOp::NAMES.contains(name);
        assert!(names::<klr::AluOp>(Mix::Valid).iter().all(known));
        let unknown = names::<klr::AluOp>(Mix::TenPercentOutOfRange)
            .iter()
            .filter(|name| !known(name))
            .count();
        assert!(
            (INPUTS / 12..INPUTS / 8).contains(&unknown),
            "{unknown} unknown"
        );
    }
}
