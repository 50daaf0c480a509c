//! How much code the `#[crosswalk]` expansion holds per variant: the length of a 256-variant
//! declaration's expansion as a string (one space between tokens), divided by 256; checked against
//! a ceiling on every `cargo test`, printed with
//! `cargo test -p enum-crosswalk-macros -- --nocapture expanded_bytes`. Two declarations: the
//! timing test's (an alias and a rejected variant: the fallible tables of `Option` targets and
//! error sites) and a dense infallible one (the one shared table).

use crate::expansion_timing_tests::{Discriminants, declaration};

const VARIANTS: usize = 256;
/// A smaller declaration of the same kind, so the fixed part of the expansion can be taken out.
const SMALL: usize = 16;

/// Ceilings on the whole expansion's bytes per variant at 256 variants: the figures the expansion
/// gives (202 and 203 bytes per variant; both declarations' target shares the source's name, so
/// their docs write each target variant with the target's path, and the dense one's raw path is a
/// `match` with an arm per variant beside its table of targets) plus about 8%. They catch growth,
/// and are meant to be lowered whenever the expansion shrinks.
const MAX_BYTES_PER_VARIANT_GENERAL: usize = 218;
const MAX_BYTES_PER_VARIANT_SHARED: usize = 218;

/// Prints, and returns, the whole expansion's bytes per variant at [`VARIANTS`].
fn report(kind: &str, form: Discriminants) -> usize {
    let bytes = |variants| {
        let (args, item) = declaration(variants, form);
        let output = crate::crosswalk::crosswalk(args, item).to_string();
        // A declaration that fails would measure the error path.
        assert!(!output.contains("compile_error"), "{output}");
        output.len()
    };
    let (large, small) = (bytes(VARIANTS), bytes(SMALL));
    let per_variant = large / VARIANTS;
    let marginal = (large - small) / (VARIANTS - SMALL);
    println!(
        "{kind}: {large} bytes for {VARIANTS} variants, {per_variant} per variant \
         ({marginal} per added variant, {small} bytes for {SMALL})"
    );
    per_variant
}

#[test]
fn expanded_bytes_per_variant_general_tables() {
    let per_variant = report("fallible tables (alias, rejected)", Discriminants::Literal);
    assert!(
        per_variant <= MAX_BYTES_PER_VARIANT_GENERAL,
        "{per_variant} bytes per variant, ceiling {MAX_BYTES_PER_VARIANT_GENERAL}"
    );
}

#[test]
fn expanded_bytes_per_variant_shared_table() {
    let per_variant = report("shared table (dense, infallible)", Discriminants::Dense);
    assert!(
        per_variant <= MAX_BYTES_PER_VARIANT_SHARED,
        "{per_variant} bytes per variant, ceiling {MAX_BYTES_PER_VARIANT_SHARED}"
    );
}
