//! Several crosswalks on one enum share the variants' `#[to]` and `#[reject]` attributes. Each
//! expansion removes the parts it read (the positional ones for the unnamed crosswalk, the entries
//! keyed by its name for a named one), so what the last expansion finds left over belongs to no
//! crosswalk on the enum: a misspelt name, or a positional entry where every crosswalk is named.

use super::variant_attrs::is_mapping_attribute;
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::token_split::split_top_level_commas;
use proc_macro2::{Punct, Spacing, TokenStream, TokenTree};
use syn::{Attribute, DeriveInput, Ident, Meta, Token};

/// Removes this crosswalk's parts from every variant's mapping attributes; when `last`, reports
/// and removes whatever is left.
pub fn consume(
    input: &mut DeriveInput,
    walk: Option<&Ident>,
    last: bool,
    diagnostics: &mut Diagnostics,
) {
    let syn::Data::Enum(data) = &mut input.data else {
        return;
    };
    for variant in &mut data.variants {
        let attributes = std::mem::take(&mut variant.attrs);
        for attribute in attributes {
            if !is_mapping_attribute(&attribute) {
                variant.attrs.push(attribute);
                continue;
            }
            let Some(rest) = unclaimed(&attribute, walk, diagnostics) else {
                continue;
            };
            if last {
                report_unclaimed(&rest, diagnostics);
            } else {
                variant.attrs.push(rest);
            }
        }
    }
}

/// Who a piece of a mapping attribute belongs to.
enum Piece {
    /// `Target`, `alias`, `"message"`: the unnamed crosswalk's.
    Positional(TokenStream),
    /// `Name = value`, or `Name` alone in `#[reject(Name)]`: the crosswalk named `Name`.
    Keyed(Ident, TokenStream),
}

fn pieces(attribute: &Attribute) -> Vec<Piece> {
    let Meta::List(list) = &attribute.meta else {
        return vec![Piece::Positional(TokenStream::new())];
    };
    split_top_level_commas(list.tokens.clone())
        .into_iter()
        .map(|piece| {
            if let Some(key) = keyed_key(&piece) {
                return Piece::Keyed(key, piece);
            }
            match syn::parse2::<Ident>(piece.clone()) {
                Ok(key) if attribute.path().is_ident("reject") => Piece::Keyed(key, piece),
                _ => Piece::Positional(piece),
            }
        })
        .collect()
}

fn keyed_key(piece: &TokenStream) -> Option<Ident> {
    let parser = |input: syn::parse::ParseStream<'_>| {
        let key: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let _: TokenStream = input.parse()?;
        Ok(key)
    };
    syn::parse::Parser::parse2(parser, piece.clone()).ok()
}

/// The attribute without this crosswalk's parts, or `None` when nothing is left.
fn unclaimed(
    attribute: &Attribute,
    walk: Option<&Ident>,
    diagnostics: &mut Diagnostics,
) -> Option<Attribute> {
    let pieces = pieces(attribute);
    let is_mine = |piece: &Piece| match (piece, walk) {
        (Piece::Positional(_), None) => true,
        (Piece::Keyed(key, _), Some(walk)) => key == walk,
        _ => false,
    };
    let mine: Vec<&Piece> = pieces.iter().filter(|piece| is_mine(piece)).collect();
    if let (Some(walk), [_, Piece::Keyed(key, _), ..]) = (walk, mine.as_slice()) {
        {
            diagnostics.push(error_with_help(
                key,
                format!("`{walk}` is given twice in this attribute"),
                format!(
                    "a variant has one outcome in the crosswalk `{walk}`; keep one `{walk} = …`"
                ),
            ));
        }
    }
    let rest: Vec<TokenStream> = pieces
        .into_iter()
        .filter(|piece| !is_mine(piece))
        .map(|piece| match piece {
            Piece::Positional(tokens) | Piece::Keyed(_, tokens) => tokens,
        })
        .collect();
    if rest.is_empty() {
        return None;
    }
    let Meta::List(list) = &attribute.meta else {
        return Some(attribute.clone());
    };
    let mut rebuilt = attribute.clone();
    if let Meta::List(rebuilt_list) = &mut rebuilt.meta {
        rebuilt_list.tokens = join_with_commas(rest);
        rebuilt_list.delimiter = list.delimiter.clone();
    }
    Some(rebuilt)
}

fn join_with_commas(pieces: Vec<TokenStream>) -> TokenStream {
    let mut joined = TokenStream::new();
    for (index, piece) in pieces.into_iter().enumerate() {
        if index > 0 {
            joined.extend([TokenTree::Punct(Punct::new(',', Spacing::Alone))]);
        }
        joined.extend(piece);
    }
    joined
}

fn report_unclaimed(attribute: &Attribute, diagnostics: &mut Diagnostics) {
    for piece in pieces(attribute) {
        match piece {
            Piece::Keyed(key, _) => diagnostics.push(error_with_help(
                &key,
                format!("no crosswalk on this enum is named `{key}`"),
                "a keyed entry `Name = …` belongs to the crosswalk declared `name = path::Name`; \
                 check the spelling",
            )),
            Piece::Positional(_) => diagnostics.push(error_with_help(
                attribute,
                "this entry belongs to no crosswalk: every crosswalk on this enum is named",
                "key it by the crosswalk's name, e.g. `#[to(CoreV4 = 0x0e)]` or `#[reject(CoreV4)]`",
            )),
        }
    }
}
