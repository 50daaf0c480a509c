//! `translate_ordinal(u32)`: a bound check and one load from a `const` table, never a `match` on
//! the raw number (which can become an indirect jump, an order of magnitude slower in a loop).

use super::sites;
use crate::crosswalk::model::{Crosswalk, Outcome, Policy, Variant};
use proc_macro2::TokenStream;
use quote::quote;

pub fn translate_ordinal_body(crosswalk: &Crosswalk) -> TokenStream {
    let cells = crosswalk.cells();
    let every_cell_maps = !cells.is_empty()
        && cells.iter().all(|cell| {
            matches!(
                cell,
                Some(Variant {
                    outcome: Outcome::Mapped { .. },
                    ..
                })
            )
        });
    match (&crosswalk.policy, every_cell_maps) {
        (Policy::Throw { .. }, true) => checked_target_table(crosswalk, &cells),
        (Policy::Default { target: default }, true) => {
            padded_target_table(crosswalk, &cells, default)
        }
        (_, false) => padded_outcome_table(crosswalk, &cells),
    }
}

/// The common throwing table: `[Target; N]`, a bound check, a load. What the C++ helper does.
fn checked_target_table(crosswalk: &Crosswalk, cells: &[Option<&Variant>]) -> TokenStream {
    let target = &crosswalk.target;
    let private = &crosswalk.private;
    let base = crosswalk.base;
    let len = cells.len();
    let values = cells
        .iter()
        .flatten()
        .filter_map(|variant| variant.target());
    let out_of_range = sites::out_of_range(crosswalk);
    quote! {
        const TABLE: [#target; #len] = [#(#target::#values),*];
        let index = ordinal.wrapping_sub(#base) as ::core::primitive::usize;
        if index < #len {
            ::core::result::Result::Ok(TABLE[index])
        } else {
            ::core::result::Result::Err(#private::Error::__new(#out_of_range, ordinal))
        }
    }
}

/// A soft default with no holes: the default sits in one extra cell past the end and the index is
/// clamped onto it, so a bad ordinal costs no branch (the C++ pre-loads the default instead).
fn padded_target_table(
    crosswalk: &Crosswalk,
    cells: &[Option<&Variant>],
    default: &syn::Ident,
) -> TokenStream {
    let target = &crosswalk.target;
    let base = crosswalk.base;
    let len = cells.len();
    let padded_len = len + 1;
    let values = cells
        .iter()
        .flatten()
        .filter_map(|variant| variant.target());
    quote! {
        const TABLE: [#target; #padded_len] = [#(#target::#values,)* #target::#default];
        let index = ordinal.wrapping_sub(#base) as ::core::primitive::usize;
        let index = if index < #len { index } else { #len };
        ::core::result::Result::Ok(TABLE[index])
    }
}

/// The general case (holes, rejected cells): every cell holds its outcome, the error site where it
/// fails, plus one cell past the end for the `on_oob` outcome; the index is clamped onto it.
fn padded_outcome_table(crosswalk: &Crosswalk, cells: &[Option<&Variant>]) -> TokenStream {
    let target = &crosswalk.target;
    let private = &crosswalk.private;
    let base = crosswalk.base;
    let len = cells.len();
    let padded_len = len + 1;
    let on_oob = match &crosswalk.policy {
        Policy::Default { target: default } => {
            quote!(::core::result::Result::Ok(#target::#default))
        }
        Policy::Throw { .. } => {
            let site = sites::out_of_range(crosswalk);
            quote!(::core::result::Result::Err(#site))
        }
    };
    let outcomes = cells.iter().map(|cell| match cell {
        None => on_oob.clone(),
        Some(variant) => match &variant.outcome {
            Outcome::Rejected { message } => {
                let site = sites::rejected(crosswalk, message.as_ref());
                quote!(::core::result::Result::Err(#site))
            }
            Outcome::Mapped { target: name, .. } | Outcome::Default { target: name } => {
                quote!(::core::result::Result::Ok(#target::#name))
            }
        },
    });
    quote! {
        const TABLE: [::core::result::Result<#target, &'static #private::ErrorSite>; #padded_len] =
            [#(#outcomes,)* #on_oob];
        let index = ordinal.wrapping_sub(#base) as ::core::primitive::usize;
        let index = if index < #len { index } else { #len };
        match TABLE[index] {
            ::core::result::Result::Ok(target) => ::core::result::Result::Ok(target),
            ::core::result::Result::Err(site) => ::core::result::Result::Err(#private::Error::__new(site, ordinal)),
        }
    }
}
