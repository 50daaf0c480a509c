//! A validated declaration: every fact the expansion needs, computed once by validation and only
//! read afterwards. Nothing here builds tokens.

use crate::repr::IntRepr;
use proc_macro2::Span;
use syn::{Ident, LitInt, LitStr, Path, Visibility};

/// An enum and every crosswalk declared on it.
pub struct Declaration {
    pub source: Source,
    /// In the order the `#[crosswalk]` attributes stand on the enum.
    pub crosswalks: Vec<Crosswalk>,
}

/// The annotated enum.
pub struct Source {
    pub ident: Ident,
    pub visibility: Visibility,
    /// In declaration order; a crosswalk's `outcomes` are indexed the same way.
    pub variants: Vec<SourceVariant>,
    /// Where the runtime crate is: `::crosswalk`, or the `crate = …` path.
    pub runtime: Path,
    /// The type of its discriminants and of `translate_ordinal`'s argument: the enum's
    /// `#[repr]`, or `u32` without one.
    pub ordinal_type: IntRepr,
}

pub struct SourceVariant {
    pub ident: Ident,
    pub ordinal: SourceOrdinal,
}

/// A source variant's ordinal, as far as the macro knows it.
#[derive(Clone, Copy)]
pub enum SourceOrdinal {
    /// A literal discriminant (or implicit after one): the value.
    Literal(i128),
    /// A constant expression (or implicit after one): only const evaluation knows the value.
    Evaluated,
}

impl SourceOrdinal {
    pub fn literal(self) -> Option<i128> {
        match self {
            Self::Literal(value) => Some(value),
            Self::Evaluated => None,
        }
    }
}

pub struct Crosswalk {
    /// `name = path::Name`; `None` for the enum's unnamed crosswalk.
    pub name: Option<WalkName>,
    pub methods: Methods,
    pub target: Target,
    /// A value of the source's `ordinal_type`.
    pub base: i128,
    pub policy: Policy,
    /// One per source variant, in declaration order.
    pub outcomes: Vec<Outcome>,
    /// Whether some variant is rejected, which decides `From` against `TryFrom`.
    pub fallible: bool,
    /// `many_to_one`: shared targets need no `alias`.
    pub many_to_one: bool,
    /// `unreached = [...]` as declared.
    pub unreached: Option<Unreached>,
    pub placement: Placement,
}

impl Crosswalk {
    /// The layout, when every discriminant is a literal.
    pub fn layout(&self) -> Option<&Layout> {
        match &self.placement {
            Placement::Literal(layout) => Some(layout),
            Placement::Evaluated => None,
        }
    }
}

/// Where the tables put each variant: known to the macro when every discriminant is a literal,
/// else computed by const evaluation from the discriminants.
pub enum Placement {
    Literal(Layout),
    Evaluated,
}

/// The name of one of an enum's several crosswalks.
pub struct WalkName {
    /// As declared, the type implementing `Crosswalk<Name>`.
    pub path: Path,
    /// Its last segment (`CoreV4`), how entries and messages usually name it.
    pub short: String,
}

/// The generated items' names: `translate`, … for the unnamed crosswalk, `translate_core_v4`, …
/// for the one named `CoreV4`.
pub struct Methods {
    pub translate: Ident,
    pub translate_ordinal: Ident,
    pub from_target: Ident,
    /// `to_core_v4`: the infallible conversion a named crosswalk offers in place of `From`, which
    /// only the unnamed one implements. `None` for the unnamed crosswalk, or when it can fail.
    pub to_target: Option<Ident>,
    /// The hidden associated constant holding the shared target table (a fallible crosswalk's
    /// `Option` targets).
    pub shared_table: Ident,
    /// The hidden associated constant holding a fallible crosswalk's error sites.
    pub error_sites: Ident,
}

pub struct Target {
    pub path: Path,
    /// The path as written, for messages, docs and `TARGET_PATH`.
    pub text: String,
    pub kind: TargetKind,
    /// The first target written (an entry's, else the `default` policy's; the path when there
    /// is none): where a target that does not take the entries' form is reported, once.
    pub form_site: Span,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TargetKind {
    /// Variants of a fieldless enum, written by name.
    Variants,
    /// Values of a number type (a tuple struct), written as integers.
    Numbers,
}

pub enum Outcome {
    /// `#[to(target)]`; `alias` when an earlier variant maps to the same target.
    Mapped { target: TargetRef, alias: bool },
    /// `#[reject]` or `#[reject("message")]`.
    Rejected { message: Option<LitStr> },
    /// Below `base` under a `default` policy, with no entry: the policy's target.
    Default { target: TargetRef },
}

impl Outcome {
    /// The target, unless the variant is rejected.
    pub fn target(&self) -> Option<&TargetRef> {
        match self {
            Self::Mapped { target, .. } | Self::Default { target } => Some(target),
            Self::Rejected { .. } => None,
        }
    }
}

pub enum Policy {
    Throw { message: Option<LitStr> },
    Default { target: TargetRef },
}

/// What a variant maps to: a variant of the target enum, or a value of a number type.
#[derive(Clone)]
pub enum TargetRef {
    Variant(Ident),
    Value(LitInt),
}

impl TargetRef {
    /// Two references name the same target exactly when their keys are equal (`0x0e` is `14`).
    pub fn key(&self) -> String {
        match self {
            Self::Variant(ident) => ident.to_string(),
            Self::Value(literal) => literal
                .base10_parse::<u128>()
                .map_or_else(|_| literal.to_string(), |value| format!("{value:#x}")),
        }
    }

    pub fn is_value(&self) -> bool {
        matches!(self, Self::Value(_))
    }

    pub fn span(&self) -> Span {
        match self {
            Self::Variant(ident) => ident.span(),
            Self::Value(literal) => literal.span(),
        }
    }
}

impl std::fmt::Display for TargetRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Variant(ident) => write!(f, "{ident}"),
            Self::Value(literal) => write!(f, "{literal}"),
        }
    }
}

pub struct Unreached {
    /// The `unreached` key, where a stale declaration is reported.
    pub key: Ident,
    pub variants: Vec<Ident>,
}

/// Where each variant sits in the generated tables. Variant indices refer to `Source::variants`.
pub struct Layout {
    /// Cell `i` of the raw table holds the variant with ordinal `base + i`, up to the highest
    /// ordinal; `None` is a hole.
    pub cells: Vec<Option<usize>>,
    /// The discriminant of the typed tables' first slot: 0 when the lowest discriminant is small
    /// (no subtraction needed), else the lowest discriminant; for a fallible crosswalk the lower of
    /// the lowest discriminant and `base`, so its tables cover every raw cell as well.
    pub first_slot: i128,
    /// Slot `d - first_slot` of the typed tables holds the variant with discriminant `d`.
    pub slots: Vec<Option<usize>>,
    /// Which table `translate_ordinal` reads.
    pub raw: RawRead,
}

impl Layout {
    /// Cells inside the table that no variant has.
    pub fn holes(&self) -> usize {
        self.cells.iter().filter(|cell| cell.is_none()).count()
    }

    /// The typed slot of raw cell 0 when the one shared table of targets serves every path.
    pub fn shared_offset(&self) -> Option<usize> {
        match self.raw {
            RawRead::Shared { offset, .. } => Some(offset),
            RawRead::Fallible { .. } | RawRead::Own => None,
        }
    }
}

/// The table `translate_ordinal` reads; raw cell `i` is typed slot `offset + i` where it reads a
/// typed table.
#[derive(Clone, Copy)]
pub enum RawRead {
    /// Every variant maps and every cell from `base` up is a variant's: one table of targets
    /// serves `translate`, `translate_ordinal` and `From`.
    Shared {
        offset: usize,
        /// Under a `default` policy, whether an ordinal past the end is clamped onto a padding
        /// slot holding the default rather than sent there by a branch. Only where a declared
        /// variant (below `base`) takes the default: valid input then goes past the end often
        /// enough that the branch mispredicts, where the clamp costs the same on every input.
        /// Where no variant does, valid input never takes the branch and the clamp's `cmov` is
        /// pure cost.
        clamped: bool,
    },
    /// A fallible crosswalk: the typed path's `Option` targets and error sites, which hold a hole
    /// as its raw outcome (`None` with the out-of-range site, or the default).
    Fallible { offset: usize },
    /// A table of whole outcomes of its own (an infallible crosswalk with holes, or one whose
    /// first cell the typed tables do not reach).
    Own,
}
