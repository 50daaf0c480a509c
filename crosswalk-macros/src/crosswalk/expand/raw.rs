//! `translate_ordinal(R)`: a bound check and one load from a `const` table whose slot `i` holds
//! cell `i`, as a hand-written table reads. Never a `match` with an arm of another kind (`None`,
//! an `Err`): the optimiser merges such an arm with what the caller does on failure and leaves the
//! rest an indirect jump, an order of magnitude slower in a loop.

use super::context::Expansion;
use super::errors::error_ordinal;
use super::table::{Hole, Table, TableKind};
use super::typed::{self, checked_lookup};
use crate::crosswalk::model::Policy;
use crate::crosswalk::plan::RawLookup;
use proc_macro2::TokenStream;
use syn::spanned::Spanned;

pub fn translate_ordinal_body(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    let read = match expansion.crosswalk.layout.raw {
        RawLookup::TypedTables {
            offset,
            clamp_past_end,
        } => typed_tables(expansion, ordinal, offset, clamp_past_end),
        RawLookup::OwnTargetTable => own_target_table(expansion, ordinal),
        RawLookup::OwnOutcomeTable => own_outcome_table(expansion, ordinal),
    };
    let index = expansion.cell_index(ordinal);
    let read = template!(index, read => { #index #read });
    computed(expansion, &read, ordinal)
}

/// Under `compute(path)`, `read` with its out-of-range error turned into `Ok(path(ordinal))`. The
/// call, its argument too, is written at the path, where rustc reports a wrong function.
fn computed(expansion: &Expansion<'_>, read: &TokenStream, ordinal: &TokenStream) -> TokenStream {
    let Policy::Compute { function } = &expansion.crosswalk.policy else {
        return read.clone();
    };
    let private = &expansion.private;
    let failure = if expansion.crosswalk.layout.checked {
        template! {private =>
            ::core::result::Result::Err(__error)
                if ::core::matches!(__error.kind(), #private::ErrorKind::OutOfRange)
        }
    } else {
        template!(=> ::core::result::Result::Err(_))
    };
    let at = function.span();
    let argument = super::context::respanned(ordinal, at);
    let target = &expansion.target_type;
    // Typed by a `let`, so that a wrong return type is one mismatch at the path.
    let call = template_spanned!(at; target, function, argument => let __computed: #target = #function(#argument););
    template! {read, failure, call =>
        match #read {
            #failure => {
                #call
                ::core::result::Result::Ok(__computed)
            }
            __outcome => __outcome,
        }
    }
}

/// `hit` for a cell index (`__index`) below `cells`, what an ordinal past the end gives
/// otherwise: the `throw` policy's error, or the default. Where `clamp`, the index is clamped
/// instead onto the slot past the last cell, which holds the default: no branch.
fn bound_checked(
    expansion: &Expansion<'_>,
    cells: &TokenStream,
    hit: &TokenStream,
    ordinal: &TokenStream,
    clamp: bool,
) -> TokenStream {
    if clamp {
        return template!(cells, hit => let __index = if __index < #cells { __index } else { #cells }; #hit);
    }
    let past_end = match expansion.crosswalk.policy.default_target() {
        Some(target) => {
            let default = expansion.target_value(target);
            template!(default => ::core::result::Result::Ok(#default))
        }
        None => {
            let site = expansion.out_of_range_site().unwrap_or_default();
            expansion.error(&site, &error_ordinal(ordinal))
        }
    };
    template! {cells, hit, past_end =>
        if __index < #cells {
            #hit
        } else {
            #past_end
        }
    }
}

/// Reading the typed tables, cell `i` at slot `offset + i`: an unchecked crosswalk's targets, a
/// checked one's `Option` targets and error sites. Where `clamp_past_end`, an ordinal past the
/// end reads one more slot instead of taking a branch.
fn typed_tables(
    expansion: &Expansion<'_>,
    ordinal: &TokenStream,
    offset: Option<usize>,
    clamp_past_end: bool,
) -> TokenStream {
    // The typed tables start at `base`: a cell's slot is its index.
    let at_base = offset == Some(0);
    let offset = match offset {
        Some(offset) => template!(offset => #offset),
        None => expansion.distance(&expansion.base, &expansion.first(TableKind::Typed)),
    };
    let cells = expansion.table_len(TableKind::Raw);
    let checked = expansion.crosswalk.layout.checked;
    let read = |slot: &TokenStream| {
        if checked {
            return checked_lookup(expansion, slot, &error_ordinal(ordinal), false);
        }
        let target = typed::unchecked_target(expansion, slot);
        template!(target => ::core::result::Result::Ok(#target))
    };
    if !(checked && clamp_past_end) {
        let slot = if at_base {
            template!(=> __index)
        } else {
            template!(offset => __index + #offset)
        };
        let read = read(&slot);
        return bound_checked(expansion, &cells, &read, ordinal, clamp_past_end);
    }
    let lookup = read(&template!(=> __slot));
    template! {cells, offset, lookup =>
        let __slot = if __index < #cells { __index } else { #cells } + #offset;
        #lookup
    }
}

/// The bound check, then a load from a table of the raw cells' targets, slot `i` holding cell
/// `i`'s: the hand-written table, which a caller's loop compiles to the same instructions. Where
/// only const evaluation knows the discriminants, a constant picks it where every cell has a
/// variant, the table of whole outcomes where not.
fn own_target_table(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    let filler = (expansion.crosswalk.policy.default_target())
        .or(expansion.any_target())
        .map_or_else(TokenStream::new, |target| expansion.table_value(target));
    let table = Table {
        kind: TableKind::Raw,
        values: expansion.target_values(),
        // Under `default`, a hole's target; otherwise never read.
        hole: Hole::Value(filler.clone()),
        padding: None,
    };
    let (target, names) = (&expansion.target_type, expansion.table_aliases());
    let table_name = template!(=> TARGETS);
    let table_constant = expansion.table(&table_name, &table, target, &names);
    let load = expansion.entry(&table_name, &template!(=> __index), &template!(=> __FILLER));
    let hit = template!(load => ::core::result::Result::Ok(#load));
    let cells = expansion.table_len(TableKind::Raw);
    let read = bound_checked(expansion, &cells, &hit, ordinal, false);
    let read = template! {table_constant, target, names, filler, read =>
        #table_constant
        // Left in a copy of the table in place of the target read.
        #[allow(deprecated, overflowing_literals)]
        const __FILLER: #target = {
            #names
            #filler
        };
        #read
    };
    if expansion.crosswalk.layout.positions.is_some() {
        return read;
    }
    let own = own_outcome_table(expansion, ordinal);
    let home = &expansion.home;
    let count = expansion.source.variants.len();
    let cell = expansion.cell_index(&template!(home => #home::__CROSSWALK_ORDINALS[__variant]));
    template! {count, cell, cells, read, own =>
        const __EVERY_CELL: ::core::primitive::bool = {
            let mut __filled = 0;
            let mut __variant = 0;
            while __variant < #count {
                #cell
                if __index < #cells {
                    __filled += 1;
                }
                __variant += 1;
            }
            __filled == #cells
        };
        if __EVERY_CELL { #read } else { #own }
    }
}

/// Every cell holds its whole `Result`, a hole's error already carrying its ordinal. Under
/// `default`, the index is clamped onto one more cell holding the default; under `throw`, a bound
/// check guards the load (an out-of-range error needs the ordinal at run time).
fn own_outcome_table(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let target = &expansion.target_type;
    let private = &expansion.private;
    let each = expansion.source.variants.iter().zip(&crosswalk.outcomes);
    let values: Vec<_> =
        (each.map(|(variant, outcome)| typed::outcome(expansion, variant, outcome))).collect();
    let padding = crosswalk.policy.default_target().map(|target| {
        let default = expansion.table_value(target);
        template!(default => __Ok(#default))
    });
    // A hole between discriminants: the default, or the out-of-range error for its ordinal.
    let hole = match &padding {
        Some(default) => Hole::Value(default.clone()),
        None => Hole::OutOfRange(expansion.out_of_range_site().unwrap_or_default()),
    };
    let filler = values.first().cloned();
    let table = Table {
        kind: TableKind::Raw,
        values,
        hole,
        padding,
    };
    let result = template!(target, private => ::core::result::Result<#target, #private::Error>);
    let names = expansion.table_aliases();
    let table_name = template!(=> TABLE);
    let table_constant = expansion.table(&table_name, &table, &result, &names);
    let cells = template!(=> __CELLS);
    let load = expansion.entry(&table_name, &template!(=> __index), &template!(=> __FILLER));
    // A stored error whose site panics (a variant declared unreachable) panics when read.
    let load = if crosswalk.panics {
        template!(private, load => #private::panic_if_unreachable(#load))
    } else {
        load
    };
    let read = bound_checked(expansion, &cells, &load, ordinal, table.padding.is_some());
    let cell_count = expansion.table_len(TableKind::Raw);
    template! {cell_count, table_constant, result, names, filler, read =>
        const __CELLS: ::core::primitive::usize = #cell_count;
        #table_constant
        // Left in a copy of the table in place of the outcome read.
        #[allow(deprecated, overflowing_literals)]
        const __FILLER: #result = {
            #names
            #filler
        };
        #read
    }
}
