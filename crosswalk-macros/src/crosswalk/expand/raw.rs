//! `translate_ordinal(u32)`: a bound check and one load from a `const` table, never a `match` on
//! the raw number (which can become an indirect jump, an order of magnitude slower in a loop).

use super::shared_table::SharedTable;
use super::{sites, typed};
use crate::crosswalk::model::{Crosswalk, Policy, Variant};
use proc_macro2::TokenStream;
use quote::quote;

pub fn translate_ordinal_body(crosswalk: &Crosswalk, shared: Option<&SharedTable>) -> TokenStream {
    if let Some(shared) = shared {
        return shared_lookup(crosswalk, shared);
    }
    // Everything else (holes, rejected cells, a rejected variant below `base`) takes the general
    // table of whole outcomes.
    outcome_table(crosswalk, &crosswalk.cells())
}

/// A dense, infallible crosswalk reads the table `translate(self)` reads: cell `i` is slot
/// `offset + i`. Under `throw` a bound check guards the load; under `default` the index is clamped
/// onto the extra slot holding the default, so a bad ordinal costs no branch.
fn shared_lookup(crosswalk: &Crosswalk, shared: &SharedTable) -> TokenStream {
    let SharedTable {
        name,
        offset,
        cells,
        ..
    } = shared;
    let source = &crosswalk.source;
    let private = &crosswalk.private;
    let base = crosswalk.base;
    let index = quote! {
        let __index = (ordinal as ::core::primitive::usize).wrapping_sub(#base as ::core::primitive::usize);
    };
    match &crosswalk.policy {
        Policy::Default { .. } => quote! {
            #index
            let __index = if __index < #cells { __index } else { #cells };
            ::core::result::Result::Ok(#source::#name[__index + #offset])
        },
        Policy::Throw { .. } => {
            let site = sites::out_of_range(crosswalk);
            quote! {
                #index
                if __index < #cells {
                    ::core::result::Result::Ok(#source::#name[__index + #offset])
                } else {
                    ::core::result::Result::Err(#private::Error::__new(#site, ordinal))
                }
            }
        }
    }
}

/// The general case (holes, rejected cells): every cell holds its whole `Result`, a cell's error
/// already carrying its ordinal. Under `default`, one more cell past the end holds the default and
/// the index is clamped onto it (no branch); under `throw`, a bound check guards the load, since
/// only an out-of-range error needs the ordinal at run time.
fn outcome_table(crosswalk: &Crosswalk, cells: &[Option<&Variant>]) -> TokenStream {
    let target = &crosswalk.target;
    let private = &crosswalk.private;
    let base = crosswalk.base;
    let len = cells.len();
    let outcomes = cells.iter().enumerate().map(|(index, cell)| match cell {
        Some(variant) => typed::outcome(crosswalk, variant),
        None => hole(
            crosswalk,
            base.wrapping_add(u32::try_from(index).unwrap_or(u32::MAX)),
        ),
    });
    let result = quote!(::core::result::Result<#target, #private::Error>);
    match &crosswalk.policy {
        Policy::Default { target: default } => {
            let default = crosswalk.target_value(default);
            let padded_len = len + 1;
            quote! {
                const TABLE: [#result; #padded_len] =
                    [#(#outcomes,)* ::core::result::Result::Ok(#default)];
                let __index = (ordinal as ::core::primitive::usize).wrapping_sub(#base as ::core::primitive::usize);
                let __index = if __index < #len { __index } else { #len };
                TABLE[__index]
            }
        }
        Policy::Throw { .. } => {
            let site = sites::out_of_range(crosswalk);
            quote! {
                const TABLE: [#result; #len] = [#(#outcomes),*];
                let __index = (ordinal as ::core::primitive::usize).wrapping_sub(#base as ::core::primitive::usize);
                if __index < #len {
                    TABLE[__index]
                } else {
                    ::core::result::Result::Err(#private::Error::__new(#site, ordinal))
                }
            }
        }
    }
}

/// A hole between discriminants: the `on_oob` outcome for that ordinal, as a constant.
fn hole(crosswalk: &Crosswalk, ordinal: u32) -> TokenStream {
    let private = &crosswalk.private;
    match (&crosswalk.policy, sites::out_of_range(crosswalk)) {
        (Policy::Default { target: default }, _) => {
            let default = crosswalk.target_value(default);
            quote!(::core::result::Result::Ok(#default))
        }
        (Policy::Throw { .. }, site) => {
            quote!(::core::result::Result::Err(#private::Error::__new(#site, #ordinal)))
        }
    }
}
