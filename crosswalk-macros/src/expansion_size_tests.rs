//! How much code the `#[crosswalk]` expansion holds per variant (its string's bytes at 256
//! variants, divided by 256), against a ceiling; `-- --nocapture expanded_bytes` prints it.

use crate::expansion_timing_tests::{Discriminants, declaration};

const VARIANTS: usize = 256;
/// A smaller declaration, so the fixed part of the expansion can be taken out.
const SMALL: usize = 16;

/// The larger figure the expansion gives (214 and 243 bytes per variant, its fixed part counted),
/// and a byte: to be lowered whenever the expansion shrinks. The keys of going back, written as a
/// cast of each target's path, took it from 219 to 245: const evaluation would otherwise search
/// the target's discriminants for each key.
const MAX_BYTES_PER_VARIANT: usize = 244;

/// Prints the whole expansion's bytes per variant at [`VARIANTS`], and checks the ceiling.
fn report(kind: &str, form: Discriminants) {
    let bytes = |variants| {
        let (args, item) = declaration(variants, form);
        let output = crate::crosswalk::crosswalk(args, item).to_string();
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
    assert!(
        per_variant <= MAX_BYTES_PER_VARIANT,
        "{per_variant} bytes per variant, ceiling {MAX_BYTES_PER_VARIANT}"
    );
}

#[test]
fn expanded_bytes_per_variant_general_tables() {
    report("fallible tables (alias, rejected)", Discriminants::Literal);
}

#[test]
fn expanded_bytes_per_variant_shared_table() {
    report("shared table (dense, infallible)", Discriminants::Dense);
}
