//! `translate(self)` and `From`: a `const` table indexed by the discriminant, one load. Not a
//! `match`: the optimiser turns small ones into shift tricks and fallible ones (whose arms build
//! different `Result` shapes) into an indirect jump.

use super::shared_table::SharedTable;
use super::sites;
use crate::crosswalk::model::{Crosswalk, Outcome, Variant};
use proc_macro2::TokenStream;
use quote::quote;

/// Tables indexed by discriminant start at 0 when the lowest discriminant is at most this, so the
/// index needs no subtraction; above it, the wasted leading slots would cost more than a `sub`.
pub const MAX_LEADING_PAD: u32 = 64;

pub fn translate_body(crosswalk: &Crosswalk, shared: Option<&SharedTable>) -> TokenStream {
    if crosswalk.is_fallible() {
        outcome_table(crosswalk)
    } else {
        let lookup = target_table(crosswalk, shared, &quote!(self));
        quote!(::core::result::Result::Ok(#lookup))
    }
}

/// The target of `source` (an expression of the source type) for a crosswalk with no rejected
/// variant.
pub fn target_table(
    crosswalk: &Crosswalk,
    shared: Option<&SharedTable>,
    source: &TokenStream,
) -> TokenStream {
    let target = &crosswalk.target;
    if let Some(SharedTable { name, first, .. }) = shared {
        let source_type = &crosswalk.source;
        return quote!(#source_type::#name[(#source as ::core::primitive::u32 - #first) as ::core::primitive::usize]);
    }
    let Some(filler) = crosswalk.variants.iter().find_map(Variant::target) else {
        return quote!(match #source {});
    };
    let (first, slots) = slots_by_discriminant(crosswalk);
    let len = slots.len();
    // A slot no variant owns is never indexed (a source value is always a real variant); it holds
    // some target only because an array needs a value there.
    let targets = slots
        .iter()
        .map(|slot| crosswalk.target_value(slot.and_then(Variant::target).unwrap_or(filler)));
    quote! {{
        const TARGETS: [#target; #len] = [#(#targets),*];
        TARGETS[(#source as ::core::primitive::u32 - #first) as ::core::primitive::usize]
    }}
}

/// For a crosswalk with rejected variants: a table of `Option<Target>` (a rejected slot is
/// `None`) and, read only on that cold path, a table of error sites. Copying a whole precomputed
/// `Result` instead is branch-free here but lets the optimiser branch on the variant in the
/// caller's loop, which measured 2.7× slower on random input (BENCHMARKS.md).
fn outcome_table(crosswalk: &Crosswalk) -> TokenStream {
    let target = &crosswalk.target;
    let private = &crosswalk.private;
    let Some(first_variant) = crosswalk.variants.first() else {
        return quote!(match self {});
    };
    // Indexed from the lowest discriminant, as `self as usize - lowest`: with a leading pad the
    // optimiser turns "this slot is `None`" into a test of the discriminant ahead of the load, a
    // branch that mispredicts in a caller's loop (2.6x a hand table on 20% rejected input).
    let first = crosswalk
        .variants
        .iter()
        .map(|variant| variant.ordinal)
        .min()
        .unwrap_or(0);
    let slots = crosswalk.variants_by_ordinal_from(first);
    let len = slots.len();
    let filler_site = quote!(&#private::ErrorSite::UNUSED);
    let targets = slots
        .iter()
        .map(|slot| match slot.unwrap_or(first_variant).target() {
            Some(name) => {
                let value = crosswalk.target_value(name);
                quote!(::core::option::Option::Some(#value))
            }
            None => quote!(::core::option::Option::None),
        });
    let error_sites = slots
        .iter()
        .map(|slot| match slot.map(|variant| &variant.outcome) {
            Some(Outcome::Rejected { message }) => sites::rejected(crosswalk, message.as_ref()),
            _ => filler_site.clone(),
        });
    quote! {
        const TARGETS: [::core::option::Option<#target>; #len] = [#(#targets),*];
        const ERROR_SITES: [&'static #private::ErrorSite; #len] = [#(#error_sites),*];
        let __ordinal = self as ::core::primitive::u32;
        let __slot = self as ::core::primitive::usize - #first as ::core::primitive::usize;
        match TARGETS[__slot] {
            ::core::option::Option::Some(__target) => ::core::result::Result::Ok(__target),
            ::core::option::Option::None => {
                ::core::result::Result::Err(#private::Error::__new(ERROR_SITES[__slot], __ordinal))
            }
        }
    }
}

/// The first discriminant a table covers, and the variant (if any) for each discriminant from it.
fn slots_by_discriminant(crosswalk: &Crosswalk) -> (u32, Vec<Option<&Variant>>) {
    let lowest = crosswalk
        .variants
        .iter()
        .map(|variant| variant.ordinal)
        .min()
        .unwrap_or(0);
    let first = if lowest <= MAX_LEADING_PAD { 0 } else { lowest };
    (first, crosswalk.variants_by_ordinal_from(first))
}

/// A variant's whole translation, as a constant expression.
pub fn outcome(crosswalk: &Crosswalk, variant: &Variant) -> TokenStream {
    let private = &crosswalk.private;
    match &variant.outcome {
        Outcome::Rejected { message } => {
            let site = sites::rejected(crosswalk, message.as_ref());
            let ordinal = variant.ordinal;
            quote!(::core::result::Result::Err(#private::Error::__new(#site, #ordinal)))
        }
        Outcome::Mapped { target: name, .. } | Outcome::Default { target: name } => {
            let value = crosswalk.target_value(name);
            quote!(::core::result::Result::Ok(#value))
        }
    }
}
