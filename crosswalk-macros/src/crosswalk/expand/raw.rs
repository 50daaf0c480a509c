//! `translate_ordinal(R)`: a bound check and one load from a `const` table. A `match` on the raw
//! number only where every arm is a constant that fits in a register (an enum's variant, or
//! `None`): LLVM then makes the same bound check and load of it, where other arms (a `Result`, a
//! number type without a niche for `None`) can become an indirect jump, an order of magnitude
//! slower in a loop.

use super::context::Expansion;
use super::errors::{error_ordinal, error_ordinal_literal};
use super::table::{HoleOrdinal, Start, Table};
use super::typed::{self, checked_lookup};
use crate::crosswalk::model::{Bound, Policy, RawRead};
use proc_macro2::TokenStream;
use quote::quote;

pub fn translate_ordinal_body(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    let read = match expansion.crosswalk.layout.raw {
        RawRead::SharedTargets { offset, clamped } => {
            shared_targets(expansion, ordinal, offset, clamped)
        }
        RawRead::SharedOutcomes => shared_outcomes(expansion, ordinal),
        // No cell index: the match is on the ordinal itself.
        RawRead::Match => return matched(expansion, ordinal),
        // An unchecked crosswalk with holes, one whose first cell lies below every slot, or one
        // whose typed tables hold a declaration's `_` outcome.
        RawRead::Own => outcome_table(expansion, ordinal),
    };
    let index = expansion.cell_index(ordinal, expansion.crosswalk.base);
    quote!(#index #read)
}

/// `hit` for a cell index (`__index`) below `cells`, what an ordinal past the end gives
/// otherwise: the one bound check of every raw read that has one.
fn bound_checked(
    expansion: &Expansion<'_>,
    cells: &TokenStream,
    hit: &TokenStream,
    ordinal: &TokenStream,
) -> TokenStream {
    let past_end = past_end(expansion, ordinal);
    quote! {
        if __index < #cells {
            #hit
        } else {
            #past_end
        }
    }
}

/// `__index` clamped onto the slot past the last cell, which holds the default: no branch.
fn clamped_index(cells: &TokenStream) -> TokenStream {
    quote!(let __index = if __index < #cells { __index } else { #cells };)
}

/// What an ordinal past the last cell gives: the `throw` policy's error, or the default.
fn past_end(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    match (&expansion.crosswalk.policy, expansion.out_of_range_site()) {
        (Policy::Default { target }, _) => {
            let default = expansion.target_value(target);
            quote!(::core::result::Result::Ok(#default))
        }
        (Policy::Throw { .. }, site) => {
            expansion.error(&site.unwrap_or_default(), &error_ordinal(ordinal))
        }
    }
}

/// A dense, unchecked crosswalk reads the table `translate` reads: cell `i` is slot `offset + i`.
/// A bound check guards the load; where `clamped`, the index is instead clamped onto the extra
/// slot holding the default, so a bad ordinal costs no branch.
fn shared_targets(
    expansion: &Expansion<'_>,
    ordinal: &TokenStream,
    offset: usize,
    clamped: bool,
) -> TokenStream {
    let table = typed::targets_table(expansion);
    let cells = expansion.table_len(Start::Raw);
    let read = quote!(::core::result::Result::Ok(#table[__index + #offset]));
    if clamped && expansion.out_of_range_site().is_none() {
        let clamp = clamped_index(&cells);
        return quote!(#clamp #read);
    }
    bound_checked(expansion, &cells, &read, ordinal)
}

/// A checked crosswalk reads the typed path's `Option` targets and error sites (cell `i` is slot
/// `base - typed_start + i`), which hold a hole's outcome too: the same speed as a table of whole
/// `Result`s, which is no longer needed, and the optimiser folds "the cell is `None`" into the
/// bound check.
fn shared_outcomes(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    let offset = match expansion.crosswalk.layout.typed_start {
        Bound::Known(first) => {
            let offset = usize::try_from(expansion.crosswalk.base - first).unwrap_or_default();
            quote!(#offset)
        }
        Bound::Lowest | Bound::LowestOrBase => {
            let base = expansion.ordinal_literal(expansion.crosswalk.base);
            let first = expansion.first(Start::Typed);
            expansion.offset(&base, &first)
        }
    };
    let lookup = checked_lookup(
        expansion,
        &quote!(__index + #offset),
        &error_ordinal(ordinal),
    );
    let cells = expansion.table_len(Start::Raw);
    bound_checked(expansion, &cells, &lookup, ordinal)
}

/// An unchecked crosswalk into an enum: the shared `match` on the ordinal, whose `None` is the
/// `on_oob` outcome.
fn matched(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    let home = expansion.home();
    let target_of = &expansion.crosswalk.methods.target_of;
    let past_end = past_end(expansion, ordinal);
    quote! {
        match #home::#target_of(#ordinal) {
            ::core::option::Option::Some(__target) => ::core::result::Result::Ok(__target),
            ::core::option::Option::None => #past_end,
        }
    }
}

/// Every cell holds its whole `Result`, a hole's error already carrying its ordinal. Under
/// `default`, one more cell past the end holds the default and the index is clamped onto it (no
/// branch); under `throw`, a bound check guards the load, since only an out-of-range error needs
/// the ordinal at run time.
fn outcome_table(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let target = expansion.target_type();
    let private = &expansion.private;
    let values = (0..expansion.source.variants.len())
        .map(|index| typed::outcome(expansion, index))
        .collect();
    let hole = |ordinal: HoleOrdinal| hole(expansion, ordinal);
    let padding = match &crosswalk.policy {
        Policy::Default { target } => {
            let default = expansion.table_value(target);
            Some(quote!(__Ok(#default)))
        }
        Policy::Throw { .. } => None,
    };
    let table = Table {
        start: Start::Raw,
        values,
        hole: &hole,
        padding,
    };
    let result = quote!(::core::result::Result<#target, #private::Error>);
    let array = expansion.table(&table, &result);
    let len = expansion.table_type_len(&table);
    let cells = quote!(__CELLS);
    // A stored error whose site panics (a variant declared unreachable) panics when read.
    let load = if crosswalk.panics {
        quote!(#private::panic_if_unreachable(TABLE[__index]))
    } else {
        quote!(TABLE[__index])
    };
    let read = if table.padding.is_some() {
        let clamp = clamped_index(&cells);
        quote!(#clamp #load)
    } else {
        bound_checked(expansion, &cells, &load, ordinal)
    };
    let names = expansion.table_names();
    let cell_count = expansion.table_len(Start::Raw);
    quote! {
        const __CELLS: ::core::primitive::usize = #cell_count;
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        const TABLE: [#result; #len] = {
            #names
            #array
        };
        #read
    }
}

/// A hole between discriminants: the `on_oob` outcome for that ordinal, as a constant.
fn hole(expansion: &Expansion<'_>, ordinal: HoleOrdinal) -> TokenStream {
    match &expansion.crosswalk.policy {
        Policy::Default { target } => {
            let default = expansion.table_value(target);
            quote!(__Ok(#default))
        }
        Policy::Throw { .. } => {
            let site = expansion.out_of_range_site().unwrap_or_default();
            let ordinal = match ordinal {
                HoleOrdinal::Known(value) => error_ordinal_literal(value),
                HoleOrdinal::Computed(ordinal) => error_ordinal(&ordinal),
            };
            expansion.stored_error(&site, &ordinal)
        }
    }
}
