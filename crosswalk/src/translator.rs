//! The trait `#[crosswalk]` implements, and the shape of the table it declares.

use crate::{Error, Ordinal, Roster};

/// A checked translator from one enum's numbering (`Self`) into another's (`Target`).
///
/// Implemented by [`#[crosswalk]`](macro@crate::crosswalk); the associated constants describe the
/// declared table so it can be printed, dumped and checked.
///
/// `Name` names the crosswalk when an enum has several (`#[crosswalk(…, name = wire::CoreV4)]`
/// implements `Crosswalk<wire::CoreV4>`); an enum's one unnamed crosswalk is
/// `Crosswalk<Primary>`, which is what plain `Crosswalk` means.
pub trait Crosswalk<Name: ?Sized = Primary>: Sized + 'static {
    /// The enum (or number type) translated into.
    type Target: 'static;

    /// The source's ordinal type: its `#[repr]` (`u8`, `i32`, …), or `u32` without one.
    type Repr: Copy + Eq + Ord + core::hash::Hash + core::fmt::Debug + core::fmt::Display + 'static;

    /// The target, as written in `to = …`.
    const TARGET_PATH: &'static str;
    /// The source ordinal of the table's first cell.
    const BASE: Self::Repr;
    /// What an ordinal with no cell (or an empty one) gives.
    const ON_OUT_OF_RANGE: OnOutOfRange<Self::Target>;
    /// Cell `i` describes source ordinal `BASE + i`, up to the highest discriminant.
    const CELLS: &'static [Cell<Self, Self::Target>];

    /// The target this variant maps to.
    ///
    /// # Errors
    /// [`ErrorKind::Rejected`](crate::ErrorKind::Rejected) for a `#[reject]` variant.
    fn translate(self) -> Result<Self::Target, Error>;

    /// The original helper's contract: the cell at `ordinal.wrapping_sub(BASE)`, computed in the
    /// unsigned type of `Repr`'s width (so an ordinal below the base wraps past the end), or the
    /// `on_oob` policy for an index past the end or an empty cell.
    ///
    /// # Errors
    /// A rejected cell's error, or [`ErrorKind::OutOfRange`](crate::ErrorKind::OutOfRange) under a
    /// `throw` policy.
    fn translate_ordinal(ordinal: Self::Repr) -> Result<Self::Target, Error>;

    /// Goes back: the variant that translates to `target` (for a shared target, the first, not
    /// an `alias` or a `one_way` one), or `None` for a target no variant goes back to.
    fn from_target(target: Self::Target) -> Option<Self>;

    /// Goes back from a target known by its ordinal in the target's numbering (a raw word of the
    /// target's id-space, as [`target_ordinal`](Crosswalk::target_ordinal) gives it): the variant
    /// [`from_target`](Crosswalk::from_target) gives for the target with that ordinal.
    fn from_target_ordinal(ordinal: Ordinal<Self::Target>) -> Option<Self>;

    /// A target value's ordinal in the target numbering.
    fn target_ordinal(target: Self::Target) -> Ordinal<Self::Target>;

    /// The table as a C++ `.rodata` `u32[]` would hold it: each cell's target ordinal,
    /// little-endian, from the first cell up to the last one that maps somewhere (so a trailing
    /// `#[reject]` cell, which a switch would handle in its own arm, adds nothing). A cell that
    /// maps nowhere (a hole, or a `#[reject]` before the last mapped cell) holds [`NO_TARGET`].
    ///
    /// For a named crosswalk, name it: `<bir::Dtype as Crosswalk<wire::CoreV4>>::table_image()`.
    fn table_image() -> impl Iterator<Item = u8> {
        let cells = Self::CELLS;
        let mapped_len = cells
            .iter()
            .rposition(|cell| matches!(cell, Cell::Mapped { .. }))
            .map_or(0, |last| last + 1);
        cells[..mapped_len].iter().flat_map(|cell| {
            let ordinal = match cell {
                Cell::Mapped { target_ordinal, .. } => target_ordinal.get(),
                Cell::Rejected { .. } | Cell::Unreachable { .. } | Cell::Empty => NO_TARGET,
            };
            ordinal.to_le_bytes()
        })
    }

    /// The target values that no source variant translates to, in the target's declaration
    /// order. A value reached only through the `on_oob` default (and by no variant) counts as
    /// unreached. Both enums need a [`Roster`] (their variant lists).
    fn unreached() -> impl Iterator<Item = Self::Target>
    where
        Self: Roster,
        Self::Target: Roster,
    {
        <Self::Target as Roster>::VARIANTS
            .iter()
            .copied()
            .filter(|&candidate| {
                !<Self as Roster>::VARIANTS.iter().any(|&source| {
                    Self::__target_of(source)
                        .is_some_and(|target| target.ordinal() == candidate.ordinal())
                })
            })
    }

    /// The target this variant reaches, if any: [`translate`](Crosswalk::translate) without its
    /// error, and without its panic for a variant declared unreachable (which reaches nothing).
    #[doc(hidden)]
    fn __target_of(self) -> Option<Self::Target> {
        self.translate().ok()
    }
}

/// The value [`Crosswalk::table_image`] writes for a cell that maps nowhere: a hole between
/// discriminants, or a `#[reject]` or `#[unreachable]` variant that lies before the last mapped
/// cell. No hand-written
/// table can hold a real target there either.
pub const NO_TARGET: u32 = u32::MAX;

/// The name of an enum's unnamed crosswalk: `Crosswalk` is `Crosswalk<Primary>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Primary {}

/// One cell of a crosswalk's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Cell<S, T> {
    /// `source` sits at this ordinal and translates to `target`.
    Mapped {
        /// The source variant at this ordinal.
        source: S,
        /// What it translates to.
        target: T,
        /// The target's ordinal in the target's numbering, as
        /// [`Crosswalk::target_ordinal`] gives it.
        target_ordinal: Ordinal<T>,
        /// Declared `alias`: an earlier variant maps to the same target and is its canonical source.
        alias: bool,
        /// Declared `one_way`: it translates forward, and `from_target` never answers with it.
        one_way: bool,
    },
    /// `source` sits at this ordinal and is declared `#[reject]`.
    Rejected {
        /// The source variant at this ordinal.
        source: S,
        /// The error it gives.
        error: Error,
    },
    /// `source` sits at this ordinal and is declared `unreachable`: translating it panics.
    Unreachable {
        /// The source variant at this ordinal.
        source: S,
    },
    /// No source variant has this ordinal: the `on_oob` policy applies.
    Empty,
}

/// A crosswalk's `on_oob` policy: what an ordinal with no cell gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OnOutOfRange<T> {
    /// `throw` or `throw("message")`: an error (of kind
    /// [`ErrorKind::OutOfRange`](crate::ErrorKind::OutOfRange)); `Some` holds the declared message.
    Throw(Option<&'static str>),
    /// `default(Variant)`: that target, no error.
    Default(T),
    /// `compute(path)`: what the named `const fn` gives for the raw ordinal, no error. Holds the
    /// path as written; a computed target is in no cell, so going back never gives it.
    Compute(&'static str),
}
