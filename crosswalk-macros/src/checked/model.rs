//! What the expansion is made from, found once by validation.

use super::item::Item;
use super::table::Site;
use proc_macro2::{Ident, Span, TokenStream};

pub struct Model {
    pub item: Item,
    pub site: Site,
    /// The `match`'s arms as emitted: as written, `#[alias]` marks taken out.
    pub arms: TokenStream,
    pub rows: Vec<Row>,
    /// What `unreached` says, for the docs: `Some` of the values it lists, `None` without it.
    pub unreached_docs: Option<Vec<String>>,
    pub checks: Checks,
    pub inverse: Option<Inverse>,
}

/// One arm, as the generated docs show it.
pub struct Row {
    pub source: String,
    /// The target, and whether the arm is an alias; `None` for a hand-written arm.
    pub target: Option<(String, bool)>,
}

/// The dead code rustc checks: a `match` over the targets (a later equal one is unreachable) and
/// an exhaustive one over the targets and `unreached` (a target no arm produces).
pub struct Checks {
    /// `use` and `const` items of the blocks around the `match` inside the function's own.
    pub items: Vec<TokenStream>,
    /// One target value: the checks' scrutinee, which gives their `match`es the target type.
    pub sample: TokenStream,
    /// Targets that must all differ, in arm order: none under `many_to_one`.
    pub distinct: Vec<TokenStream>,
    pub produced: Vec<TokenStream>,
    /// The `unreached` key and the values it lists.
    pub unreached: Option<(Span, Vec<TokenStream>)>,
}

pub struct Inverse {
    pub visibility: TokenStream,
    pub name: Ident,
    pub generics: TokenStream,
    pub where_clause: TokenStream,
    pub target_type: TokenStream,
    pub source_type: TokenStream,
    /// `(cfg, target, source)`: each target with the source that answers for it, under the
    /// forward arm's `cfg`, in arm order.
    pub pairs: Vec<(TokenStream, TokenStream, TokenStream)>,
    /// The `use` and `const` items of the blocks around the `match`.
    pub items: Vec<TokenStream>,
}
