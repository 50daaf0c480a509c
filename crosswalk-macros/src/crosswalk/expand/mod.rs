//! The third stage: the translators of every crosswalk of a validated declaration, from the model
//! alone, as plain functions over token streams (fuzzed without a compiler).

mod checks;
mod context;
mod conversions;
mod coverage;
mod docs;
mod errors;
mod inverse;
mod items;
mod raw;
mod shared;
mod table;
mod targets;
mod trait_impl;
mod typed;
mod unreached;

use super::model::{Declaration, Source};
use crate::source::SourceVariant;
use context::Expansion;
pub use context::{converted, impl_home, private_module, source_name};
// The checks only rustc can make (of the variants of another crate's enums), which a declaration
// with errors emits too, so that their mistakes are reported in the same build as the macro's.
pub use coverage::check as every_variant_has_a_line;
pub use docs::{document_enum, holder_docs};
use proc_macro2::{Literal, TokenStream};
pub use unreached::{Parts as UnreachedParts, check as unreached_check};

/// Where each crosswalk's table is documented.
#[derive(Clone, Copy)]
pub enum Tables {
    /// On the enum or holder, by the macro's form (`document_enum`, `holder_docs`).
    Apart,
    /// On the crosswalk's inherent impl: a derive (which an input with a `cfg` is handed to)
    /// cannot add to the enum's documentation.
    OnImpls,
}

/// Everything generated for the declaration, after the enum or holder.
pub fn expand(declaration: &Declaration, tables: Tables) -> TokenStream {
    let source = &declaration.source;
    let mut expansion = TokenStream::new();
    // A variant with fields has no value to list.
    if !source.carries_data() {
        let mut items = TokenStream::new();
        // First: rustc reports a line's mistake in the order it checks the functions, and the
        // check of the lines' patterns, which the cast holds, reads best.
        if source.on_a_holder() {
            let crosswalks = &declaration.crosswalks;
            let has_wildcard_line = crosswalks.iter().any(|each| each.wildcard.is_some());
            items.extend(coverage::source_cast(source, has_wildcard_line));
        }
        items.extend(source_by_place(source));
        items.extend(table::source_constants(declaration));
        let home = context::home_type(source);
        expansion.extend(template!(home, items => impl #home { #items }));
    }
    for crosswalk in &declaration.crosswalks {
        let table_docs = match tables {
            Tables::OnImpls => Some(docs::table_docs(source, crosswalk)),
            Tables::Apart => None,
        };
        let context = Expansion::new(source, crosswalk);
        expansion.extend(items::items(&context, table_docs.as_ref()));
    }
    expansion
}

/// Places per `match` in [`source_by_place`].
const PLACES_PER_MATCH: usize = 64;

/// Each variant by its place in declaration order, for the scans of `CELLS` and `from_target`.
/// A `match`, not a constant list: rustc validates each enum value of a constant against the
/// enum's explicit discriminants, N² steps for N variants. Past [`PLACES_PER_MATCH`] variants, a
/// `match` on the group of places whose arms each match within a group: rustc's check of a
/// `match`'s patterns grows faster than its arms, and the patterns of 1 000 variants check in a
/// tenth of the instructions.
fn source_by_place(source: &Source) -> TokenStream {
    if source.variants.is_empty() {
        return TokenStream::new();
    }
    let path = &source.path;
    let body = if source.variants.len() <= PLACES_PER_MATCH {
        let arms = place_arms(source, &source.variants);
        template!(arms => match __place { #arms })
    } else {
        let mut groups = TokenStream::new();
        let count = source.variants.chunks(PLACES_PER_MATCH).len();
        for (group, variants) in source.variants.chunks(PLACES_PER_MATCH).enumerate() {
            let arms = place_arms(source, variants);
            let place = if group + 1 == count {
                template!(=> _)
            } else {
                quote::ToTokens::into_token_stream(Literal::usize_unsuffixed(group))
            };
            groups.extend(template!(place, arms, PLACES_PER_MATCH => #place => match __place % #PLACES_PER_MATCH { #arms },));
        }
        template!(groups, PLACES_PER_MATCH => match __place / #PLACES_PER_MATCH { #groups })
    };
    template! {path, body =>
        #[doc(hidden)]
        #[allow(deprecated, clippy::match_same_arms)]
        #[inline(always)]
        const fn __crosswalk_source(__place: ::core::primitive::usize) -> #path {
            #body
        }
    }
}

/// The arms of one `match` of [`source_by_place`]: each variant at its place in `variants`, the
/// last one for any other.
fn place_arms(source: &Source, variants: &[SourceVariant]) -> TokenStream {
    let mut arms = crate::trees::Trees::default();
    let Some((last, others)) = variants.split_last() else {
        return TokenStream::new();
    };
    for (place, variant) in others.iter().enumerate() {
        arms.literal(Literal::usize_unsuffixed(place))
            .operator("=>");
        arms.variant(&source.path, &variant.ident).operator(",");
    }
    let mut arms = arms.into_stream();
    let last = context::variant(source, &last.ident);
    arms.extend(template!(last => _ => #last,));
    arms
}
