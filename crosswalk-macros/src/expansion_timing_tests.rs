//! How long the `#[crosswalk]` expansion function itself takes (compile cost (c) in
//! BENCHMARKS.md): a 256-variant declaration (and a 16- and a 64-variant one, to see the growth)
//! built as a `proc_macro2` token stream and expanded many times: on an enum with literal
//! discriminants, with constant expressions, and with a variant under `cfg` (the attribute and the
//! hidden derive it hands the enum to, both timed); and declared apart from the enums with
//! `declare!`. It prints microseconds per variant and asserts nothing about time: it is
//! `#[ignore]`d, and run on purpose with
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
    /// Literal, with one more variant under a `cfg` that does not hold.
    Configured,
    /// The same mapping in `crosswalk::declare!`, from another crate's enum.
    Declared,
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
            Discriminants::Literal | Discriminants::Configured => {
                writeln!(item, "    {attribute} S{index} = {ordinal},")
            }
            Discriminants::Expression => {
                writeln!(item, "    {attribute} S{index} = FIRST + {index},")
            }
            Discriminants::Declared => Ok(()),
        };
    }
    if let Discriminants::Configured = discriminants {
        let _ = writeln!(
            item,
            "    #[cfg(any())] #[to(T0, alias)] Extra = {},",
            variants + 1
        );
    }
    item.push('}');
    if let Discriminants::Declared = discriminants {
        let mut declared = format!("#[crosswalk({args})]\npub enum Holder for source::Wide {{\n");
        for index in 0..variants {
            let target = (index * 37 + 11) % variants;
            let _ = match index {
                1 => writeln!(declared, "    S{index} => (T11, alias),"),
                2 => writeln!(declared, "    S{index} => reject(\"not here\"),"),
                _ => writeln!(declared, "    S{index} => T{target},"),
            };
        }
        declared.push('}');
        return (
            TokenStream::new(),
            TokenStream::from_str(&declared).unwrap_or_default(),
        );
    }
    (
        TokenStream::from_str(args).unwrap_or_default(),
        TokenStream::from_str(&item).unwrap_or_default(),
    )
}

/// One expansion of `discriminants`' form, as the compiler would run it: for `Configured`, the
/// attribute, then the derive on `evaluated`, the enum it hands over with its `cfg` evaluated
/// (which is the compiler's work, so made once, outside the timing).
fn expand(
    discriminants: Discriminants,
    args: &TokenStream,
    item: &TokenStream,
    evaluated: &TokenStream,
) -> TokenStream {
    match discriminants {
        Discriminants::Declared => crate::crosswalk::declare(item.clone()),
        Discriminants::Literal | Discriminants::Expression => {
            crate::crosswalk::crosswalk(args.clone(), item.clone())
        }
        Discriminants::Configured => {
            black_box(crate::crosswalk::crosswalk(args.clone(), item.clone()));
            crate::crosswalk::configured_crosswalk(evaluated)
        }
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
            (size, Discriminants::Configured),
            (size, Discriminants::Declared),
        ]
    }) {
        let (args, item) = declaration_with(variants, discriminants);
        // The declaration must be valid, or we would be timing the error path.
        let evaluated = evaluated(&crate::crosswalk::crosswalk(args.clone(), item.clone()));
        let output = expand(discriminants, &args, &item, &evaluated).to_string();
        assert!(!output.contains("compile_error"), "{output}");
        assert!(output.contains("translate_ordinal"), "{output}");

        let rounds = (0..ROUNDS)
            .map(|_| {
                let start = Instant::now();
                for _ in 0..EXPANSIONS_PER_ROUND {
                    black_box(expand(
                        discriminants,
                        black_box(&args),
                        black_box(&item),
                        black_box(&evaluated),
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

/// `(args, item)` for a `#[crosswalk::checked]` function of `arms` mapping arms (a permutation
/// onto the target, one arm an alias instead) and a hand-written `_` arm, with the one target no
/// arm produces in `unreached` and the inverse asked for.
fn checked_function(arms: usize) -> (TokenStream, TokenStream) {
    let mut item =
        String::from("pub const fn wide(source: Source) -> Target {\n    match source {\n");
    for index in 0..arms {
        let target = (index * 37 + 11) % arms;
        let _ = match index {
            1 => writeln!(item, "        #[alias] Source::S{index} => Target::T11,"),
            _ => writeln!(item, "        Source::S{index} => Target::T{target},"),
        };
    }
    item.push_str("        _ => panic!(\"no target\"),\n    }\n}");
    (
        TokenStream::from_str(&format!(
            "unreached = [Target::T{}], inverse = source_of",
            48 % arms
        ))
        .unwrap_or_default(),
        TokenStream::from_str(&item).unwrap_or_default(),
    )
}

#[test]
#[ignore = "a measurement, not a test: run with --ignored --nocapture"]
fn checked_expansion_time_per_arm() {
    println!(
        "#[crosswalk::checked] expansion, median of {ROUNDS} rounds of {EXPANSIONS_PER_ROUND} expansions"
    );
    for arms in SIZES {
        let (args, item) = checked_function(arms);
        let output = crate::checked::checked(args.clone(), item.clone()).to_string();
        assert!(!output.contains("compile_error"), "{output}");
        assert!(output.contains("fn source_of"), "{output}");
        let rounds = (0..ROUNDS)
            .map(|_| {
                let start = Instant::now();
                for _ in 0..EXPANSIONS_PER_ROUND {
                    black_box(crate::checked::checked(
                        black_box(args.clone()),
                        black_box(item.clone()),
                    ));
                }
                start.elapsed() / u32::try_from(EXPANSIONS_PER_ROUND).unwrap_or(1)
            })
            .collect();
        let micros = median(rounds).as_secs_f64() * 1e6;
        #[allow(clippy::cast_precision_loss)]
        let per_arm = micros / arms as f64;
        println!("{arms:>4} arms: {micros:>9.1} µs per expansion, {per_arm:>6.2} µs per arm");
    }
}
