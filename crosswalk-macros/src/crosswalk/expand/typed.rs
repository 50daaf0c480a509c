//! `translate`, `From` and `to_…`: the shared `const` table indexed by the source value's
//! discriminant, one load. Not a `match`: the optimiser turns small ones into shift tricks and
//! fallible ones (whose arms build different `Result` shapes) into an indirect jump.

use super::context::Expansion;
use super::errors::{error_ordinal, error_ordinal_literal};
use super::table::TableKind;
use crate::crosswalk::model::Outcome;
use crate::source::SourceVariant;
use crate::template::comma_separated;
use proc_macro2::TokenStream;

/// The body of `translate` for the source value `value`, or, where `convert`, of the infallible
/// conversion (`From`, `to_…`): a target is then returned bare, and a failure is an unreachable
/// variant's panic.
pub fn body(expansion: &Expansion<'_>, value: &TokenStream, convert: bool) -> TokenStream {
    let (ordinal_binding, value) = read_once(expansion, value);
    let slot = typed_slot(expansion, &value);
    let ordinal = value_ordinal(expansion, &value);
    let ok = |value: TokenStream| {
        if convert {
            return value;
        }
        template!(value => ::core::result::Result::Ok(#value))
    };
    let lookup = if expansion.crosswalk.layout.checked {
        checked_lookup(expansion, &template!(=> __slot), &ordinal, convert)
    } else {
        ok(unchecked_target(expansion, &template!(=> __slot)))
    };
    let Some(wildcard) = &expansion.crosswalk.wildcard else {
        return template!(ordinal_binding, slot, lookup => #ordinal_binding let __slot = #slot; #lookup);
    };
    // With a `_` line a value may be a variant no line names, whose discriminant lies anywhere:
    // `lookup` only for a slot inside the table (a wrapping `u64`), else the `_` line's outcome.
    let other = match wildcard {
        Outcome::Rejected { .. } | Outcome::Unreachable { .. } => failure(
            expansion,
            &expansion.failure_site(wildcard, None),
            &ordinal,
            convert,
        ),
        Outcome::Mapped { target, .. } | Outcome::Default { target } => {
            ok(expansion.target_value(target))
        }
    };
    let len = expansion.table_len(TableKind::Typed);
    template! {ordinal_binding, slot, len, lookup, other =>
        #ordinal_binding
        let __slot = #slot;
        if __slot < #len as ::core::primitive::u64 {
            let __slot = __slot as ::core::primitive::usize;
            #lookup
        } else {
            #other
        }
    }
}

/// A fieldless source value is read once, as its ordinal, so that it need not be `Copy`: a `let`
/// of the ordinal, and what then stands for the value (the const checks keep each discriminant
/// exact in the ordinal type).
fn read_once(expansion: &Expansion<'_>, value: &TokenStream) -> (TokenStream, TokenStream) {
    if expansion.source.carries_data() {
        return (TokenStream::new(), value.clone());
    }
    let ordinal = expansion.ordinal_of(value);
    (
        template!(ordinal => let __source_ordinal = #ordinal;),
        template!(=> __source_ordinal),
    )
}

/// The target at `slot` of an unchecked crosswalk's shared table, some value of the target type
/// left in the copy in its place, written as the table writes it (a name the target lacks is the
/// table's one error).
pub fn unchecked_target(expansion: &Expansion<'_>, slot: &TokenStream) -> TokenStream {
    let target = expansion.any_target();
    let value = target.map(|target| expansion.table_value(target));
    let names = expansion.table_aliases();
    expansion.entry(
        &expansion.targets_table,
        slot,
        &template!(names, value => { #names #value }),
    )
}

/// The slot of `value` in the typed tables (with a declaration's `_` line, a wrapping `u64`).
fn typed_slot(expansion: &Expansion<'_>, value: &TokenStream) -> TokenStream {
    let layout = &expansion.crosswalk.layout;
    let repr = expansion.source.ordinal_type;
    match &layout.positions {
        _ if expansion.source.carries_data() => position(expansion, value),
        // A value a `_` line lets be any variant: a wrapping `u64`, in which an enum's
        // discriminants (all in `i64` or all in `u64`) differ exactly.
        _ if expansion.crosswalk.wildcard.is_some() => {
            let first = expansion.first(TableKind::Typed);
            template!(value, first => (#value as ::core::primitive::u64).wrapping_sub(#first as ::core::primitive::u64))
        }
        // An unsigned value in a checked crosswalk's `Option` tables, widened before the
        // subtraction as a hand-written table does: a `u32` subtraction let the optimiser turn
        // "the slot is `None`" into a branch on the variant in the caller's loop.
        Some(positions) if layout.checked && !repr.is_signed() => {
            let first = repr.literal(positions.typed_start);
            template!(value, first => #value as ::core::primitive::usize - #first as ::core::primitive::usize)
        }
        _ => expansion.slot_of(value, TableKind::Typed),
    }
}

/// The ordinal an error keeps of the source value `value`, as a `u64` expression: its
/// discriminant, or, for a variant with fields, the one the declaration gives it (its position
/// where none is given), read at the slot `__slot` the typed path found.
fn value_ordinal(expansion: &Expansion<'_>, value: &TokenStream) -> TokenStream {
    if !expansion.source.carries_data() {
        return error_ordinal(&template!(value => #value));
    }
    let (mut ordinals, mut position, mut in_order) = (Vec::new(), 0, true);
    for variant in &expansion.source.variants {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let ordinal = variant.ordinal.known().unwrap_or(i128::from(position)) as u64;
        in_order &= ordinal == position;
        ordinals.push(template!(ordinal => #ordinal));
        position += 1;
    }
    if in_order {
        return template!(=> (__slot as ::core::primitive::u64));
    }
    let count = ordinals.len();
    let ordinals = comma_separated(ordinals);
    template! {count, ordinals => {
        const ORDINALS: [::core::primitive::u64; #count] = [#ordinals];
        ORDINALS[__slot as ::core::primitive::usize]
    }}
}

/// The position of `value`'s variant in the declaration, which the typed tables of a source whose
/// variants carry fields are in order of: a `match`, which LLVM turns into a read of the tag. With
/// a `_` line, a variant no line names is past every table.
fn position(expansion: &Expansion<'_>, value: &TokenStream) -> TokenStream {
    let has_wildcard_line = expansion.crosswalk.wildcard.is_some();
    let mut arms = TokenStream::new();
    for (index, variant) in expansion.source.variants.iter().enumerate() {
        let pattern = super::context::pattern(expansion.source, variant);
        let index = if has_wildcard_line {
            proc_macro2::Literal::u64_suffixed(index as u64)
        } else {
            proc_macro2::Literal::usize_suffixed(index)
        };
        arms.extend(template!(pattern, index => #pattern => #index,));
    }
    let rest = has_wildcard_line.then_some(template!(=> _ => ::core::primitive::u64::MAX,));
    template! {value, arms, rest =>
        match #value {
            #arms
            #rest
        }
    }
}

/// The entry at `slot` of a checked crosswalk's shared `Option` targets.
pub fn checked_target(expansion: &Expansion<'_>, slot: &TokenStream) -> TokenStream {
    let none = template!(=> ::core::option::Option::None);
    expansion.entry(&expansion.targets_table, slot, &none)
}

/// The outcome at `slot` of the shared `Option` targets: the target, or the slot's error for
/// `ordinal` (a `u64` expression); where `convert`, the bare target or the unreachable panic.
pub fn checked_lookup(
    expansion: &Expansion<'_>,
    slot: &TokenStream,
    ordinal: &TokenStream,
    convert: bool,
) -> TokenStream {
    let sites = &expansion.sites_table;
    let option = checked_target(expansion, slot);
    let miss = failure(
        expansion,
        &template!(sites, slot => #sites[#slot]),
        ordinal,
        convert,
    );
    let hit = if convert {
        template!(=> __target)
    } else {
        template!(=> ::core::result::Result::Ok(__target))
    };
    template! {option, hit, miss =>
        match #option {
            ::core::option::Option::Some(__target) => #hit,
            ::core::option::Option::None => #miss,
        }
    }
}

/// The failure at `site` for `ordinal`: its error, or where `convert`, the unreachable panic.
fn failure(
    expansion: &Expansion<'_>,
    site: &TokenStream,
    ordinal: &TokenStream,
    convert: bool,
) -> TokenStream {
    if convert {
        let private = &expansion.private;
        return template!(private, site, ordinal => #private::unreachable(#site, #ordinal));
    }
    expansion.error(site, ordinal)
}

/// The whole translation of `variant`, as a constant expression in a block that starts with
/// [`Expansion::table_aliases`].
pub fn outcome(
    expansion: &Expansion<'_>,
    variant: &SourceVariant,
    outcome: &Outcome,
) -> TokenStream {
    if let Some(target) = outcome.target() {
        let value = expansion.table_value(target);
        return template!(value => __Ok(#value));
    }
    let site = expansion.failure_site(outcome, Some(&variant.ident));
    let ordinal = match variant.ordinal.known() {
        Some(value) => error_ordinal_literal(value),
        None => error_ordinal(&expansion.ordinal_of(&expansion.variant(&variant.ident))),
    };
    expansion.stored_error(&site, &ordinal)
}
