//! What the programs read off a declared crosswalk, turned into plain data once so the renderers
//! need not be generic.
//!
//! This is the one module that touches the runtime's read-out items (`table_image`, `unreached`,
//! the out-of-range policy type); everything else goes through [`Walk`] and [`WireWalk`].

use crosswalk::{Cell, Crosswalk, Error, Roster};

pub use crosswalk::OnOutOfRange;

/// A member of an enum, reduced to what every output shows of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    /// Its ordinal in its own enum's numbering.
    pub ordinal: u32,
    /// Its name, as `Display` prints it.
    pub name: &'static str,
}

impl Member {
    /// Reads a member of any [`Roster`] enum.
    pub fn of<T: Roster<Repr = u32>>(value: T) -> Self {
        Self {
            ordinal: value.ordinal().get(),
            name: value.name(),
        }
    }
}

/// One source variant and what its crosswalk makes of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// The source variant.
    pub source: Member,
    /// Its translation: the target, or the declared refusal.
    pub outcome: Result<Member, Error>,
    /// Whether the variant has a cell; one without (below the base) gets the policy.
    pub in_table: bool,
    /// Declared `alias`: an earlier variant is the canonical source of the same target.
    pub alias: bool,
}

/// A klr → BIR crosswalk, read once.
#[derive(Clone, Debug)]
pub struct Walk {
    /// The source enum, as `module::path::Enum`.
    pub source_path: &'static str,
    /// The target enum, as `module::path::Enum`.
    pub target_path: &'static str,
    /// The source ordinal of the first cell.
    pub base: u32,
    /// What an ordinal with no cell gives.
    pub policy: OnOutOfRange<Member>,
    /// The table as the original `.rodata` holds it: `u32` little-endian target ordinals.
    pub image: Vec<u8>,
    /// One row per source variant, in declaration order.
    pub rows: Vec<Row>,
    /// Target members no source variant reaches.
    pub unreached: Vec<Member>,
    occupied: Vec<bool>,
    translate: fn(u32) -> Result<Member, Error>,
}

impl Walk {
    /// Reads the unnamed crosswalk of `C`.
    pub fn read<C>() -> Self
    where
        C: Crosswalk<Repr = u32> + Roster<Repr = u32>,
        C::Target: Roster<Repr = u32>,
    {
        let cell = |source: C| {
            let index = source.ordinal().get().wrapping_sub(C::BASE);
            usize::try_from(index)
                .ok()
                .and_then(|index| C::CELLS.get(index))
        };
        Self {
            source_path: C::ENUM_PATH,
            target_path: <C::Target as Roster>::ENUM_PATH,
            base: C::BASE,
            policy: match C::ON_OUT_OF_RANGE {
                OnOutOfRange::Throw(message) => OnOutOfRange::Throw(message),
                OnOutOfRange::Default(target) => OnOutOfRange::Default(Member::of(target)),
                OnOutOfRange::Compute(function) => OnOutOfRange::Compute(function),
            },
            image: C::table_image().collect(),
            rows: C::VARIANTS
                .iter()
                .map(|&source| Row {
                    source: Member::of(source),
                    outcome: source.translate().map(Member::of),
                    in_table: cell(source).is_some_and(|cell| !matches!(cell, Cell::Empty)),
                    alias: matches!(cell(source), Some(Cell::Mapped { alias: true, .. })),
                })
                .collect(),
            unreached: C::unreached().map(Member::of).collect(),
            occupied: C::CELLS
                .iter()
                .map(|cell| !matches!(cell, Cell::Empty))
                .collect(),
            translate: |ordinal| C::translate_ordinal(ordinal).map(Member::of),
        }
    }

    /// Translates a raw source ordinal exactly as `Crosswalk::translate_ordinal` does.
    ///
    /// # Errors
    /// The crosswalk's own: a rejected variant, or an ordinal with no cell under `throw`.
    pub fn translate(&self, ordinal: u32) -> Result<Member, Error> {
        (self.translate)(ordinal)
    }

    /// Whether `ordinal` has a cell of its own, rather than getting the out-of-range policy.
    pub fn has_cell(&self, ordinal: u32) -> bool {
        let index = ordinal.wrapping_sub(self.base);
        usize::try_from(index).is_ok_and(|index| self.occupied.get(index) == Some(&true))
    }

    /// The image read back as the `u32` cells it is made of.
    pub fn table(&self) -> Vec<u32> {
        self.image
            .chunks_exact(4)
            .map(|cell| u32::from_le_bytes([cell[0], cell[1], cell[2], cell[3]]))
            .collect()
    }
}

/// A BIR → silicon crosswalk (`W` names it), read once, with the way there from a klr ordinal.
#[derive(Clone, Debug)]
pub struct WireWalk {
    /// The BIR enum, as `module::path::Enum`.
    pub bir_path: &'static str,
    /// The wire type, as written in the crosswalk (`wire::CoreV4DtypeTag`).
    pub wire_path: &'static str,
    /// What an ordinal past the table gives.
    pub policy: OnOutOfRange<u8>,
    /// Indexed by BIR ordinal: each cell's byte, `None` where it has none.
    pub cells: Vec<Option<u8>>,
    /// One row per BIR variant, in declaration order.
    pub rows: Vec<(Member, Result<u8, Error>)>,
    lower: fn(u32) -> Result<u8, Error>,
}

impl WireWalk {
    /// Reads the crosswalk `W` of the BIR enum that `C` (a klr enum) translates into.
    pub fn read<C, W>() -> Self
    where
        C: Crosswalk<Repr = u32>,
        C::Target: Crosswalk<W, Repr = u32> + Roster<Repr = u32>,
        <C::Target as Crosswalk<W>>::Target: Copy,
        u8: From<<C::Target as Crosswalk<W>>::Target>,
        W: ?Sized,
    {
        let below_base = usize::try_from(<C::Target as Crosswalk<W>>::BASE).unwrap_or(0);
        let cells = <C::Target as Crosswalk<W>>::CELLS
            .iter()
            .map(|cell| match *cell {
                Cell::Mapped { target, .. } => Some(u8::from(target)),
                // Rejected, unreachable and empty cells, and any kind a later version adds, hold
                // no byte.
                _ => None,
            });
        Self {
            bir_path: <C::Target as Roster>::ENUM_PATH,
            wire_path: <C::Target as Crosswalk<W>>::TARGET_PATH,
            policy: match <C::Target as Crosswalk<W>>::ON_OUT_OF_RANGE {
                OnOutOfRange::Throw(message) => OnOutOfRange::Throw(message),
                OnOutOfRange::Default(byte) => OnOutOfRange::Default(u8::from(byte)),
                OnOutOfRange::Compute(function) => OnOutOfRange::Compute(function),
            },
            cells: std::iter::repeat_n(None, below_base).chain(cells).collect(),
            rows: <C::Target as Roster>::VARIANTS
                .iter()
                .map(|&bir| {
                    let byte = <C::Target as Crosswalk<W>>::translate(bir).map(u8::from);
                    (Member::of(bir), byte)
                })
                .collect(),
            lower: |ordinal| {
                let bir = C::translate_ordinal(ordinal)?;
                <C::Target as Crosswalk<W>>::translate(bir).map(u8::from)
            },
        }
    }

    /// Follows a raw klr ordinal of the crosswalk this table belongs to all the way to its byte.
    ///
    /// # Errors
    /// The klr → BIR crosswalk's error, or this one's.
    pub fn lower(&self, klr_ordinal: u32) -> Result<u8, Error> {
        (self.lower)(klr_ordinal)
    }
}
