//! A validated declaration: every fact the expansion needs, computed once by validation and only
//! read afterwards. Nothing here builds tokens.

use super::plan::Layout;
use crate::source::SourceVariant;
use crate::source::repr::IntRepr;
use proc_macro2::Span;
use proc_macro2::TokenStream;
use syn::{Ident, LitInt, LitStr, Path, Visibility};

/// The most cells a table may have: past this the declaration is a sparse map, not a table, and
/// a `const` of that size would bloat every binary that links it.
pub const MAX_CELLS: usize = 1 << 16;

/// A source and every crosswalk declared from it.
pub struct Declaration {
    pub source: Source,
    /// In the order they are declared.
    pub crosswalks: Vec<Crosswalk>,
}

/// The source description: the enum translated from, however it was declared.
pub struct Source {
    /// The source type as generated code names it: `Dtype` (the annotated enum), or the path a
    /// declaration wrote (`spirv::ImageFormat`).
    pub path: Path,
    /// The source's generic parameters, as declared.
    pub generics: syn::Generics,
    /// Where the translators go.
    pub home: Home,
    /// In declaration order (a declaration's: the order its lines name them); a crosswalk's
    /// `outcomes` are indexed the same way.
    pub variants: Vec<SourceVariant>,
    /// Where the runtime crate is: `::crosswalk`, or the `crate = …` path.
    pub runtime: Path,
    /// The type of the ordinals and of `translate_ordinal`'s argument: `ordinal_type = …`, else
    /// the enum's `#[repr]`, else `u32`.
    pub ordinal_type: IntRepr,
    /// Whether the ordinal type is not the one the enum declares (`ordinal_type = …`, or an enum
    /// a declaration names): a discriminant only const evaluation knows may then not fit it.
    pub ordinal_type_given: bool,
    /// Whether a raw ordinal of the source can be translated (`translate_ordinal`): a fieldless
    /// enum's, or the discriminant a primitive `#[repr]` gives a variant with fields, where every
    /// one is a literal.
    pub raw_ordinals: bool,
}

impl Source {
    /// Whether the translators are a declaration's holder's, taking the source as an argument,
    /// rather than the source enum's own methods.
    pub fn on_a_holder(&self) -> bool {
        matches!(self.home, Home::Holder { .. })
    }

    /// Whether some variant carries fields: the translators then take the source by reference,
    /// and nothing makes a source value (no `from_target`, no `Crosswalk` impl).
    pub fn carries_data(&self) -> bool {
        (self.variants.iter()).any(|variant| variant.fields != crate::source::Fields::Unit)
    }
}

/// Where a crosswalk's translators are defined, and how they are handed the source.
pub enum Home {
    /// Methods of the source enum itself, taking `self`: the attribute on the enum.
    Source { visibility: Visibility },
    /// Associated functions of a holder type the declaration defines, taking the source as an
    /// argument: a crosswalk declared apart from the enums, whose source may be another crate's.
    Holder {
        ident: Ident,
        visibility: Visibility,
    },
}

impl Home {
    /// The visibility of the type the translators are on, which theirs is unless `vis` is given.
    pub fn visibility(&self) -> &Visibility {
        match self {
            Self::Source { visibility } | Self::Holder { visibility, .. } => visibility,
        }
    }
}

// Each flag is a declared fact of its own (a rejection, an unreachable variant, `many_to_one`,
// `convert`), read independently.
#[allow(clippy::struct_excessive_bools)]
pub struct Crosswalk {
    /// What names this crosswalk among the source's: `Crosswalk<Name>`.
    pub name: CrosswalkName,
    pub methods: Methods,
    pub target: Target,
    pub base: Base,
    pub policy: Policy,
    /// One per source variant, in declaration order.
    pub outcomes: Vec<Outcome>,
    /// What a source value that no line names translates to: a declaration's `_ => …`.
    pub wildcard: Option<Outcome>,
    /// Whether some outcome is a rejection, which decides `From` against `TryFrom`.
    pub fallible: bool,
    /// Whether some outcome is declared unreachable, which the typed path must check for.
    pub panics: bool,
    /// `many_to_one`: shared targets need no `alias`.
    pub many_to_one: bool,
    /// `unreached = [...]` as declared.
    pub unreached: Option<Unreached>,
    /// Whether `From`/`TryFrom` between the source and the target is implemented.
    pub converts: bool,
    /// `vis = …`: the generated methods' visibility, where it is not the home's.
    pub visibility: Option<Visibility>,
    /// `error = …, error_from = …`: the caller's error, where the translators return one.
    pub own_error: Option<OwnError>,
    /// Where each variant sits in the tables, and which tables each translator reads.
    pub layout: Layout,
}

/// `base = …`: the ordinal of the raw table's first cell.
pub enum Base {
    /// An integer literal (0 where no `base` is given), a value of the source's `ordinal_type`.
    Number(i128),
    /// A constant expression of the ordinal type, as written. Only const evaluation computes it,
    /// so the crosswalk has the layout of discriminants the macro does not know (no `positions`).
    Expression(TokenStream),
}

impl Base {
    /// A literal base's value.
    pub fn number(&self) -> Option<i128> {
        match self {
            Self::Number(value) => Some(*value),
            Self::Expression(_) => None,
        }
    }
}

/// The caller's error type, which the inherent translators and `TryFrom` return in place of the
/// runtime's; the `Crosswalk` trait keeps the runtime's, which generic code reads.
pub struct OwnError {
    /// `error = …` as written.
    pub error: syn::Type,
    /// The type as docs show it: a path is linked.
    pub text: String,
    /// `error_from = …`: the `const fn(crosswalk::Error) -> error` that builds one.
    pub from: Path,
}

/// The type parameter of the `Crosswalk` impl.
#[derive(Clone)]
pub enum CrosswalkName {
    /// The one unnamed crosswalk of an enum: `Crosswalk<Primary>`.
    Primary,
    /// `name = path::Name`.
    Named(Path),
    /// A declaration's holder type, which names its crosswalk.
    Holder(Ident),
}

/// The generated items' names: `translate`, … for an unsuffixed crosswalk, `translate_core_v4`, …
/// for one whose suffix is `core_v4`.
#[derive(Clone)]
pub struct Methods {
    pub translate: Ident,
    pub translate_ordinal: Ident,
    pub from_target: Ident,
    pub from_target_ordinal: Ident,
    /// The infallible conversion offered in place of `From`: `to_core_v4`, or a holder's
    /// `to_target`. `None` for an enum's unnamed crosswalk, which has `From`, or one that can
    /// fail.
    pub to_target: Option<Ident>,
    /// The hidden associated constants holding the shared tables: the target table (a fallible
    /// crosswalk's `Option` targets), and a fallible crosswalk's error sites.
    pub targets_table: Ident,
    pub sites_table: Ident,
    /// The hidden associated constant of each variant's key, which going back scans.
    pub keys_table: Ident,
    /// The one function that turns the runtime's error into the caller's.
    pub own_error: Ident,
    /// The hidden type alias of the target, through which generated code names it as a type:
    /// a path that is no type (a trait, a function) is then one error, at the alias. Rustdoc
    /// shows a private alias as the type it stands for.
    pub target_alias: Ident,
}

pub struct Target {
    /// The target's path; for a tuple, its hidden alias (`Methods::target_alias`).
    pub path: Path,
    /// `to = (A, B, u8)`: the tuple the hidden alias stands for.
    pub tuple: Option<syn::TypeTuple>,
    /// The path as written, for messages, docs and `TARGET_PATH`.
    pub text: String,
    pub kind: TargetKind,
    /// The named field a number type's numbers are built into (`to = Cond { mask }`); `None` for
    /// a tuple struct's.
    pub field: Option<Ident>,
    /// The first target written (an entry's, else the `default` policy's; the path when there
    /// is none): where a target that does not take the entries' form is reported, once.
    pub first_written: Span,
}

pub enum TargetKind {
    /// Variants of a fieldless enum, written by name.
    Variants,
    /// Values of a number type (a tuple struct), written as integers.
    Numbers,
    /// Constant expressions of any type, read back through `target_ordinal = path`, a
    /// `const fn(Target) -> integer`; `None` for a primitive type, whose values are numbers.
    Constants { reader: Option<Path> },
}

pub enum Outcome {
    /// `#[to(target)]`.
    Mapped {
        target: TargetRef,
        /// A later source of a target an earlier variant maps to.
        alias: bool,
        /// Never the answer of `from_target`.
        one_way: bool,
    },
    /// `#[reject]` or `#[reject("message")]`: an error.
    Rejected { message: Option<LitStr> },
    /// `#[unreachable]` or `#[unreachable("message")]`: a panic, naming the variant.
    Unreachable { message: Option<LitStr> },
    /// Below `base` under a `default` policy, with no entry: the policy's target.
    Default { target: TargetRef },
}

/// The targets the variants' outcomes write, in order, then the `_` line's: what validation
/// judges the target by and what the number and `unreached` checks compile. `default`, the policy's
/// target, is listed once: where a variant below `base` first takes it (each such variant holds a
/// copy), else last; so one mistake in it is one error.
pub fn written_targets<'a>(
    outcomes: &'a [Outcome],
    wildcard: Option<&'a Outcome>,
    default: Option<&'a TargetRef>,
) -> Vec<&'a TargetRef> {
    let mut defaulted = false;
    let mut targets = Vec::with_capacity(outcomes.len() + 2);
    for outcome in outcomes {
        if let Outcome::Default { .. } = outcome {
            if defaulted {
                continue;
            }
            defaulted = true;
        }
        targets.extend(outcome.target());
    }
    targets.extend(wildcard.and_then(Outcome::target));
    if !defaulted {
        targets.extend(default);
    }
    targets
}

impl Outcome {
    /// The target, unless the variant is rejected or unreachable.
    pub fn target(&self) -> Option<&TargetRef> {
        match self {
            Self::Mapped { target, .. } | Self::Default { target } => Some(target),
            Self::Rejected { .. } | Self::Unreachable { .. } => None,
        }
    }

    /// Whether `from_target` may answer with this variant.
    pub fn goes_back(&self) -> bool {
        match self {
            Self::Mapped { one_way, .. } => !one_way,
            Self::Default { .. } => true,
            Self::Rejected { .. } | Self::Unreachable { .. } => false,
        }
    }
}

/// What an ordinal with no cell gives: `on_oob = …`.
#[derive(Clone)]
pub enum Policy {
    Throw {
        message: Option<LitStr>,
    },
    Default {
        target: TargetRef,
    },
    /// `compute(path)`: a `const fn` of the raw ordinal gives the target. Laid out as `throw`
    /// (every empty cell holds the out-of-range error), which the raw path alone turns into a
    /// call, so the tables and the hit path are those of `throw`.
    Compute {
        function: Path,
    },
}

impl Policy {
    /// The `default(…)` target, the one policy whose target is written in the table.
    pub fn default_target(&self) -> Option<&TargetRef> {
        match self {
            Self::Default { target } => Some(target),
            Self::Throw { .. } | Self::Compute { .. } => None,
        }
    }
}

/// What a variant maps to, as written.
#[derive(Clone)]
pub enum TargetRef {
    /// A variant of the target enum, or an associated constant of a constant target.
    Name(Ident),
    /// A value of a number type.
    Number(Number),
    /// A constant expression of the target type: as written, and as const evaluation computes
    /// it (the same, but for a primitive's literal, written as the macro compares it).
    Constant {
        written: TokenStream,
        value: TokenStream,
    },
    /// Constants combined with `|` (`DEPTH | STENCIL`), which const evaluation combines as their
    /// numbers: `builder(reader(DEPTH) | reader(STENCIL))`.
    Combined {
        written: TokenStream,
        operands: Vec<Operand>,
        /// `target_ordinal = …`, which reads a constant's number.
        reader: Path,
        /// `target_from_ordinal = …`, which builds the target from the combined number.
        builder: Path,
    },
}

/// One constant of a [`TargetRef::Combined`].
#[derive(Clone)]
pub enum Operand {
    /// A bare name: an associated constant of the target.
    Constant(Ident),
    /// Any other constant expression of the target type, as written.
    Expression(TokenStream),
}

impl TargetRef {
    /// Two references name the same target when their keys are equal (`0x0e` is `14`); two
    /// constant expressions only when written alike.
    pub fn key(&self) -> String {
        match self {
            Self::Name(ident) => ident.to_string(),
            Self::Number(number) if number.negative => format!("-{:#x}", number.magnitude),
            Self::Number(number) => format!("{:#x}", number.magnitude),
            Self::Constant { value, .. } => value.to_string(),
            Self::Combined { written, .. } => written.to_string(),
        }
    }

    pub fn span(&self) -> Span {
        match self {
            Self::Name(ident) => ident.span(),
            Self::Number(number) => number.span,
            Self::Constant { written, .. } | Self::Combined { written, .. } => {
                match written.clone().into_iter().next() {
                    Some(first) => first.span(),
                    None => Span::call_site(),
                }
            }
        }
    }
}

impl std::fmt::Display for TargetRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Name(ident) => std::fmt::Display::fmt(ident, f),
            Self::Number(number) => f.write_str(&number.text),
            Self::Constant { written, .. } | Self::Combined { written, .. } => {
                std::fmt::Display::fmt(written, f)
            }
        }
    }
}

/// A number target as written: an integer literal, after a `-` for a negative one.
#[derive(Clone)]
pub struct Number {
    /// The tokens, for pointing at it.
    pub written: TokenStream,
    /// `-0x80`, as messages and docs show it.
    pub text: String,
    /// The literal's span, where an error about the value goes.
    pub span: Span,
    pub negative: bool,
    pub magnitude: u128,
    /// The literal's own suffix (`7u8`), which makes its type the user's choice.
    pub suffixed: Option<LitInt>,
}

impl Number {
    /// The value as an `i128`, where it is one.
    pub fn signed(&self) -> Option<i128> {
        if self.negative {
            0i128.checked_sub_unsigned(self.magnitude)
        } else {
            0i128.checked_add_unsigned(self.magnitude)
        }
    }
}

/// `unreached = [...]`: the target variants no source reaches.
#[derive(Clone)]
pub struct Unreached {
    /// The `unreached` key, where a stale declaration is reported.
    pub key: Ident,
    pub variants: Vec<Ident>,
}
