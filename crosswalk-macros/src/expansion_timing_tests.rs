//! How long the expansion functions themselves take (compile cost (c) in BENCHMARKS.md):
//! `#[crosswalk]` on a 256-variant declaration (and a 16- and a 64-variant one, to see the
//! growth) on an enum with literal discriminants, with constant expressions, and with a variant
//! under `cfg` (the attribute and the hidden derive it hands the enum to, both timed), and
//! declared apart from the enums with `declare!`; `#[crosswalk::checked]` on functions of as many
//! arms. It prints microseconds per variant and asserts nothing about time: it is `#[ignore]`d,
//! and run on purpose with
//!
//! ```text
//! cargo test -p enum-crosswalk-macros --release -- --ignored --nocapture expansion
//! ```
//!
//! The time is the expansion's on `proc_macro2`'s fallback tokens: not the compiler handing tokens
//! over and back, nor compiling the expansion.

use proc_macro2::TokenStream;
use std::fmt::Write as _;
use std::hint::black_box;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// Sizes timed; the last is the one BENCHMARKS.md reports.
const SIZES: [usize; 3] = [16, 64, 256];
/// Expansions per timed round; rounds are repeated and the median kept.
const EXPANSIONS_PER_ROUND: u32 = 20;
const ROUNDS: usize = 15;

/// How the declaration writes its discriminants and variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Discriminants {
    /// `S5 = 6`: the macro places every variant itself.
    Literal,
    /// `S5 = FIRST + 5`: tables built by const evaluation in the generated code.
    Expression,
    /// Literal, with one more variant under a `cfg` that does not hold.
    Configured,
    /// The same mapping in `crosswalk::declare!`, from another crate's enum.
    Declared,
    /// Literal, with every variant mapped (no alias, none rejected): an infallible crosswalk.
    Dense,
}

/// `(args, item)` for a crosswalk of `variants` variants from 1, mapped onto a permutation of the
/// target's variants, with (unless `Dense`) one alias (of `S0`'s target, `T11`) and one rejected
/// variant, so every kind of cell is present.
pub(crate) fn declaration(variants: usize, form: Discriminants) -> (TokenStream, TokenStream) {
    let args = r#"to = target::Wide, base = 1, on_oob = throw("unknown ordinal")"#;
    let mut item = String::from("#[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub enum Wide {\n");
    let mut declared = format!("#[crosswalk({args})]\npub enum Holder for source::Wide {{\n");
    for index in 0..variants {
        // An odd multiplier permutes 0..variants when variants is a power of two.
        let target = format!("T{}", (index * 37 + 11) % variants);
        let (attribute, mapping) = match index {
            1 if form != Discriminants::Dense => {
                ("#[to(T11, alias)]".into(), "(T11, alias)".into())
            }
            2 if form != Discriminants::Dense => (
                "#[reject(\"not here\")]".into(),
                "reject(\"not here\")".into(),
            ),
            _ => (format!("#[to({target})]"), target),
        };
        let discriminant = match form {
            Discriminants::Expression => format!("FIRST + {index}"),
            _ => (index + 1).to_string(),
        };
        let _ = writeln!(item, "    {attribute} S{index} = {discriminant},");
        let _ = writeln!(declared, "    S{index} => {mapping},");
    }
    if form == Discriminants::Configured {
        let _ = writeln!(
            item,
            "    #[cfg(any())] #[to(T0, alias)] Extra = {},",
            variants + 1
        );
    }
    item.push('}');
    declared.push('}');
    let lex = |source: &str| TokenStream::from_str(source).unwrap_or_default();
    match form {
        Discriminants::Declared => (TokenStream::new(), lex(&declared)),
        _ => (lex(args), lex(&item)),
    }
}

/// The enum the attribute hands to the derive, as the compiler hands it over: without the derive
/// attribute and without the variants under a `cfg` (every one in this test is false).
fn evaluated(handed: &TokenStream) -> TokenStream {
    let Ok(mut item) = syn::parse2::<syn::DeriveInput>(handed.clone()) else {
        return TokenStream::new();
    };
    item.attrs
        .retain(|attribute| !attribute.path().is_ident("derive"));
    if let syn::Data::Enum(data) = &mut item.data {
        data.variants = std::mem::take(&mut data.variants)
            .into_iter()
            .filter(|variant| {
                !variant
                    .attrs
                    .iter()
                    .any(|attribute| attribute.path().is_ident("cfg"))
            })
            .collect();
    }
    quote::ToTokens::into_token_stream(item)
}

/// Checks that `expand` makes no error and writes `expected` (or we would be timing the error
/// path), then prints the median time of one expansion, per expansion and per `unit`.
fn time(count: usize, label: &str, unit: &str, expected: &str, expand: &dyn Fn() -> TokenStream) {
    let output = expand().to_string();
    assert!(!output.contains("compile_error"), "{output}");
    assert!(output.contains(expected), "{output}");
    let mut rounds: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..EXPANSIONS_PER_ROUND {
                black_box(expand());
            }
            start.elapsed() / EXPANSIONS_PER_ROUND
        })
        .collect();
    rounds.sort();
    let micros = rounds[ROUNDS / 2].as_secs_f64() * 1e6;
    #[allow(clippy::cast_precision_loss)]
    let per_unit = micros / count as f64;
    println!("{count:>4} {label}: {micros:>9.1} µs per expansion, {per_unit:>6.2} µs per {unit}");
}

#[test]
#[ignore = "a measurement, not a test: run with --ignored --nocapture"]
fn expansion_time_per_variant() {
    use Discriminants::{Configured, Declared, Expression, Literal};
    println!(
        "#[crosswalk] expansion, median of {ROUNDS} rounds of {EXPANSIONS_PER_ROUND} expansions"
    );
    for variants in SIZES {
        for form in [Literal, Expression, Configured, Declared] {
            let (args, item) = declaration(variants, form);
            let attribute = || crate::crosswalk::crosswalk(black_box(&args).clone(), item.clone());
            // The derive's input is the compiler's work, so made once, outside the timing.
            let evaluated = evaluated(&attribute());
            let label = format!("variants, {form:?} discriminants");
            time(
                variants,
                &label,
                "variant",
                "translate_ordinal",
                &|| match form {
                    Declared => crate::crosswalk::declare(black_box(&item).clone()),
                    Configured => {
                        black_box(attribute());
                        crate::crosswalk::configured_crosswalk(black_box(&evaluated))
                    }
                    _ => attribute(),
                },
            );
        }
    }
}

#[test]
#[ignore = "a measurement, not a test: run with --ignored --nocapture"]
fn checked_expansion_time_per_arm() {
    println!(
        "#[crosswalk::checked] expansion, median of {ROUNDS} rounds of {EXPANSIONS_PER_ROUND} expansions"
    );
    for arms in SIZES {
        // `arms` mapping arms (a permutation onto the target, one arm an alias instead) and a
        // hand-written `_` arm, with the one target no arm produces in `unreached`, and the
        // inverse asked for.
        let mut item =
            String::from("pub const fn wide(source: Source) -> Target {\n    match source {\n");
        for index in 0..arms {
            let (alias, target) = match index {
                1 => ("#[alias] ", 11),
                _ => ("", (index * 37 + 11) % arms),
            };
            let _ = writeln!(
                item,
                "        {alias}Source::S{index} => Target::T{target},"
            );
        }
        item.push_str("        _ => panic!(\"no target\"),\n    }\n}");
        let args = format!("unreached = [Target::T{}], inverse = source_of", 48 % arms);
        let (args, item) = (
            TokenStream::from_str(&args).unwrap_or_default(),
            TokenStream::from_str(&item).unwrap_or_default(),
        );
        time(arms, "arms", "arm", "fn source_of", &|| {
            crate::checked::checked(black_box(args.clone()), black_box(item.clone()))
        });
    }
}
