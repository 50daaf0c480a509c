//! Where each variant sits in the generated tables, and the bound on their size.

use crate::crosswalk::model::{
    FirstOrdinal, Layout, MAX_CELLS, MAX_MATCH_CELLS, Positions, RawLookup, TypedIndex,
};
use crate::diagnostics::Diagnostics;
use crate::source::SourceVariant;
use syn::Path;

/// Tables indexed by discriminant start at 0 when the lowest discriminant is at most this, so the
/// index needs no subtraction; above it, the wasted leading slots would cost more than a `sub`.
/// A fallible crosswalk's table never starts at 0 below its lowest discriminant: with a leading
/// pad of that kind the optimiser turns "this slot is empty" into a test of the discriminant ahead
/// of the load, a branch that mispredicts in a caller's loop (2.6× a hand table on 20% rejected
/// input).
const MAX_LEADING_PAD: i128 = 64;

/// Reports a table larger than [`MAX_CELLS`], from a literal `base` or across the discriminants;
/// `false` when it is. From a constant-expression `base` (`None`), const evaluation checks it.
pub fn check_size(
    source: &Path,
    variants: &[SourceVariant],
    base: Option<i128>,
    diagnostics: &mut Diagnostics,
) -> bool {
    let enum_ident = crate::naming::last_segment(source);
    let Some((ident, ordinal)) = variants
        .iter()
        .filter_map(|variant| Some((&variant.ident, variant.ordinal.known()?)))
        .max_by_key(|(_, ordinal)| *ordinal)
    else {
        return true;
    };
    if let Some(base) = base {
        let cells = (ordinal - base).max(0) + 1;
        if cells > super::max_cells() {
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
    }
    // `translate(self)` indexes a table by discriminant, from the lowest one (which may lie below
    // `base`) to the highest: that span is bounded too.
    let lowest = variants
        .iter()
        .filter_map(|variant| variant.ordinal.known())
        .min()
        .unwrap_or(ordinal);
    let span = ordinal - lowest.min(ordinal) + 1;
    if span > super::max_cells() {
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

/// What decides a crosswalk's layout besides its ordinals.
// Four independent facts of the declaration, each read once.
#[allow(clippy::struct_excessive_bools)]
pub struct Shape {
    /// A literal `base`; `None` for a constant expression, which only const evaluation computes.
    pub base: Option<i128>,
    /// Some variant is rejected or unreachable: the typed path reads `Option` targets.
    pub checked: bool,
    /// Under a `default` policy.
    pub soft_default: bool,
    /// A declaration's `_` line, whose outcome the typed tables hold in their holes.
    pub has_wildcard_line: bool,
    /// The targets are an enum's variants or a number type's values (constants that fit in a
    /// register, which a `match` on the cell index lets the optimiser turn into a table of
    /// whatever the caller makes of them), and the source's ordinal type is 32 bits or wider. A
    /// narrower source's few cells become a shift of one constant, the index widened first: one
    /// instruction more than the table load it keeps.
    pub register_target: bool,
    /// Some variant carries fields: a source value is not cast to its discriminant.
    pub carries_data: bool,
}

/// The layout of a crosswalk over `variants` (whose known ordinals' span was checked).
pub fn layout(variants: &[SourceVariant], shape: &Shape) -> Layout {
    if shape.carries_data {
        return by_position(variants, shape);
    }
    let known: Option<Vec<i128>> = variants
        .iter()
        .map(|variant| variant.ordinal.known())
        .collect();
    let lowest = known
        .as_ref()
        .and_then(|ordinals| ordinals.iter().copied().min());
    let (Some(ordinals), Some(lowest), Some(base)) = (known, lowest, shape.base) else {
        // Only const evaluation knows the discriminants or the base: the general layout, from the
        // lowest.
        let shared = shape.checked && !shape.has_wildcard_line;
        // Past the cap, the `match` gives way to the table of targets (see `raw::match_on_index`).
        let match_on_index = shape.register_target && !shape.checked && !shape.has_wildcard_line;
        return Layout {
            typed_index: TypedIndex::Discriminant,
            typed_start: if shape.checked {
                FirstOrdinal::LowestDiscriminantOrBase
            } else {
                FirstOrdinal::LowestDiscriminant
            },
            raw: if shared {
                RawLookup::TypedOutcomeTables
            } else if match_on_index {
                RawLookup::MatchOnIndex
            } else {
                RawLookup::OwnOutcomeTable
            },
            positions: None,
        };
    };
    let cells = by_ordinal_from(&ordinals, base);
    // A checked crosswalk's raw path reads the typed tables, so they start low enough to hold
    // raw cell 0 as well (in the bounds `check_size` set: both spans are within the cap).
    let typed_start = if shape.checked {
        lowest.min(base)
    } else if (0..=MAX_LEADING_PAD).contains(&lowest) {
        0
    } else {
        lowest
    };
    let slots = by_ordinal_from(&ordinals, typed_start);
    let dense = !cells.is_empty() && cells.iter().all(Option::is_some);
    let offset = usize::try_from(base - typed_start).ok();
    // Under `default`, an ordinal past the end is clamped onto a padding slot holding the default,
    // rather than sent there by a branch, only where a declared variant (below `base`) takes the
    // default: valid input then goes past the end often enough that the branch mispredicts, where
    // the clamp costs the same on every input. Where no variant does, valid input never takes the
    // branch and the clamp's `cmov` is pure cost.
    let clamp_past_end = shape.soft_default && lowest < base;
    // The `match` on the cell index needs a target for every cell: a variant's, or the default
    // where a hole takes it.
    let every_cell =
        !cells.is_empty() && cells.len() <= MAX_MATCH_CELLS && (dense || shape.soft_default);
    let raw = match offset {
        _ if shape.has_wildcard_line => RawLookup::OwnOutcomeTable,
        Some(_) if shape.checked => RawLookup::TypedOutcomeTables,
        _ if shape.register_target && !clamp_past_end && every_cell => RawLookup::MatchOnIndex,
        Some(offset) if dense && lowest <= base => RawLookup::TypedTargetTable {
            offset,
            clamp_past_end,
        },
        _ => RawLookup::OwnOutcomeTable,
    };
    Layout {
        typed_index: TypedIndex::Discriminant,
        typed_start: FirstOrdinal::Number(typed_start),
        raw,
        positions: Some(Positions {
            raw: cells,
            typed: slots,
        }),
    }
}

/// The layout of an enum whose variants carry fields: the typed tables are in declaration order,
/// read at the position a `match` on the value finds, since a value with fields cannot be cast to
/// its discriminant. A raw ordinal, where there is one, reads a table of its own.
fn by_position(variants: &[SourceVariant], shape: &Shape) -> Layout {
    let known: Vec<i128> = variants
        .iter()
        .filter_map(|variant| variant.ordinal.known())
        .collect();
    // Validation asks such an enum for a literal `base`.
    let raw_cells = by_ordinal_from(&known, shape.base.unwrap_or_default());
    let dense = !raw_cells.is_empty() && raw_cells.iter().all(Option::is_some);
    let raw = if shape.register_target
        && !shape.checked
        && !shape.has_wildcard_line
        && !shape.soft_default
        && dense
        && raw_cells.len() <= MAX_MATCH_CELLS
        && known.len() == variants.len()
    {
        RawLookup::MatchOnIndex
    } else {
        RawLookup::OwnOutcomeTable
    };
    Layout {
        typed_start: FirstOrdinal::Number(0),
        typed_index: TypedIndex::Position,
        raw,
        positions: Some(Positions {
            raw: raw_cells,
            typed: (0..variants.len()).map(Some).collect(),
        }),
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
