//! `translate_ordinal(R)`: a bound check and one load from a `const` table, never a `match` on
//! the raw number (which can become an indirect jump, an order of magnitude slower in a loop).

use super::walk::{Walk, error_ordinal, error_ordinal_literal};
use super::{evaluated, typed};
use crate::crosswalk::model::{Layout, Policy, RawRead};
use proc_macro2::TokenStream;
use quote::quote;

pub fn translate_ordinal_body(walk: &Walk<'_>, ordinal: &TokenStream) -> TokenStream {
    let Some(layout) = walk.crosswalk.layout() else {
        return evaluated::translate_ordinal_body(walk, ordinal);
    };
    let index = walk.cell_index(ordinal, walk.crosswalk.base);
    let read = match layout.raw {
        RawRead::Shared { offset, clamped } => {
            shared_lookup(walk, layout, ordinal, offset, clamped)
        }
        RawRead::Fallible { offset } => fallible_lookup(walk, layout, ordinal, offset),
        // An infallible crosswalk with holes, or one whose first cell lies below every slot.
        RawRead::Own => outcome_table(walk, layout, ordinal),
    };
    quote!(#index #read)
}

/// `hit` for a cell index (`__index`) below `cells`, what an ordinal past the end gives
/// otherwise: the one bound check of every raw read that has one.
fn bound_checked(
    walk: &Walk<'_>,
    cells: usize,
    hit: &TokenStream,
    ordinal: &TokenStream,
) -> TokenStream {
    let past_end = past_end(walk, ordinal);
    quote! {
        if __index < #cells {
            #hit
        } else {
            #past_end
        }
    }
}

/// `__index` clamped onto the slot past the last cell, which holds the default: no branch.
fn clamped_index(cells: usize) -> TokenStream {
    quote!(let __index = if __index < #cells { __index } else { #cells };)
}

/// What an ordinal past the last cell gives: the `throw` policy's error, or the default.
fn past_end(walk: &Walk<'_>, ordinal: &TokenStream) -> TokenStream {
    match (&walk.crosswalk.policy, walk.out_of_range_site()) {
        (Policy::Default { target }, _) => {
            let default = walk.target_value(target);
            quote!(::core::result::Result::Ok(#default))
        }
        (Policy::Throw { .. }, site) => {
            walk.error(&site.unwrap_or_default(), &error_ordinal(ordinal))
        }
    }
}

/// A dense, infallible crosswalk reads the table `translate(self)` reads: cell `i` is slot
/// `offset + i`. A bound check guards the load; where `clamped`, the index is instead clamped
/// onto the extra slot holding the default, so a bad ordinal costs no branch.
fn shared_lookup(
    walk: &Walk<'_>,
    layout: &Layout,
    ordinal: &TokenStream,
    offset: usize,
    clamped: bool,
) -> TokenStream {
    let source = &walk.source.ident;
    let table = &walk.crosswalk.methods.shared_table;
    let cells = layout.cells.len();
    let read = quote!(::core::result::Result::Ok(#source::#table[__index + #offset]));
    if clamped && walk.out_of_range_site().is_none() {
        let clamp = clamped_index(cells);
        return quote!(#clamp #read);
    }
    bound_checked(walk, cells, &read, ordinal)
}

/// A fallible crosswalk reads the typed path's `Option` targets and error sites (cell `i` is slot
/// `offset + i`), which hold a hole's outcome too: the same speed as a table of whole `Result`s,
/// which is no longer needed, and the optimiser folds "the cell is `None`" into the bound check.
fn fallible_lookup(
    walk: &Walk<'_>,
    layout: &Layout,
    ordinal: &TokenStream,
    offset: usize,
) -> TokenStream {
    let lookup = typed::fallible_lookup(walk, &quote!(__index + #offset), &error_ordinal(ordinal));
    bound_checked(walk, layout.cells.len(), &lookup, ordinal)
}

/// An infallible crosswalk with holes: every cell holds its whole `Result`, a hole's error
/// already carrying its ordinal. Under `default`, one more cell past the end holds the default and
/// the index is clamped onto it (no branch); under `throw`, a bound check guards the load, since
/// only an out-of-range error needs the ordinal at run time.
fn outcome_table(walk: &Walk<'_>, layout: &Layout, ordinal: &TokenStream) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let target = &crosswalk.target.path;
    let private = &walk.private;
    let len = layout.cells.len();
    let base = crosswalk.base;
    let outcomes = layout
        .cells
        .iter()
        .enumerate()
        .map(|(cell, variant)| match variant {
            Some(variant) => typed::outcome(walk, *variant),
            None => hole(walk, base + i128::try_from(cell).unwrap_or(i128::MAX)),
        });
    let result = quote!(::core::result::Result<#target, #private::Error>);
    let names = walk.table_names();
    match &crosswalk.policy {
        Policy::Default { target: default } => {
            let default = walk.table_value(default);
            let padded_len = len + 1;
            let clamp = clamped_index(len);
            quote! {
                const TABLE: [#result; #padded_len] = {
                    #names
                    [#(#outcomes,)* __Ok(#default)]
                };
                #clamp
                TABLE[__index]
            }
        }
        Policy::Throw { .. } => {
            let read = bound_checked(walk, len, &quote!(TABLE[__index]), ordinal);
            quote! {
                const TABLE: [#result; #len] = {
                    #names
                    [#(#outcomes),*]
                };
                #read
            }
        }
    }
}

/// A hole between discriminants: the `on_oob` outcome for that ordinal, as a constant.
fn hole(walk: &Walk<'_>, ordinal: i128) -> TokenStream {
    match &walk.crosswalk.policy {
        Policy::Default { target } => {
            let default = walk.table_value(target);
            quote!(__Ok(#default))
        }
        Policy::Throw { .. } => {
            let site = walk.out_of_range_site().unwrap_or_default();
            walk.error(&site, &error_ordinal_literal(ordinal))
        }
    }
}
