//! Gathers, for each crosswalk, the one entry each variant gives it, reporting a variant that
//! gives one crosswalk two entries.

use crate::crosswalk::model::WalkName;
use crate::crosswalk::parse::Entry;
use crate::diagnostics::Diagnostics;
use syn::Ident;

/// What a variant gives one crosswalk.
#[derive(Clone, Copy)]
pub enum VariantClaim<'a> {
    /// Its one entry (whose claim is `None` when malformed and already reported).
    Entry(&'a Entry),
    /// No entry. `excused` when the variant has an entry that belongs to no crosswalk (a
    /// misspelt key, already reported): "no outcome" would only repeat that error.
    Nothing { excused: bool },
}

/// `claims[walk][variant]`: what each variant gives each crosswalk.
pub fn claims<'a>(
    variants: &[Ident],
    entries: &'a [Vec<Entry>],
    owners: &[Vec<Option<usize>>],
    names: &[Option<WalkName>],
    diagnostics: &mut Diagnostics,
) -> Vec<Vec<VariantClaim<'a>>> {
    let mut claims = vec![Vec::with_capacity(entries.len()); names.len()];
    for ((variant_entries, variant_owners), variant) in entries.iter().zip(owners).zip(variants) {
        let excused = variant_owners.iter().any(Option::is_none);
        for (walk, walk_claims) in claims.iter_mut().enumerate() {
            let mut own = variant_entries
                .iter()
                .zip(variant_owners)
                .filter(|(_, owner)| **owner == Some(walk))
                .map(|(entry, _)| entry);
            let claim = match own.next() {
                Some(first) => {
                    for extra in own {
                        report_second_entry(first, extra, names.get(walk), variant, diagnostics);
                    }
                    VariantClaim::Entry(first)
                }
                None => VariantClaim::Nothing { excused },
            };
            walk_claims.push(claim);
        }
    }
    claims
}

fn report_second_entry(
    first: &Entry,
    extra: &Entry,
    name: Option<&Option<WalkName>>,
    variant: &Ident,
    diagnostics: &mut Diagnostics,
) {
    let which = match name.and_then(Option::as_ref) {
        Some(name) => format!(" in the crosswalk `{}`", name.short),
        None => String::new(),
    };
    let (at, first_at): (&dyn quote::ToTokens, &dyn quote::ToTokens) =
        match (&first.key, &extra.key) {
            (Some(first_key), Some(extra_key)) => (extra_key, first_key),
            _ => (&extra.keyword, &first.keyword),
        };
    let first_maps = first.keyword.is_ident("to");
    let extra_maps = extra.keyword.is_ident("to");
    let (message, help, note) = match (first_maps, extra_maps) {
        (true, true) => (
            format!("a variant maps to one target{which}: `#[to]` is given twice"),
            "keep one `#[to(…)]`".to_owned(),
            "first `#[to]` here".to_owned(),
        ),
        (false, false) => (
            format!("`#[reject]` is given twice{which}"),
            "keep one `#[reject]`".to_owned(),
            "first `#[reject]` here".to_owned(),
        ),
        _ => (
            format!("`{variant}` cannot both map (`#[to]`) and be rejected (`#[reject]`){which}"),
            "keep one of the two".to_owned(),
            if first_maps {
                format!("`{variant}` maps here")
            } else {
                format!("`{variant}` is rejected here")
            },
        ),
    };
    diagnostics.error_with_note(at, format!("{message}\n\n= help: {help}"), first_at, note);
}
