//! The tables a crosswalk's paths share, hidden constants of the translators' type: an unchecked
//! crosswalk's targets, a checked one's `Option` targets and error sites.

use super::context::Expansion;
use super::table::{Hole, Table, TableKind};
use crate::crosswalk::model::{Outcome, Policy, TargetRef};
use proc_macro2::TokenStream;
use quote::ToTokens as _;

pub fn definition(expansion: &Expansion<'_>) -> TokenStream {
    if expansion.crosswalk.layout.checked {
        checked_tables(expansion)
    } else {
        target_table(expansion)
    }
}

/// `const NAME: [Target; LEN] = [...];`, with one more slot holding the default when the raw path
/// clamps onto it.
fn target_table(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let any = expansion.any_target();
    let values = expansion.target_values();
    // A slot no variant has is never read, unless it stands for a variant no line names.
    let wildcard = crosswalk.wildcard.as_ref().and_then(Outcome::target);
    let hole = match wildcard.or(any) {
        Some(target) => expansion.table_value(target),
        None => TokenStream::new(),
    };
    let padding = match crosswalk.policy.default_target() {
        Some(target) if crosswalk.layout.raw.pads_typed_tables() => {
            Some(expansion.table_value(target))
        }
        _ => None,
    };
    let table = Table {
        kind: TableKind::Typed,
        values,
        hole: Hole::Value(hole),
        padding,
    };
    let name = crosswalk.methods.targets_table.to_token_stream();
    let aliases = expansion.table_aliases();
    let table = expansion.table(&name, &table, &expansion.target_type, &aliases);
    template!(table => #[doc(hidden)] #table)
}

/// A table of `Option<Target>` (a rejected or unreachable slot is `None`) and, read only on that
/// cold path, a table of error sites. A slot no variant has holds a `_` line's outcome, or else
/// the raw outcome of its ordinal: `None` with the out-of-range site under `throw`, the default
/// under `default`. A table of whole `Result`s instead lets the optimiser branch on the variant
/// in the caller's loop.
fn checked_tables(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let private = &expansion.private;
    let mapped = |target: &TargetRef| {
        let value = expansion.table_value(target);
        (template!(value => __Some(#value)), template!(=> __UNUSED))
    };
    let cell = |outcome: &Outcome, variant| match outcome.target() {
        Some(target) => mapped(target),
        None => (
            template!(=> __None),
            expansion.failure_site(outcome, variant),
        ),
    };
    let each = expansion.source.variants.iter().zip(&crosswalk.outcomes);
    let (targets, sites): (Vec<_>, Vec<_>) =
        (each.map(|(variant, outcome)| cell(outcome, Some(&variant.ident)))).unzip();
    let (hole_target, hole_site) = match (&crosswalk.wildcard, &crosswalk.policy) {
        (Some(wildcard), _) => cell(wildcard, None),
        (None, Policy::Default { target }) => mapped(target),
        (None, Policy::Throw { .. } | Policy::Compute { .. }) => {
            (template!(=> __None), template!(=> __OUT_OF_RANGE))
        }
    };
    // The raw path clamps an ordinal past the end onto one more slot, `None` with the
    // out-of-range site (see `RawLookup::TypedTables`).
    let past_end = crosswalk.layout.raw.pads_typed_tables();
    let targets = Table {
        kind: TableKind::Typed,
        values: targets,
        hole: Hole::Value(hole_target),
        padding: past_end.then_some(template!(=> __None)),
    };
    let sites = Table {
        kind: TableKind::Typed,
        values: sites,
        hole: Hole::Value(hole_site),
        padding: past_end.then_some(template!(=> __OUT_OF_RANGE)),
    };
    let target = &expansion.target_type;
    let option = template!(target => ::core::option::Option<#target>);
    let name = crosswalk.methods.targets_table.to_token_stream();
    let targets = expansion.table(&name, &targets, &option, &expansion.table_aliases());
    let site_type = template!(private => &'static #private::ErrorSite);
    let mut prelude = template! {site_type, private =>
        #[allow(dead_code)]
        const __UNUSED: #site_type = &#private::ErrorSite::UNUSED;
    };
    // Either site may have no slot of its own (no hole, every slot rejected).
    if let Some(site) = expansion.out_of_range_site() {
        prelude.extend(template!(site_type, site => #[allow(dead_code)] const __OUT_OF_RANGE: #site_type = #site;));
    }
    let sites_name = crosswalk.methods.sites_table.to_token_stream();
    let sites = expansion.table(&sites_name, &sites, &site_type, &prelude);
    template! {targets, sites =>
        #[doc(hidden)]
        #targets
        #[doc(hidden)]
        #sites
    }
}
