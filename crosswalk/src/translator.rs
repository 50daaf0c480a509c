//! The trait `#[crosswalk]` implements, and the shape of the table it declares.

use crate::{Error, Ordinal};

/// A checked translator from one enum's numbering (`Self`) into another's (`Target`).
///
/// Implemented by [`#[crosswalk]`](macro@crate::crosswalk); the associated constants describe the
/// declared table so it can be printed, dumped and checked.
///
/// `Walk` names the crosswalk when an enum has several (`#[crosswalk(…, name = wire::CoreV4)]`
/// implements `Crosswalk<wire::CoreV4>`); an enum's one unnamed crosswalk is
/// `Crosswalk<Primary>`, which is what plain `Crosswalk` means.
pub trait Crosswalk<Walk: ?Sized = Primary>: Copy + 'static {
    /// The enum (or number type) translated into.
    type Target: Copy + 'static;

    /// The source enum, as `module::path::Enum`.
    const SOURCE_PATH: &'static str;
    /// The target, as written in `to = …`.
    const TARGET_PATH: &'static str;
    /// The source ordinal of the table's first cell.
    const BASE: u32;
    /// What an ordinal with no cell (or an empty one) gives.
    const ON_OUT_OF_RANGE: OutOfRange<Self::Target>;
    /// Cell `i` describes source ordinal `BASE + i`, up to the highest discriminant.
    const CELLS: &'static [Cell<Self, Self::Target>];
    /// Every source variant, in declaration order, including those outside the table.
    const SOURCES: &'static [Self];

    /// The target this variant maps to.
    ///
    /// # Errors
    /// [`ErrorKind::Rejected`](crate::ErrorKind::Rejected) for a `#[reject]` variant.
    fn translate(self) -> Result<Self::Target, Error>;

    /// The original helper's contract: the cell at `ordinal.wrapping_sub(BASE)` (so an ordinal below
    /// the base wraps past the end), or the `on_oob` policy for an index past the end or an empty
    /// cell.
    ///
    /// # Errors
    /// A rejected cell's error, or [`ErrorKind::OutOfRange`](crate::ErrorKind::OutOfRange) under a
    /// `throw` policy.
    fn translate_ordinal(ordinal: u32) -> Result<Self::Target, Error>;

    /// Goes back: the variant that translates to `target` (for a shared target, the first, not
    /// an `alias`), or `None` for a target no variant reaches.
    fn from_target(target: Self::Target) -> Option<Self>;

    /// This variant's ordinal in the source numbering.
    fn source_ordinal(self) -> Ordinal<Self>;

    /// A target value's ordinal in the target numbering.
    fn target_ordinal(target: Self::Target) -> Ordinal<Self::Target>;
}

/// The name of an enum's unnamed crosswalk: `Crosswalk` is `Crosswalk<Primary>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Primary {}

/// One cell of a crosswalk's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell<S, T> {
    /// `source` sits at this ordinal and translates to `target`.
    Mapped {
        /// The source variant at this ordinal.
        source: S,
        /// What it translates to.
        target: T,
        /// Declared `alias`: an earlier variant maps to the same target and is its canonical source.
        alias: bool,
    },
    /// `source` sits at this ordinal and is declared `#[reject]`.
    Rejected {
        /// The source variant at this ordinal.
        source: S,
        /// The error it gives.
        error: Error,
    },
    /// No source variant has this ordinal: the `on_oob` policy applies.
    Empty,
}

/// A crosswalk's `on_oob` policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutOfRange<T> {
    /// `throw` or `throw("message")`: an error (of kind
    /// [`ErrorKind::OutOfRange`](crate::ErrorKind::OutOfRange)); `Some` holds the declared message.
    Throw(Option<&'static str>),
    /// `default(Variant)`: that target, no error.
    Default(T),
}
