//! The tables a crosswalk's paths share, emitted once as hidden associated constants so the
//! expansion (and the compiler's work on it) holds one entry per variant: a dense, infallible
//! crosswalk's one table of targets, read by `translate(self)` (indexed by discriminant),
//! `translate_ordinal` (indexed by `n - base`) and `From`; a fallible crosswalk's `Option` targets
//! and error sites, read by `translate(self)` and `translate_ordinal`.

use super::walk::Walk;
use crate::crosswalk::model::{Layout, Outcome, Policy, RawRead};
use proc_macro2::TokenStream;
use quote::quote;

/// The shared tables' definitions; nothing when the crosswalk has none.
pub fn definition(walk: &Walk<'_>) -> TokenStream {
    let Some(layout) = walk.crosswalk.layout() else {
        return TokenStream::new();
    };
    match layout.raw {
        RawRead::Shared { clamped, .. } => target_table(walk, layout, clamped),
        RawRead::Fallible { .. } => fallible_tables(walk, layout),
        RawRead::Own => TokenStream::new(),
    }
}

/// `const NAME: [Target; LEN] = [...];`, with one more slot holding the default when the raw path
/// clamps onto it.
fn target_table(walk: &Walk<'_>, layout: &Layout, clamped: bool) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let mut values: Vec<TokenStream> = layout
        .slots
        .iter()
        .filter_map(|slot| walk.target_or_filler(*slot))
        .map(|target| walk.table_value(target))
        .collect();
    if let (true, Policy::Default { target }) = (clamped, &crosswalk.policy) {
        values.push(walk.table_value(target));
    }
    let names = walk.table_names();
    let name = &crosswalk.methods.shared_table;
    let target = &crosswalk.target.path;
    let len = values.len();
    quote! {
        #[doc(hidden)]
        const #name: [#target; #len] = {
            #names
            [#(#values),*]
        };
    }
}

/// A table of `Option<Target>` (a rejected slot is `None`) and, read only on that cold path, a
/// table of error sites. A slot no variant owns holds the raw outcome of its ordinal: `None` with
/// the out-of-range site under `throw`, the default under `default` (the typed path never reads
/// it). Copying a whole precomputed `Result` instead is branch-free in `translate(self)` but lets
/// the optimiser branch on the variant in the caller's loop, which measured 2.7× slower on random
/// input (BENCHMARKS.md).
fn fallible_tables(walk: &Walk<'_>, layout: &Layout) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let private = &walk.private;
    let target = &crosswalk.target.path;
    let out_of_range = walk.out_of_range_site();
    // Either site may have no slot of its own (no hole, every slot rejected).
    let site_names = quote! {
        #[allow(dead_code)]
        const __UNUSED: &'static #private::ErrorSite = &#private::ErrorSite::UNUSED;
    };
    let out_of_range_name = out_of_range.as_ref().map(|site| {
        quote!(#[allow(dead_code)] const __OUT_OF_RANGE: &'static #private::ErrorSite = #site;)
    });
    let unused = quote!(__UNUSED);
    let (targets, sites): (Vec<TokenStream>, Vec<TokenStream>) = layout
        .slots
        .iter()
        .map(|slot| {
            let outcome = slot.and_then(|index| crosswalk.outcomes.get(index));
            match (outcome, &crosswalk.policy, &out_of_range) {
                (Some(Outcome::Rejected { message }), ..) => {
                    (quote!(__None), walk.rejected_site(message.as_ref()))
                }
                (Some(Outcome::Mapped { target, .. } | Outcome::Default { target }), ..)
                | (None, Policy::Default { target }, _) => {
                    let value = walk.table_value(target);
                    (quote!(__Some(#value)), unused.clone())
                }
                (None, Policy::Throw { .. }, _) => (quote!(__None), quote!(__OUT_OF_RANGE)),
            }
        })
        .unzip();
    let (name, sites_name) = (
        &crosswalk.methods.shared_table,
        &crosswalk.methods.error_sites,
    );
    let len = layout.slots.len();
    let names = walk.table_names();
    quote! {
        #[doc(hidden)]
        const #name: [::core::option::Option<#target>; #len] = {
            #names
            [#(#targets),*]
        };
        #[doc(hidden)]
        const #sites_name: [&'static #private::ErrorSite; #len] = {
            #site_names
            #out_of_range_name
            [#(#sites),*]
        };
    }
}
