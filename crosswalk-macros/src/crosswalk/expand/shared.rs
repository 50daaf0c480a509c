//! The tables a crosswalk's paths share, emitted once as hidden associated constants of the type
//! the translators are defined on, so the expansion (and the compiler's work on it) holds one
//! entry per variant: an unchecked crosswalk's table of targets, read by `translate` (indexed by
//! discriminant), `From` and, where every cell from `base` is a variant's and the raw path is not a
//! `match` on the cell (see `raw`), `translate_ordinal` (indexed by `n - base`); a checked one's `Option` targets and error sites, read by `translate`
//! and, where the raw path shares them, `translate_ordinal`.

use super::context::Expansion;
use super::table::{EmptySlotOrdinal, Table, TableKind};
use crate::crosswalk::model::{Outcome, Policy};
use proc_macro2::TokenStream;
use quote::quote;

/// The shared tables' definitions.
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
    let values = (0..expansion.source.variants.len())
        .filter_map(|index| expansion.target_or_any(Some(index)))
        .map(|target| expansion.table_value(target))
        .collect();
    // A slot no variant has is never read, unless it stands for a variant no line names.
    let filler = crosswalk
        .wildcard
        .as_ref()
        .and_then(Outcome::target)
        .or_else(|| expansion.target_or_any(None))
        .map(|target| expansion.table_value(target));
    let hole = move |_: EmptySlotOrdinal| quote!(#filler);
    let padding = crosswalk
        .policy
        .default_target()
        .filter(|_| crosswalk.layout.raw.pads_typed_tables())
        .map(|target| expansion.table_value(target));
    let table = Table {
        kind: TableKind::Typed,
        values,
        hole: &hole,
        padding,
    };
    let target = expansion.target_type();
    let element = quote!(#target);
    let array = expansion.table(&table, &element);
    let len = expansion.table_type_len(&table);
    let names = expansion.table_aliases();
    let name = &crosswalk.methods.targets_table;
    quote! {
        #[doc(hidden)]
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        const #name: [#target; #len] = {
            #names
            #array
        };
    }
}

/// A table of `Option<Target>` (a rejected or unreachable slot is `None`) and, read only on that
/// cold path, a table of error sites. A slot no variant has holds a declaration's `_` outcome, or
/// else the raw outcome of its ordinal: `None` with the out-of-range site under `throw`, the
/// default under `default` (the typed path never reads it). Copying a whole precomputed `Result`
/// instead is branch-free in `translate` but lets the optimiser branch on the variant in the
/// caller's loop, which measured 2.7× slower on random input (BENCHMARKS.md).
fn checked_tables(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let private = &expansion.private;
    let target = expansion.target_type();
    let out_of_range = expansion.out_of_range_site();
    let unused = quote!(__UNUSED);
    let cell = |outcome: &Outcome, variant| match outcome {
        Outcome::Rejected { .. } | Outcome::Unreachable { .. } => {
            (quote!(__None), expansion.failure_site(outcome, variant))
        }
        Outcome::Mapped { target, .. } | Outcome::Default { target } => {
            let value = expansion.table_value(target);
            (quote!(__Some(#value)), unused.clone())
        }
    };
    let (targets, sites): (Vec<TokenStream>, Vec<TokenStream>) = expansion
        .source
        .variants
        .iter()
        .zip(&crosswalk.outcomes)
        .map(|(variant, outcome)| cell(outcome, Some(&variant.ident)))
        .unzip();
    let (hole_target, hole_site) = match (&crosswalk.wildcard, &crosswalk.policy) {
        (Some(wildcard), _) => cell(wildcard, None),
        (None, Policy::Default { target }) => {
            let value = expansion.table_value(target);
            (quote!(__Some(#value)), unused.clone())
        }
        (None, Policy::Throw { .. } | Policy::Compute { .. }) => {
            (quote!(__None), quote!(__OUT_OF_RANGE))
        }
    };
    // The raw path clamps an ordinal past the end onto one more slot, `None` with the
    // out-of-range site (see `RawLookup::TypedOutcomeTables`).
    let past_end = crosswalk.layout.raw.pads_typed_tables();
    let target_hole = move |_: EmptySlotOrdinal| hole_target.clone();
    let site_hole = move |_: EmptySlotOrdinal| hole_site.clone();
    let targets = Table {
        kind: TableKind::Typed,
        values: targets,
        hole: &target_hole,
        padding: past_end.then(|| quote!(__None)),
    };
    let sites = Table {
        kind: TableKind::Typed,
        values: sites,
        hole: &site_hole,
        padding: past_end.then(|| quote!(__OUT_OF_RANGE)),
    };
    let option = quote!(::core::option::Option<#target>);
    let site = quote!(&'static #private::ErrorSite);
    let targets_array = expansion.table(&targets, &option);
    let sites_array = expansion.table(&sites, &site);
    let len = expansion.table_type_len(&targets);
    // Either site may have no slot of its own (no hole, every slot rejected).
    let out_of_range = out_of_range.map(|site| {
        quote!(#[allow(dead_code)] const __OUT_OF_RANGE: &'static #private::ErrorSite = #site;)
    });
    let (name, sites_name) = (
        &crosswalk.methods.targets_table,
        &crosswalk.methods.sites_table,
    );
    let names = expansion.table_aliases();
    quote! {
        #[doc(hidden)]
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        const #name: [#option; #len] = {
            #names
            #targets_array
        };
        #[doc(hidden)]
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        const #sites_name: [#site; #len] = {
            #[allow(dead_code)]
            const __UNUSED: &'static #private::ErrorSite = &#private::ErrorSite::UNUSED;
            #out_of_range
            #sites_array
        };
    }
}
