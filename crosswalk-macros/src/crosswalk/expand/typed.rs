//! `translate(self)` and `From`: a `const` table indexed by the discriminant, one load. Not a
//! `match`: the optimiser turns small ones into shift tricks and fallible ones (whose arms build
//! different `Result` shapes) into an indirect jump.

use super::walk::Walk;
use crate::crosswalk::model::Outcome;
use proc_macro2::TokenStream;
use quote::quote;

pub fn translate_body(walk: &Walk<'_>) -> TokenStream {
    if walk.crosswalk.fallible {
        outcome_table(walk)
    } else {
        let lookup = target_table(walk, &quote!(self));
        quote!(::core::result::Result::Ok(#lookup))
    }
}

/// The target of `source` (an expression of the source type) for a crosswalk with no rejected
/// variant.
pub fn target_table(walk: &Walk<'_>, source: &TokenStream) -> TokenStream {
    let layout = &walk.crosswalk.layout;
    let first = layout.first_slot;
    let index = quote!((#source as ::core::primitive::u32 - #first) as ::core::primitive::usize);
    if layout.shared_offset.is_some() {
        let source_type = &walk.source.ident;
        let table = &walk.crosswalk.methods.shared_table;
        return quote!(#source_type::#table[#index]);
    }
    let target = &walk.crosswalk.target.path;
    let len = layout.slots.len();
    // A slot no variant owns is never indexed (a source value is always a real variant); it holds
    // some target only because an array needs a value there.
    let targets = layout
        .slots
        .iter()
        .filter_map(|slot| walk.target_or_filler(*slot))
        .map(|target| walk.target_value(target));
    quote! {{
        const TARGETS: [#target; #len] = [#(#targets),*];
        TARGETS[#index]
    }}
}

/// For a crosswalk with rejected variants: a table of `Option<Target>` (a rejected slot is
/// `None`) and, read only on that cold path, a table of error sites. Copying a whole precomputed
/// `Result` instead is branch-free here but lets the optimiser branch on the variant in the
/// caller's loop, which measured 2.7× slower on random input (BENCHMARKS.md).
fn outcome_table(walk: &Walk<'_>) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let target = &crosswalk.target.path;
    let private = &walk.private;
    let layout = &crosswalk.layout;
    let first = layout.first_slot;
    let len = layout.slots.len();
    let outcome_at = |slot: &Option<usize>| slot.and_then(|index| crosswalk.outcomes.get(index));
    let targets = layout.slots.iter().map(|slot| {
        match outcome_at(slot).map_or_else(|| walk.target_or_filler(None), Outcome::target) {
            Some(target) => {
                let value = walk.target_value(target);
                quote!(::core::option::Option::Some(#value))
            }
            None => quote!(::core::option::Option::None),
        }
    });
    let error_sites = layout.slots.iter().map(|slot| match outcome_at(slot) {
        Some(Outcome::Rejected { message }) => walk.rejected_site(message.as_ref()),
        _ => quote!(&#private::ErrorSite::UNUSED),
    });
    let error = walk.error(
        &quote!(ERROR_SITES[__slot]),
        &quote!(self as ::core::primitive::u32),
    );
    quote! {
        const TARGETS: [::core::option::Option<#target>; #len] = [#(#targets),*];
        const ERROR_SITES: [&'static #private::ErrorSite; #len] = [#(#error_sites),*];
        let __slot = self as ::core::primitive::usize - #first as ::core::primitive::usize;
        match TARGETS[__slot] {
            ::core::option::Option::Some(__target) => ::core::result::Result::Ok(__target),
            ::core::option::Option::None => #error,
        }
    }
}

/// The whole translation of the variant at `index`, as a constant expression.
pub fn outcome(walk: &Walk<'_>, index: usize) -> TokenStream {
    let crosswalk = walk.crosswalk;
    match crosswalk.outcomes.get(index) {
        Some(Outcome::Rejected { message }) => {
            let site = walk.rejected_site(message.as_ref());
            let ordinal = walk
                .source
                .variants
                .get(index)
                .map_or(0, |variant| variant.ordinal);
            walk.error(&site, &quote!(#ordinal))
        }
        Some(Outcome::Mapped { target, .. } | Outcome::Default { target }) => {
            let value = walk.target_value(target);
            quote!(::core::result::Result::Ok(#value))
        }
        None => TokenStream::new(),
    }
}
