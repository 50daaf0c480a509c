//! The table plan: where each source variant sits in the generated tables, and which tables each
//! translator reads. Validation decides it ([`decide`]); expansion only reads it, and turns an
//! ordinal into a table index through [`index`]. It sits beside the model because both stages
//! use it and neither may import the other. Variant indices refer to `Source::variants`.

pub mod index;

use crate::source::SourceVariant;

/// Tables indexed by discriminant start at 0 when the lowest discriminant is at most this, so the
/// index needs no subtraction. A checked crosswalk's table never starts at 0 below its lowest
/// discriminant: the optimiser turns "this slot is empty" into a test of the discriminant ahead
/// of the load, a branch that mispredicts in a caller's loop (2.6× a hand table).
const MAX_LEADING_PAD: i128 = 64;

/// The raw path is a `match` on the cell index up to this many cells, a load from the table of
/// targets past it: LLVM's inliner prices a `match` by its jump table, and at 200 cells the
/// iterator adaptors around a caller's `collect` stay out of line (2.4× the hand table).
pub const MAX_MATCH_CELLS: usize = 32;

/// Where each variant sits in the generated tables, and how each path reads them.
pub struct Layout {
    /// Some variant is rejected or unreachable: the typed tables hold `Option` targets, with a
    /// table of error sites beside them.
    pub checked: bool,
    pub typed_index: TypedIndex,
    pub raw: RawLookup,
    /// `None` when only const evaluation knows the discriminants or the base; it then places the
    /// variants itself, the typed tables from the lowest discriminant (or from a lower `base`
    /// where a checked crosswalk's raw path reads them).
    pub positions: Option<Positions>,
}

/// What a source value's slot in the typed tables is.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TypedIndex {
    /// Its discriminant, less the discriminant of the first slot: `value as R`.
    Discriminant,
    /// Its variant's position, which a `match` finds: a variant with fields cannot be cast.
    Position,
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

impl Positions {
    /// Entries inside the raw table that no variant has.
    pub fn holes(&self) -> usize {
        self.raw.iter().filter(|entry| entry.is_none()).count()
    }
}

/// How `translate_ordinal` finds a raw ordinal's outcome. Where it reads a typed table, raw cell
/// `i` is typed slot `offset + i` (`offset = base - typed_start`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RawLookup {
    /// Every variant maps and every cell from `base` up is a variant's: one table of targets
    /// serves `translate`, `translate_ordinal` and `From`.
    TypedTargetTable {
        offset: usize,
        /// Under `default`, an ordinal past the end is clamped onto a padding slot holding the
        /// default rather than sent there by a branch: only where a variant below `base` takes
        /// the default, so that valid input goes past the end often enough to mispredict.
        clamp_past_end: bool,
    },
    /// A checked crosswalk: the typed path's `Option` targets and error sites, which hold a hole
    /// as its raw outcome.
    TypedOutcomeTables {
        /// `None` where only const evaluation knows it.
        offset: Option<usize>,
        /// Under `throw`, where the raw cells end where the typed slots do, an ordinal past the
        /// end is clamped onto one more slot, `None` with the out-of-range site: the optimiser
        /// then folds "past the end" and "a rejected cell" into one compare.
        clamp_past_end: bool,
    },
    /// An unchecked crosswalk into an enum or a number type with a target for every cell: the
    /// bound check, then a `match` on the cell index whose arms are constant targets, which LLVM
    /// turns into a table of the caller's own values where the caller maps the target further.
    MatchOnIndex,
    /// A table of whole outcomes of its own (an unchecked crosswalk with holes, one whose first
    /// cell the typed tables do not reach, or one whose typed tables hold a `_` line's outcome).
    OwnOutcomeTable,
}

impl RawLookup {
    /// Whether the typed tables have one more slot past the last, onto which the raw path clamps.
    pub fn pads_typed_tables(self) -> bool {
        match self {
            Self::TypedTargetTable { clamp_past_end, .. }
            | Self::TypedOutcomeTables { clamp_past_end, .. } => clamp_past_end,
            Self::MatchOnIndex | Self::OwnOutcomeTable => false,
        }
    }
}

/// What decides a crosswalk's layout besides its ordinals.
// Independent facts of the declaration, each read once.
#[allow(clippy::struct_excessive_bools)]
pub struct Shape {
    /// A literal `base`; `None` for a constant expression.
    pub base: Option<i128>,
    pub checked: bool,
    /// Under a `default` policy.
    pub soft_default: bool,
    /// A declaration's `_` line, whose outcome the typed tables hold in their holes.
    pub has_wildcard_line: bool,
    /// The targets are constants that fit in a register (an enum's variants, a number type's
    /// values) and the ordinal type is 32 bits or wider: a narrower source's few cells become a
    /// shift of one constant, one instruction more than the table load.
    pub register_target: bool,
    /// Some variant carries fields: a source value is not cast to its discriminant.
    pub carries_data: bool,
}

/// The layout of a crosswalk over `variants` (whose known ordinals' span validation checked).
pub fn decide(variants: &[SourceVariant], shape: &Shape) -> Layout {
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
        // Only const evaluation knows the discriminants or the base: the general layout, from
        // the lowest discriminant; past the cap, the `match` gives way to the table of targets.
        let raw = match (shape.has_wildcard_line, shape.checked) {
            (false, true) => RawLookup::TypedOutcomeTables {
                offset: None,
                clamp_past_end: false,
            },
            (false, false) if shape.register_target => RawLookup::MatchOnIndex,
            _ => RawLookup::OwnOutcomeTable,
        };
        return Layout {
            checked: shape.checked,
            typed_index: TypedIndex::Discriminant,
            raw,
            positions: None,
        };
    };
    let cells = by_ordinal_from(&ordinals, base);
    // A checked crosswalk's raw path reads the typed tables, so they start low enough to hold
    // raw cell 0 as well (both spans are within the cap: validation checked).
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
    let clamp_past_end = shape.soft_default && lowest < base;
    // The `match` on the cell index needs a target for every cell: a variant's, or the default.
    let every_cell =
        !cells.is_empty() && cells.len() <= MAX_MATCH_CELLS && (dense || shape.soft_default);
    let raw = match offset {
        _ if shape.has_wildcard_line => RawLookup::OwnOutcomeTable,
        Some(offset) if shape.checked => RawLookup::TypedOutcomeTables {
            offset: Some(offset),
            clamp_past_end: !shape.soft_default
                && !cells.is_empty()
                && offset + cells.len() == slots.len(),
        },
        _ if shape.register_target && !clamp_past_end && every_cell => RawLookup::MatchOnIndex,
        Some(offset) if dense && lowest <= base => RawLookup::TypedTargetTable {
            offset,
            clamp_past_end,
        },
        _ => RawLookup::OwnOutcomeTable,
    };
    Layout {
        checked: shape.checked,
        typed_index: TypedIndex::Discriminant,
        raw,
        positions: Some(Positions {
            raw: cells,
            typed_start,
            typed: slots,
        }),
    }
}

/// The layout of an enum whose variants carry fields: the typed tables are in declaration order,
/// read at the position a `match` on the value finds. A raw ordinal reads a table of its own.
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
        checked: shape.checked,
        typed_index: TypedIndex::Position,
        raw,
        positions: Some(Positions {
            raw: raw_cells,
            typed_start: 0,
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

#[cfg(test)]
mod tests {
    //! Which reader each member of the families in `tests/tests/raw_lookups.rs` gets: that test
    //! checks that the members answer alike, this one that they still cover every reader.

    use super::{RawLookup, Shape, decide};
    use crate::source::{Fields, Ordinal, SourceVariant};

    /// The raw reader from `base = 3` over these ordinals (`None`: an expression), `wide` where
    /// the ordinal type has 32 bits or more.
    fn reader(ordinals: &[Option<i128>], wide: bool, checked: bool, soft: bool) -> RawLookup {
        let variants: Vec<SourceVariant> = ordinals
            .iter()
            .map(|ordinal| SourceVariant {
                ident: syn::Ident::new("V", proc_macro2::Span::call_site()),
                ordinal: ordinal.map_or(Ordinal::Evaluated, Ordinal::Known),
                fields: Fields::Unit,
            })
            .collect();
        let shape = Shape {
            base: Some(3),
            checked,
            soft_default: soft,
            has_wildcard_line: false,
            register_target: wide,
            carries_data: false,
        };
        decide(&variants, &shape).raw
    }

    #[test]
    fn the_families_cover_every_reader() {
        use RawLookup::{MatchOnIndex as Match, OwnOutcomeTable as Own};
        let dense: &[Option<i128>] = &[Some(3), Some(4), Some(5), Some(6)];
        let evaluated: &[Option<i128>] = &[None, Some(4), Some(5), Some(6)];
        // With a variant below `base`, rejected, unreachable or taking the default.
        let below: &[Option<i128>] = &[Some(1), Some(3), Some(4), Some(5), Some(6)];
        let evaluated_below: &[Option<i128>] = &[Some(1), None, Some(4), Some(5), Some(6)];
        let holed: &[Option<i128>] = &[Some(3), Some(4), Some(6)];
        let holed_evaluated: &[Option<i128>] = &[None, Some(4), Some(6)];
        let holed_below: &[Option<i128>] = &[Some(1), Some(3), Some(4), Some(6)];
        let targets = |offset, clamp_past_end| RawLookup::TypedTargetTable {
            offset,
            clamp_past_end,
        };
        let outcomes = |offset, clamp_past_end| RawLookup::TypedOutcomeTables {
            offset,
            clamp_past_end,
        };
        let cases = [
            // The dense family.
            (dense, true, false, false, Match),
            (dense, false, false, false, targets(3, false)),
            (evaluated, true, false, false, Match),
            (evaluated, false, false, false, Own),
            (below, true, true, false, outcomes(Some(2), true)),
            (evaluated_below, false, true, false, outcomes(None, false)),
            // The default family.
            (dense, true, false, true, Match),
            (dense, false, false, true, targets(3, false)),
            (below, true, false, true, targets(3, true)),
            (below, false, false, true, targets(3, true)),
            (evaluated, true, false, true, Match),
            (evaluated, false, false, true, Own),
            (below, true, true, true, outcomes(Some(2), false)),
            // The holed family.
            (holed, true, false, false, Own),
            (holed_evaluated, true, false, false, Match),
            (holed_below, false, true, false, outcomes(Some(2), true)),
            (holed, true, false, true, Match),
            (holed, false, false, true, Own),
            (holed_below, false, true, true, outcomes(Some(2), false)),
        ];
        for (ordinals, wide, checked, soft, expected) in cases {
            assert_eq!(reader(ordinals, wide, checked, soft), expected);
        }
    }
}
