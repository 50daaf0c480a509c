//! Everything an enum knows about its own members: what `#[derive(Roster)]` provides.

use crate::{Error, Ordinal};

/// The full member list of a fieldless enum, with each member's ordinal and name.
///
/// Derive it with [`#[derive(Roster)]`](macro@crate::Roster); the derive also gives the enum
/// `Display`, `FromStr`, `TryFrom<u32>` and `const fn` inherent twins of these methods.
///
/// Its attributes: on the enum, `#[roster(rename_all = "snake_case")]` (or `lowercase`,
/// `UPPERCASE`, `SCREAMING_SNAKE_CASE`, `kebab-case`) for the names, and `#[roster(crate = path)]`
/// if you renamed the `crosswalk` dependency; on a variant, `#[roster(name = "…")]`.
pub trait Roster: Copy + 'static {
    /// The enum, as `module::path::Enum`.
    const ENUM_PATH: &'static str;
    /// Every variant, in declaration order.
    const VARIANTS: &'static [Self];
    /// Every variant's name, in declaration order (`NAMES[i]` names `VARIANTS[i]`).
    const NAMES: &'static [&'static str];
    /// How many variants there are.
    const COUNT: usize = Self::VARIANTS.len();

    /// This variant's ordinal (its discriminant), typed so it cannot pass for another enum's.
    fn ordinal(self) -> Ordinal<Self>;
    /// This variant's name, as `Display` prints it.
    fn name(self) -> &'static str;
    /// The variant with this ordinal, if any.
    fn from_ordinal(ordinal: u32) -> Option<Self>;
    /// The variant with this name (exact, case-sensitive), if any.
    fn from_name(name: &str) -> Option<Self>;

    /// The variant with this ordinal.
    ///
    /// # Errors
    /// [`ErrorKind::UnknownOrdinal`](crate::ErrorKind::UnknownOrdinal) when no variant has it.
    fn try_from_ordinal(ordinal: u32) -> Result<Self, Error>;
}
