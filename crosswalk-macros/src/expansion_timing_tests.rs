//! How long the expansion functions take on `proc_macro2`'s fallback tokens (compile cost (c) in
//! BENCHMARKS.md), per variant or arm; `#[ignore]`d, run with
//! `cargo test -p enum-crosswalk-macros --release -- --ignored --nocapture expansion`.

use proc_macro2::TokenStream;
use std::fmt::Write as _;
use std::hint::black_box;
use std::str::FromStr;
use std::time::{Duration, Instant};

const SIZES: [usize; 3] = [16, 64, 256];
const EXPANSIONS_PER_ROUND: u32 = 20;
const ROUNDS: usize = 15;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Discriminants {
    /// `S5 = 6`.
    Literal,
    /// `S5 = FIRST + 5`.
    Expression,
    /// Literal, and one more variant under a `cfg` that does not hold.
    Configured,
    /// In `crosswalk::declare!`.
    Declared,
    /// Literal, every variant mapped: an infallible crosswalk.
    Dense,
}

/// `(args, item)` for a crosswalk of `variants` variants onto a permutation of the target's, with
/// (unless `Dense`) one alias and one rejected variant.
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

/// The enum the attribute hands to the derive, as the compiler would: no derive, no `cfg` variant.
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

/// Prints the median time of one expansion, after checking it is not the error path.
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
        // A permutation, one arm an alias, a hand-written `_` arm, `unreached` and the inverse.
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
