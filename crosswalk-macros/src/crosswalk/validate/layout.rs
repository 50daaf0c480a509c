//! Where each variant sits in the generated tables, and the bound on their size.

use super::outcomes::Member;
use crate::crosswalk::model::{Layout, RawRead};
use crate::diagnostics::Diagnostics;
use syn::Ident;

/// The most cells a table may have: past this the declaration is a sparse map, not a table, and
/// a `const` of that size would bloat every binary that links it.
pub const MAX_CELLS: u64 = 1 << 16;

/// Tables indexed by discriminant start at 0 when the lowest discriminant is at most this, so the
/// index needs no subtraction; above it, the wasted leading slots would cost more than a `sub`.
/// A fallible crosswalk's table never starts at 0 below its lowest discriminant: with a leading
/// pad of that kind the optimiser turns "this slot is empty" into a test of the discriminant ahead
/// of the load, a branch that mispredicts in a caller's loop (2.6× a hand table on 20% rejected
/// input).
const MAX_LEADING_PAD: i128 = 64;

/// Reports a table larger than [`MAX_CELLS`], from `base` or across the discriminants; `false`
/// when it is.
pub fn check_size(
    enum_ident: &Ident,
    members: &[Member<'_>],
    base: i128,
    diagnostics: &mut Diagnostics,
) -> bool {
    let Some((ident, ordinal)) = members
        .iter()
        .filter_map(|member| Some((member.ident, member.ordinal?)))
        .max_by_key(|(_, ordinal)| *ordinal)
    else {
        return true;
    };
    let cells = (ordinal - base).max(0) + 1;
    if cells > i128::from(MAX_CELLS) {
        diagnostics.error_with_help(
            ident,
            format!(
                "`{ident}` has ordinal {ordinal}, so `{enum_ident}` would need a table of {cells} cells from \
                 `base = {base}`, more than the {MAX_CELLS} a crosswalk allows"
            ),
            "a crosswalk is a dense table; raise `base` to the lowest mapped ordinal, or renumber the sparse variants",
        );
        return false;
    }
    // `translate(self)` indexes a table by discriminant, from the lowest one (which may lie below
    // `base`) to the highest: that span is bounded too.
    let lowest = members
        .iter()
        .filter_map(|member| member.ordinal)
        .min()
        .unwrap_or(ordinal);
    let span = ordinal - lowest.min(ordinal) + 1;
    if span > i128::from(MAX_CELLS) {
        diagnostics.error_with_help(
            ident,
            format!(
                "the ordinals of `{enum_ident}` span {lowest} to {ordinal}: {span} slots, more than the {MAX_CELLS} a crosswalk allows"
            ),
            "a crosswalk is a dense table; renumber the variants so they lie close together",
        );
        return false;
    }
    true
}

/// The layout of a crosswalk over `ordinals` (in declaration order) whose size was checked;
/// `soft_default` under a `default` policy.
pub fn layout(
    ordinals: &[i128],
    lowest: i128,
    base: i128,
    fallible: bool,
    soft_default: bool,
) -> Layout {
    let cells = by_ordinal_from(ordinals, base);
    // A fallible crosswalk's raw path reads the typed tables, so they start low enough to hold
    // raw cell 0 as well (in the bounds `check_size` set: both spans are within the cap).
    let first_slot = if fallible {
        lowest.min(base)
    } else if (0..=MAX_LEADING_PAD).contains(&lowest) {
        0
    } else {
        lowest
    };
    let slots = by_ordinal_from(ordinals, first_slot);
    let dense = !cells.is_empty() && cells.iter().all(Option::is_some);
    let offset = usize::try_from(base - first_slot).ok();
    let raw = match offset {
        Some(offset) if fallible => RawRead::Fallible { offset },
        Some(offset) if dense && lowest <= base => RawRead::Shared {
            offset,
            clamped: soft_default && lowest < base,
        },
        _ => RawRead::Own,
    };
    Layout {
        cells,
        first_slot,
        slots,
        raw,
    }
}

/// Slot `i` holds the index of the variant with ordinal `first + i`, up to the highest ordinal;
/// variants below `first` are left out.
fn by_ordinal_from(ordinals: &[i128], first: i128) -> Vec<Option<usize>> {
    let offset = |ordinal: &i128| usize::try_from(ordinal - first).ok();
    let len = ordinals
        .iter()
        .filter_map(offset)
        .max()
        .map_or(0, |last| last + 1);
    let mut slots = vec![None; len];
    for (index, ordinal) in ordinals.iter().enumerate() {
        if let Some(slot) = offset(ordinal).and_then(|offset| slots.get_mut(offset)) {
            *slot = Some(index);
        }
    }
    slots
}
