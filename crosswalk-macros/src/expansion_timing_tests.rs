//! How long the `#[crosswalk]` expansion function itself takes (compile cost (c) in
//! BENCHMARKS.md): a 256-variant declaration (and a 16- and a 64-variant one, to see the growth)
//! built as a `proc_macro2` token stream and expanded many times, once with literal
//! discriminants and once with constant expressions. It prints microseconds per variant and
//! asserts nothing about time: it is `#[ignore]`d, and run on purpose with
//!
//! ```text
//! cargo test -p enum-crosswalk-macros --release -- --ignored --nocapture expansion
//! ```
//!
//! The time covers parsing the arguments and the enum, validating, and building the output token
//! stream, all on `proc_macro2`'s fallback (non-compiler) tokens. It does not cover the compiler
//! handing tokens over and back, nor compiling what the expansion generates.

use proc_macro2::TokenStream;
use std::fmt::Write as _;
use std::hint::black_box;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// Sizes timed; the last is the one BENCHMARKS.md reports.
const SIZES: [usize; 3] = [16, 64, 256];
/// Expansions per timed round; rounds are repeated and the median kept.
const EXPANSIONS_PER_ROUND: usize = 20;
const ROUNDS: usize = 15;

/// `(args, item)` for a crosswalk of `variants` variants from 1, mapped onto a permutation of the
/// target's variants, with one alias (of `S0`'s target, `T11`) and one rejected variant, so
/// every kind of cell is present.
pub(crate) fn declaration(variants: usize) -> (TokenStream, TokenStream) {
    declaration_with(variants, Discriminants::Literal)
}

/// How the timed declaration writes its discriminants.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Discriminants {
    /// `S5 = 6`: the macro places every variant itself.
    Literal,
    /// `S5 = FIRST + 5`: tables built by const evaluation in the generated code.
    Expression,
}

/// [`declaration`], with the discriminants written as `discriminants` says.
pub(crate) fn declaration_with(
    variants: usize,
    discriminants: Discriminants,
) -> (TokenStream, TokenStream) {
    let args = r#"to = target::Wide, base = 1, on_oob = throw("unknown ordinal")"#;
    let mut item = String::from("#[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub enum Wide {\n");
    for index in 0..variants {
        // An odd multiplier permutes 0..variants when variants is a power of two.
        let target = (index * 37 + 11) % variants;
        let ordinal = index + 1;
        let attribute = match index {
            1 => "#[to(T11, alias)]".to_owned(),
            2 => "#[reject(\"not here\")]".to_owned(),
            _ => format!("#[to(T{target})]"),
        };
        let _ = match discriminants {
            Discriminants::Literal => writeln!(item, "    {attribute} S{index} = {ordinal},"),
            Discriminants::Expression => {
                writeln!(item, "    {attribute} S{index} = FIRST + {index},")
            }
        };
    }
    item.push('}');
    (
        TokenStream::from_str(args).unwrap_or_default(),
        TokenStream::from_str(&item).unwrap_or_default(),
    )
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

#[test]
#[ignore = "a measurement, not a test: run with --ignored --nocapture"]
fn expansion_time_per_variant() {
    println!(
        "#[crosswalk] expansion, median of {ROUNDS} rounds of {EXPANSIONS_PER_ROUND} expansions"
    );
    for (variants, discriminants) in SIZES.into_iter().flat_map(|size| {
        [
            (size, Discriminants::Literal),
            (size, Discriminants::Expression),
        ]
    }) {
        let (args, item) = declaration_with(variants, discriminants);
        // The declaration must be valid, or we would be timing the error path.
        let output = crate::crosswalk::crosswalk(args.clone(), item.clone()).to_string();
        assert!(!output.contains("compile_error"), "{output}");

        let rounds = (0..ROUNDS)
            .map(|_| {
                let start = Instant::now();
                for _ in 0..EXPANSIONS_PER_ROUND {
                    black_box(crate::crosswalk::crosswalk(
                        black_box(args.clone()),
                        black_box(item.clone()),
                    ));
                }
                start.elapsed() / u32::try_from(EXPANSIONS_PER_ROUND).unwrap_or(1)
            })
            .collect();
        let per_expansion = median(rounds);
        let micros = per_expansion.as_secs_f64() * 1e6;
        #[allow(clippy::cast_precision_loss)]
        let per_variant = micros / variants as f64;
        println!(
            "{variants:>4} variants, {discriminants:?} discriminants: {micros:>9.1} µs per expansion, {per_variant:>6.2} µs per variant"
        );
    }
}
