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
pub enum Piece {
    /// `Target`, `alias`, `"message"`: the unnamed crosswalk's.
    Positional(TokenStream),
    /// `Name = value` (`value` is `Some`), or `Name` alone in `#[reject(Name)]`: the crosswalk
    /// named `Name`. `whole` is the piece as written.
    Keyed {
        key: Ident,
        value: Option<TokenStream>,
        whole: TokenStream,
    },
}

impl Piece {
    fn belongs_to(&self, walk: Option<&Ident>) -> bool {
        match (self, walk) {
            (Piece::Positional(_), None) => true,
            (Piece::Keyed { key, .. }, Some(walk)) => key == walk,
            _ => false,
        }
    }

    fn into_tokens(self) -> TokenStream {
        match self {
            Piece::Positional(tokens) | Piece::Keyed { whole: tokens, .. } => tokens,
        }
    }
}

/// The comma-separated pieces of a mapping attribute; a bare `#[reject]` or a malformed
/// `#[to = …]` is one positional piece.
pub fn pieces(attribute: &Attribute) -> Vec<Piece> {
    let Meta::List(list) = &attribute.meta else {
        return vec![Piece::Positional(TokenStream::new())];
    };
    split_top_level_commas(list.tokens.clone())
        .into_iter()
        .map(|piece| {
            if let Some((key, value)) = keyed_entry(&piece) {
                return Piece::Keyed {
                    key,
                    value: Some(value),
                    whole: piece,
                };
            }
            // A bare identifier in `#[reject(…)]` is a crosswalk's name: a message is a string.
            match syn::parse2::<Ident>(piece.clone()) {
                Ok(key) if attribute.path().is_ident("reject") => Piece::Keyed {
                    key,
                    value: None,
                    whole: piece,
                },
                _ => Piece::Positional(piece),
            }
        })
        .collect()
}

fn keyed_entry(piece: &TokenStream) -> Option<(Ident, TokenStream)> {
    let parser = |input: syn::parse::ParseStream<'_>| {
        let key: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let value: TokenStream = input.parse()?;
        Ok((key, value))
    };
    syn::parse::Parser::parse2(parser, piece.clone()).ok()
}

/// The part of a `#[to(…)]` or `#[reject(…)]` that belongs to this crosswalk, in the positional
/// form the parser reads (`#[to(CoreV4 = 0x0e)]` read by the crosswalk named `CoreV4` becomes
/// `#[to(0x0e)]`), or `None` when none of it does.
pub fn own_part(attribute: &Attribute, walk: Option<&Ident>) -> Option<Attribute> {
    let Meta::List(list) = &attribute.meta else {
        return walk.is_none().then(|| attribute.clone());
    };
    // `#[to()]` and `#[reject()]` are the unnamed crosswalk's to report as malformed.
    if list.tokens.is_empty() {
        return walk.is_none().then(|| attribute.clone());
    }
    let mut own = attribute.clone();
    let mine = pieces(attribute)
        .into_iter()
        .filter(|piece| piece.belongs_to(walk));
    match walk {
        None => {
            let positional: Vec<TokenStream> = mine.map(Piece::into_tokens).collect();
            if positional.is_empty() {
                return None;
            }
            if let Meta::List(list) = &mut own.meta {
                list.tokens = join_with_commas(positional);
            }
        }
        // A second entry for the same name is reported when the parts are taken away.
        Some(_) => match mine.into_iter().next()? {
            Piece::Keyed {
                value: Some(value), ..
            } => {
                if let Meta::List(list) = &mut own.meta {
                    list.tokens = value;
                }
            }
            // `#[reject(Name)]`: this crosswalk rejects the variant with the generated message.
            _ => own.meta = Meta::Path(attribute.path().clone()),
        },
    }
    Some(own)
}

/// The attribute without this crosswalk's parts, or `None` when nothing is left.
fn unclaimed(
    attribute: &Attribute,
    walk: Option<&Ident>,
    diagnostics: &mut Diagnostics,
) -> Option<Attribute> {
    let pieces = pieces(attribute);
    let mine: Vec<&Piece> = pieces
        .iter()
        .filter(|piece| piece.belongs_to(walk))
        .collect();
    if let (Some(walk), [_, Piece::Keyed { key, .. }, ..]) = (walk, mine.as_slice()) {
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
        .filter(|piece| !piece.belongs_to(walk))
        .map(Piece::into_tokens)
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
            Piece::Keyed { key, .. } => diagnostics.push(error_with_help(
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
