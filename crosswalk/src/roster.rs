//! Everything an enum knows about its own members: what `#[derive(Roster)]` provides.

use crate::Ordinal;

/// The full member list of a fieldless enum, with each member's ordinal and name.
///
/// Derive it with [`#[derive(Roster)]`](macro@crate::Roster); the derive also gives the enum
/// `Display`, `FromStr` and `TryFrom<&str>` (by name), `TryFrom<R>` (by ordinal, `R` the enum's `#[repr]` or `u32` without one), and
/// `const fn` inherent twins of these methods. An enum with no variants derives it too.
///
/// Its attributes, `#[roster(…)]` on the enum:
/// - `rename_all = "…"`: how variant names become names, in strum's styles and with strum's word
///   boundaries: `lowercase`, `UPPERCASE`, `snake_case`, `SCREAMING_SNAKE_CASE`, `kebab-case`,
///   `SCREAMING-KEBAB-CASE`, `camelCase`, `PascalCase`, `mixed_case`, `title_case`, `Train-Case`;
/// - `prefix = "…"`, `suffix = "…"`: text around every name and alias;
/// - `ascii_case_insensitive` (or `= true`, `= false`): [`from_name`](Roster::from_name) and
///   `FromStr` ignore ASCII case;
/// - `skip(Display, FromStr, TryFrom)` (any of them): leave those impls out, so another derive
///   (strum's `Display`/`EnumString`, `num_enum`'s `TryFromPrimitive`) can provide them; `FromStr`
///   covers `TryFrom<&str>` too, `TryFrom` is `TryFrom<R>`;
/// - `crate = path`: where the `crosswalk` crate is, if you renamed the dependency.
///
/// On a variant: `name = "…"` (its name, instead of the renamed variant name), `alias = "…"`
/// (repeatable: another spelling that parses; `Display` and [`name`](Roster::name) keep the
/// name) and `ascii_case_insensitive = true|false` (for this variant's name and aliases, instead
/// of the enum's). Two variants sharing a name or alias is a compile error, and so are two that
/// differ only in ASCII case where either variant ignores case.
pub trait Roster: Copy + 'static {
    /// The enum, as `module::path::Enum`.
    const ENUM_PATH: &'static str;
    /// Every variant, in declaration order.
    const VARIANTS: &'static [Self];
    /// Every variant's name, in declaration order (`NAMES[i]` names `VARIANTS[i]`); aliases are
    /// not listed.
    const NAMES: &'static [&'static str];
    /// How many variants there are.
    const COUNT: usize = Self::VARIANTS.len();

    /// The type of the ordinals: the enum's `#[repr]` (`u8`, `i32`, …), or `u32` without one.
    type Repr: Copy + Eq + Ord + core::hash::Hash + core::fmt::Debug + core::fmt::Display + 'static;

    /// This variant's ordinal (its discriminant), typed so it cannot pass for another enum's.
    fn ordinal(self) -> Ordinal<Self, Self::Repr>;
    /// This variant's name, as `Display` prints it.
    fn name(self) -> &'static str;
    /// The variant with this ordinal, if any. `TryFrom<Self::Repr>` (unless skipped) is the same
    /// decode with an [`Error`](crate::Error) naming the enum and the ordinal.
    fn from_ordinal(ordinal: Self::Repr) -> Option<Self>;
    /// The variant with this name or alias, if any: exact, or ignoring ASCII case for the
    /// variants that are `ascii_case_insensitive` (their own setting, else the enum's).
    fn from_name(name: &str) -> Option<Self>;
}
