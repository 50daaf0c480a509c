//! The table plan: where each source variant sits in the generated tables, and which tables each
//! translator reads. Validation decides it ([`decide`]), expansion reads it; variant indices refer
//! to `Source::variants`.

use crate::source::SourceVariant;

/// An unchecked crosswalk's tables indexed by discriminant start at `base` when the lowest
/// discriminant lies at most this far above it, so that the raw path reads them as a hand-written
/// table from `base`; otherwise at 0 when the lowest is at most this, otherwise at the lowest. Not
/// a checked crosswalk's, whose empty leading slots the optimiser turns into a branch on the
/// discriminant that mispredicts in a caller's loop.
const MAX_LEADING_PAD: i128 = 64;

/// Where each variant sits in the generated tables, and how each path reads them.
pub struct Layout {
    /// Some variant is rejected or unreachable: the typed tables hold `Option`s and error sites.
    pub checked: bool,
    pub raw: RawLookup,
    /// `None` when only const evaluation knows the discriminants or the base, and places them.
    pub positions: Option<Positions>,
}

/// Which variant each entry of the tables holds, when every discriminant is known.
pub struct Positions {
    /// Entry `i` holds the variant with ordinal `base + i`; `None` is a hole.
    pub raw: Vec<Option<usize>>,
    /// The discriminant of the typed tables' first slot (0 where they are indexed by position).
    pub typed_start: i128,
    /// Entry `d - typed_start` holds the variant with discriminant `d`.
    pub typed: Vec<Option<usize>>,
}

/// How `translate_ordinal` finds a raw ordinal's outcome. Where it reads a typed table, raw cell
/// `i` is typed slot `offset + i` (`offset = base - typed_start`).
#[derive(Clone, Copy)]
#[cfg_attr(test, derive(PartialEq, Debug))]
pub enum RawLookup {
    /// The typed tables: an unchecked crosswalk's targets where every variant maps and every cell
    /// from `base` up is a variant's (one table serves `translate`, `translate_ordinal` and
    /// `From`); a checked crosswalk's `Option` targets and error sites, a hole's raw outcome too.
    TypedTables {
        /// `None` where only const evaluation knows it.
        offset: Option<usize>,
        /// An ordinal past the end is clamped onto one more slot: under `default`, holding the
        /// default instead of a branch, which valid input below `base` would mispredict; under
        /// `throw`, where the raw cells end where the typed slots do, `None`, so that "past the
        /// end" and "rejected" are one compare.
        clamp_past_end: bool,
    },
    /// A table of targets of the raw path's own, cell `i` in slot `i`, where every cell has a
    /// target (a variant's, or the default in a hole) and the typed tables do not start at
    /// `base`: the bound check and the load a hand-written table compiles to (see
    /// `raw::own_target_table`).
    OwnTargetTable,
    /// A table of whole outcomes of its own (an unchecked crosswalk with holes, one whose first
    /// cell the typed tables do not reach, or one whose typed tables hold a `_` line's outcome).
    OwnOutcomeTable,
}

impl RawLookup {
    /// Whether the typed tables have one more slot past the last, onto which the raw path clamps.
    pub fn pads_typed_tables(self) -> bool {
        matches!(
            self,
            Self::TypedTables {
                clamp_past_end: true,
                ..
            }
        )
    }
}

/// What decides a crosswalk's layout besides its ordinals.
#[allow(clippy::struct_excessive_bools)]
pub struct Shape {
    /// A literal `base`; `None` for a constant expression.
    pub base: Option<i128>,
    pub checked: bool,
    /// Under a `default` policy.
    pub soft_default: bool,
    /// A declaration's `_` line, whose outcome the typed tables hold in their holes.
    pub has_wildcard_line: bool,
    /// Some variant carries fields: a source value is not cast to its discriminant.
    pub carries_data: bool,
}

/// The layout of a crosswalk over `variants` (whose known ordinals' span validation checked).
pub fn decide(variants: &[SourceVariant], shape: &Shape) -> Layout {
    let mut known = Vec::with_capacity(variants.len());
    let mut lowest = None;
    for variant in variants {
        if let Some(ordinal) = variant.ordinal.known() {
            known.push(ordinal);
            lowest = Some(lowest.unwrap_or(ordinal).min(ordinal));
        }
    }
    let all_known = known.len() == variants.len();
    let layout = |raw, positions| Layout {
        checked: shape.checked,
        raw,
        positions,
    };
    if shape.carries_data {
        // The typed tables are in declaration order, read at the position a `match` on the value
        // finds. A raw ordinal reads a table of its own (validation asks for a literal `base`).
        let cells = by_ordinal_from(&known, shape.base.unwrap_or_default());
        let raw = if !shape.checked
            && !shape.has_wildcard_line
            && !shape.soft_default
            && is_dense(&cells)
            && all_known
        {
            RawLookup::OwnTargetTable
        } else {
            RawLookup::OwnOutcomeTable
        };
        let typed = (0..variants.len()).map(Some).collect();
        let positions = Positions {
            raw: cells,
            typed_start: 0,
            typed,
        };
        return layout(raw, Some(positions));
    }
    let (true, Some(lowest), Some(base)) = (all_known, lowest, shape.base) else {
        // Only const evaluation knows the discriminants or the base: the general layout, from
        // the lowest discriminant.
        let raw = match (shape.has_wildcard_line, shape.checked) {
            (false, true) => RawLookup::TypedTables {
                offset: None,
                clamp_past_end: false,
            },
            (false, false) => RawLookup::OwnTargetTable,
            _ => RawLookup::OwnOutcomeTable,
        };
        return layout(raw, None);
    };
    let cells = by_ordinal_from(&known, base);
    // A checked crosswalk's raw path reads the typed tables, so they start low enough to hold
    // raw cell 0 as well (both spans are within the cap: validation checked).
    let typed_start = if shape.checked {
        lowest.min(base)
    } else if (base..=base.saturating_add(MAX_LEADING_PAD)).contains(&lowest) {
        base
    } else if (0..=MAX_LEADING_PAD).contains(&lowest) {
        0
    } else {
        lowest
    };
    let slots = by_ordinal_from(&known, typed_start);
    let dense = is_dense(&cells);
    let offset = usize::try_from(base - typed_start).ok();
    let clamp_past_end = shape.soft_default && lowest < base;
    // A table of targets needs one for every cell: a variant's, or the default.
    let every_cell = !cells.is_empty() && (dense || shape.soft_default);
    let raw = match offset {
        _ if shape.has_wildcard_line => RawLookup::OwnOutcomeTable,
        Some(offset) if shape.checked => RawLookup::TypedTables {
            offset: Some(offset),
            clamp_past_end: !shape.soft_default
                && !cells.is_empty()
                && offset + cells.len() == slots.len(),
        },
        // The typed tables start at `base`: they are the raw path's table too.
        Some(0) if dense => RawLookup::TypedTables {
            offset: Some(0),
            clamp_past_end,
        },
        _ if !clamp_past_end && every_cell => RawLookup::OwnTargetTable,
        Some(offset) if dense && lowest <= base => RawLookup::TypedTables {
            offset: Some(offset),
            clamp_past_end,
        },
        _ => RawLookup::OwnOutcomeTable,
    };
    let positions = Positions {
        raw: cells,
        typed_start,
        typed: slots,
    };
    layout(raw, Some(positions))
}

/// Whether every entry from the first is a variant's, and there is one.
fn is_dense(entries: &[Option<usize>]) -> bool {
    !entries.is_empty() && !entries.contains(&None)
}

/// Slot `i` holds the index of the variant with ordinal `first + i`, up to the highest ordinal;
/// variants below `first` are left out.
fn by_ordinal_from(ordinals: &[i128], first: i128) -> Vec<Option<usize>> {
    let mut slots = Vec::new();
    for (index, ordinal) in ordinals.iter().enumerate() {
        let Ok(offset) = usize::try_from(ordinal - first) else {
            continue;
        };
        if slots.len() <= offset {
            slots.resize(offset + 1, None);
        }
        if let Some(slot) = slots.get_mut(offset) {
            *slot = Some(index);
        }
    }
    slots
}

#[cfg(test)]
mod tests {
    //! Which reader each member of the families in `tests/tests/raw_lookups.rs` gets.

    use super::{RawLookup, Shape, decide};
    use crate::source::{Fields, Ordinal, SourceVariant};

    /// The raw reader from `base = 3` over these ordinals (`_`: an expression).
    fn reader(ordinals: &str, checked: bool, soft: bool) -> RawLookup {
        let variants: Vec<SourceVariant> = ordinals
            .split(' ')
            .map(|ordinal| SourceVariant {
                ident: syn::Ident::new("V", proc_macro2::Span::call_site()),
                ordinal: ordinal.parse().map_or(Ordinal::Evaluated, Ordinal::Known),
                fields: Fields::Unit,
            })
            .collect();
        let shape = Shape {
            base: Some(3),
            checked,
            soft_default: soft,
            has_wildcard_line: false,
            carries_data: false,
        };
        decide(&variants, &shape).raw
    }

    #[test]
    fn the_families_cover_every_reader() {
        use RawLookup::{OwnOutcomeTable as Own, OwnTargetTable as Targets};
        let typed = |offset, clamp_past_end| RawLookup::TypedTables {
            offset,
            clamp_past_end,
        };
        // The dense family, the default family, the holed family; `1`: a variant below `base`,
        // rejected, unreachable or taking the default.
        let cases = [
            ("3 4 5 6", false, false, typed(Some(0), false)),
            ("_ 4 5 6", false, false, Targets),
            ("1 3 4 5 6", true, false, typed(Some(2), true)),
            ("1 _ 4 5 6", true, false, typed(None, false)),
            ("3 4 5 6", false, true, typed(Some(0), false)),
            ("1 3 4 5 6", false, true, typed(Some(3), true)),
            ("_ 4 5 6", false, true, Targets),
            ("1 3 4 5 6", true, true, typed(Some(2), false)),
            ("3 4 6", false, false, Own),
            ("_ 4 6", false, false, Targets),
            ("1 3 4 6", true, false, typed(Some(2), true)),
            ("3 4 6", false, true, Targets),
            ("1 3 4 6", true, true, typed(Some(2), false)),
        ];
        for (ordinals, checked, soft, expected) in cases {
            assert_eq!(reader(ordinals, checked, soft), expected, "{ordinals}");
        }
    }
}
