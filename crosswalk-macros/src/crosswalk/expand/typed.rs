//! `translate(self)` and `From`: a `const` table indexed by the discriminant, one load. Not a
//! `match`: the optimiser turns small ones into shift tricks and fallible ones (whose arms build
//! different `Result` shapes) into an indirect jump.

use super::evaluated;
use super::walk::{Walk, error_ordinal, error_ordinal_literal, primitive};
use crate::crosswalk::model::Outcome;
use crate::repr::IntRepr;
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
    let Some(layout) = walk.crosswalk.layout() else {
        return evaluated::target_table(walk, source);
    };
    let index = slot_index(walk, source, layout.first_slot);
    if layout.shared_offset().is_some() {
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
        .map(|target| walk.table_value(target));
    let names = walk.table_names();
    quote! {{
        const TARGETS: [#target; #len] = {
            #names
            [#(#targets),*]
        };
        TARGETS[#index]
    }}
}

/// The slot of `source` (a variant) in a table that starts at discriminant `first`.
pub fn slot_index(walk: &Walk<'_>, source: &TokenStream, first: i128) -> TokenStream {
    let ordinal_type = walk.ordinal_type();
    cell_offset(walk, &quote!((#source as #ordinal_type)), first)
}

/// `ordinal - first` as a `usize`, for an ordinal (of the ordinal type) at or above `first` and
/// within the cell cap, where the difference in the unsigned twin is exact.
pub fn cell_offset(walk: &Walk<'_>, ordinal: &TokenStream, first: i128) -> TokenStream {
    let repr = walk.source.ordinal_type;
    if repr == IntRepr::U32 {
        let first = walk.ordinal_literal(first);
        return quote!((#ordinal - #first) as ::core::primitive::usize);
    }
    let unsigned = primitive(repr.unsigned_twin());
    let first = proc_macro2::Literal::u128_unsuffixed(repr.unsigned_bits(first));
    quote!(((#ordinal as #unsigned).wrapping_sub(#first)) as ::core::primitive::usize)
}

/// For a crosswalk with rejected variants: the shared `Option` table, and the error site table
/// read only on that cold path.
fn outcome_table(walk: &Walk<'_>) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let Some(layout) = crosswalk.layout() else {
        return evaluated::outcome_table(walk);
    };
    // An unsigned source indexes from its discriminant as a `usize`, as a hand-written table
    // does: the shape that keeps the caller's loop free of a branch on the variant (a `u32`
    // subtraction before widening let the optimiser fold "the slot is `None`" into "the variant
    // is the rejected one" and branch on it).
    let slot = if walk.source.ordinal_type.is_signed() {
        slot_index(walk, &quote!(self), layout.first_slot)
    } else {
        let first = walk.ordinal_literal(layout.first_slot);
        quote!(self as ::core::primitive::usize - #first as ::core::primitive::usize)
    };
    // An enum cast straight to `u64` extends through its repr: the bits an error keeps.
    fallible_lookup(walk, &slot, &quote!(self as ::core::primitive::u64))
}

/// The outcome at `slot` of the shared `Option` targets: the target, or the slot's error for
/// `ordinal` (a `u64` expression).
pub fn fallible_lookup(walk: &Walk<'_>, slot: &TokenStream, ordinal: &TokenStream) -> TokenStream {
    let source = &walk.source.ident;
    let methods = &walk.crosswalk.methods;
    let (targets, sites) = (&methods.shared_table, &methods.error_sites);
    let error = walk.error(&quote!(#source::#sites[__slot]), ordinal);
    quote! {
        let __slot = #slot;
        match #source::#targets[__slot] {
            ::core::option::Option::Some(__target) => ::core::result::Result::Ok(__target),
            ::core::option::Option::None => #error,
        }
    }
}

/// The whole translation of the variant at `index`, as a constant expression in a block that
/// starts with [`Walk::table_names`].
pub fn outcome(walk: &Walk<'_>, index: usize) -> TokenStream {
    let crosswalk = walk.crosswalk;
    match crosswalk.outcomes.get(index) {
        Some(Outcome::Rejected { message }) => {
            let site = walk.rejected_site(message.as_ref());
            let ordinal =
                walk.source
                    .variants
                    .get(index)
                    .map_or_else(TokenStream::new, |variant| {
                        match variant.ordinal.literal() {
                            Some(value) => error_ordinal_literal(value),
                            None => {
                                let (source, ident) = (&walk.source.ident, &variant.ident);
                                let ordinal_type = walk.ordinal_type();
                                error_ordinal(&quote!((#source::#ident as #ordinal_type)))
                            }
                        }
                    });
            walk.error(&site, &ordinal)
        }
        Some(Outcome::Mapped { target, .. } | Outcome::Default { target }) => {
            let value = walk.table_value(target);
            quote!(__Ok(#value))
        }
        None => TokenStream::new(),
    }
}
