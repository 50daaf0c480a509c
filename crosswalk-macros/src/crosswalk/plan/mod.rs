//! The table plan: where each source variant sits in the generated tables, and which tables each
//! translator reads. Validation decides it ([`decide`]), once per crosswalk; expansion only reads
//! it, and turns an ordinal into an index of a table through [`index`], where every rule on
//! wrapping and widening is written. It sits beside the model, not in either stage, because both
//! stages use it and neither may import the other.
//!
//! Two kinds of table are indexed by ordinal: the typed ones, read by `translate` at the slot of a
//! source value (its discriminant less the first slot's, or its position), and the raw one, read
//! by `translate_ordinal` at the cell of a raw ordinal (`ordinal - base`). Variant indices refer
//! to `Source::variants`.

pub mod index;

use crate::source::SourceVariant;

/// Tables indexed by discriminant start at 0 when the lowest discriminant is at most this, so the
/// index needs no subtraction; above it, the wasted leading slots would cost more than a `sub`.
/// A checked crosswalk's table never starts at 0 below its lowest discriminant: with a leading
/// pad of that kind the optimiser turns "this slot is empty" into a test of the discriminant ahead
/// of the load, a branch that mispredicts in a caller's loop (2.6× a hand table on 20% rejected
/// input).
const MAX_LEADING_PAD: i128 = 64;

/// The raw path is a `match` on the cell index (see `RawLookup::MatchOnIndex`) up to this many
/// cells, a load from the table of targets past it. LLVM's inliner prices a `match` by its jump
/// table, about five instructions a cell: at 200 cells the standard library's iterator adaptors
/// around a caller's `collect` stay out of line, a call per word (2.4× the hand table), where the
/// table load is a few instructions at any size. Below the cap the `match` costs no more than a
/// short function, and gives a caller that maps the target further a table of its own values.
pub const MAX_MATCH_CELLS: usize = 32;

/// Where each variant sits in the generated tables, and how each path reads them.
pub struct Layout {
    /// Some variant is rejected or unreachable: the typed tables hold `Option` targets, with a
    /// table of error sites beside them, where an unchecked crosswalk's hold bare targets.
    pub checked: bool,
    /// What the typed tables are indexed by.
    pub typed_index: TypedIndex,
    /// Which table `translate_ordinal` reads.
    pub raw: RawLookup,
    /// Where each variant is, when the macro knows every discriminant and the base. `None` when
    /// only const evaluation does, which then places the variants itself, the typed tables from
    /// the lowest discriminant (or from `base`, where a checked crosswalk's raw path reads them
    /// and `base` is lower).
    pub positions: Option<Positions>,
}

/// What a source value's slot in the typed tables is.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TypedIndex {
    /// Its discriminant, less the discriminant of the first slot: `value as R`.
    Discriminant,
    /// Its variant's position in the declaration, which a `match` on the value finds: a variant
    /// with fields cannot be cast.
    Position,
}

/// Which variant each entry of the tables holds, when every discriminant is known.
pub struct Positions {
    /// Entry `i` of the raw table holds the variant with ordinal `base + i`, up to the highest
    /// ordinal; `None` is a hole.
    pub raw: Vec<Option<usize>>,
    /// The discriminant of the typed tables' first slot (0 where they are indexed by position).
    pub typed_start: i128,
    /// Entry `d - typed_start` of the typed tables holds the variant with discriminant `d`.
    pub typed: Vec<Option<usize>>,
}

impl Positions {
    /// Entries inside the raw table that no variant has.
    pub fn holes(&self) -> usize {
        self.raw.iter().filter(|entry| entry.is_none()).count()
    }
}

/// How `translate_ordinal` finds a raw ordinal's outcome, named after what the generated code
/// reads. Where it reads a typed table, raw cell `i` is typed slot `offset + i`
/// (`offset = base - typed_start`, from `Positions` or const evaluation).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RawLookup {
    /// Every variant maps and every cell from `base` up is a variant's: one table of targets
    /// serves `translate`, `translate_ordinal` and `From`.
    TypedTargetTable {
        offset: usize,
        /// Under a `default` policy, whether an ordinal past the end is clamped onto a padding
        /// slot holding the default rather than sent there by a branch. Only where a declared
        /// variant (below `base`) takes the default: valid input then goes past the end often
        /// enough that the branch mispredicts, where the clamp costs the same on every input.
        /// Where no variant does, valid input never takes the branch and the clamp's `cmov` is
        /// pure cost.
        clamp_past_end: bool,
    },
    /// The typed path's `Option` targets and error sites, which hold a hole as its raw outcome
    /// (`None` with the out-of-range site, or the default): a checked crosswalk.
    TypedOutcomeTables {
        /// `None` where only const evaluation knows it.
        offset: Option<usize>,
        /// Under `throw`, where the raw cells end where the typed slots do, whether an ordinal
        /// past the end is clamped onto one more slot of the typed tables, `None` with the
        /// out-of-range site. The optimiser then folds "past the end" and "a rejected cell" into
        /// one compare, and the caller's loop tests once whether the ordinal translates; a bound
        /// check with an error on each side leaves it a branch for each, the site being a
        /// different pointer on each side.
        clamp_past_end: bool,
    },
    /// An unchecked crosswalk into an enum or a number type with a target for every cell (a
    /// variant's, or the default): the bound check, then a `match` on the cell index whose arms
    /// are all constant targets. LLVM makes one table load of it inside the check, and, inlined
    /// into a caller that maps the target further (`map_or(99, |t| t as u64)`), one table of the
    /// caller's values, which it cannot make of a load from a table of targets.
    MatchOnIndex,
    /// A table of whole outcomes of its own (an unchecked crosswalk with holes, one whose first
    /// cell the typed tables do not reach, or one whose typed tables hold a declaration's `_`).
    OwnOutcomeTable,
}

impl RawLookup {
    /// Whether the typed tables have one more slot past the last, onto which the raw path clamps
    /// an ordinal past the end.
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
        return evaluated(shape);
    };
    let cells = by_ordinal_from(&ordinals, base);
    // A checked crosswalk's raw path reads the typed tables, so they start low enough to hold
    // raw cell 0 as well (in the bounds validation set: both spans are within the cap).
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
    // The `match` on the cell index needs a target for every cell: a variant's, or the default
    // where a hole takes it.
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

/// The layout where only const evaluation knows the discriminants or the base: the general one,
/// from the lowest discriminant.
fn evaluated(shape: &Shape) -> Layout {
    // Past the cap, the `match` gives way to the table of targets (see `raw::match_on_index`).
    let match_on_index = shape.register_target && !shape.checked && !shape.has_wildcard_line;
    Layout {
        checked: shape.checked,
        typed_index: TypedIndex::Discriminant,
        raw: if shape.checked && !shape.has_wildcard_line {
            RawLookup::TypedOutcomeTables {
                offset: None,
                clamp_past_end: false,
            }
        } else if match_on_index {
            RawLookup::MatchOnIndex
        } else {
            RawLookup::OwnOutcomeTable
        },
        positions: None,
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
    //! Which reader each member of the families in `tests/tests/raw_lookups.rs` gets. That test
    //! checks that the members answer alike; this one that they still cover every reader.

    use super::{RawLookup, Shape, decide};
    use crate::source::{Fields, Ordinal, SourceVariant};

    /// The raw reader of a crosswalk from `base = 3` over variants of these ordinals (`None`: an
    /// expression), `wide` where the ordinal type has 32 bits or more.
    fn reader(
        ordinals: &[Option<i128>],
        wide: bool,
        checked: bool,
        soft_default: bool,
    ) -> RawLookup {
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
            soft_default,
            has_wildcard_line: false,
            register_target: wide,
            carries_data: false,
        };
        decide(&variants, &shape).raw
    }

    const DENSE: &[Option<i128>] = &[Some(3), Some(4), Some(5), Some(6)];
    const EVALUATED: &[Option<i128>] = &[None, Some(4), Some(5), Some(6)];
    /// With a variant below `base`, rejected, unreachable or taking the default.
    const BELOW: &[Option<i128>] = &[Some(1), Some(3), Some(4), Some(5), Some(6)];
    const EVALUATED_BELOW: &[Option<i128>] = &[Some(1), None, Some(4), Some(5), Some(6)];
    const HOLED: &[Option<i128>] = &[Some(3), Some(4), Some(6)];
    const HOLED_EVALUATED: &[Option<i128>] = &[None, Some(4), Some(6)];
    const HOLED_BELOW: &[Option<i128>] = &[Some(1), Some(3), Some(4), Some(6)];

    const fn targets(offset: usize, clamp_past_end: bool) -> RawLookup {
        RawLookup::TypedTargetTable {
            offset,
            clamp_past_end,
        }
    }

    const fn outcomes(offset: Option<usize>, clamp_past_end: bool) -> RawLookup {
        RawLookup::TypedOutcomeTables {
            offset,
            clamp_past_end,
        }
    }

    #[test]
    fn the_dense_family_covers_every_reader() {
        use RawLookup::{MatchOnIndex, OwnOutcomeTable};
        assert_eq!(reader(DENSE, true, false, false), MatchOnIndex);
        assert_eq!(reader(DENSE, false, false, false), targets(3, false));
        assert_eq!(reader(EVALUATED, true, false, false), MatchOnIndex);
        assert_eq!(reader(EVALUATED, false, false, false), OwnOutcomeTable);
        assert_eq!(reader(BELOW, true, true, false), outcomes(Some(2), true));
        assert_eq!(
            reader(EVALUATED_BELOW, false, true, false),
            outcomes(None, false)
        );
    }

    #[test]
    fn the_default_family_covers_every_reader() {
        use RawLookup::{MatchOnIndex, OwnOutcomeTable};
        assert_eq!(reader(DENSE, true, false, true), MatchOnIndex);
        assert_eq!(reader(DENSE, false, false, true), targets(3, false));
        assert_eq!(reader(BELOW, true, false, true), targets(3, true));
        assert_eq!(reader(BELOW, false, false, true), targets(3, true));
        assert_eq!(reader(EVALUATED, true, false, true), MatchOnIndex);
        assert_eq!(reader(EVALUATED, false, false, true), OwnOutcomeTable);
        assert_eq!(reader(BELOW, true, true, true), outcomes(Some(2), false));
    }

    #[test]
    fn the_holed_family_covers_every_reader() {
        use RawLookup::{MatchOnIndex, OwnOutcomeTable};
        assert_eq!(reader(HOLED, true, false, false), OwnOutcomeTable);
        assert_eq!(reader(HOLED_EVALUATED, true, false, false), MatchOnIndex);
        assert_eq!(
            reader(HOLED_BELOW, false, true, false),
            outcomes(Some(2), true)
        );
        assert_eq!(reader(HOLED, true, false, true), MatchOnIndex);
        assert_eq!(reader(HOLED, false, false, true), OwnOutcomeTable);
        assert_eq!(
            reader(HOLED_BELOW, false, true, true),
            outcomes(Some(2), false)
        );
    }
}
