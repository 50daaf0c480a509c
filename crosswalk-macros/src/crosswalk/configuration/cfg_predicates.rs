//! The `cfg_attr`s, nested ones too, an attribute is written in.

use crate::attributes::parse_whole;
use crate::template::comma_separated;
use crate::token_split::split_top_level_commas;
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::{Attribute, Meta, Path};

/// Takes an attribute out of `cfg_attr`s, with the predicate of each, outermost first.
pub type Found<'a> = dyn FnMut(Meta, Vec<TokenStream>) + 'a;

/// Whether `attribute` is a `cfg_attr` with an attribute `wanted` picks among those it applies.
pub fn cfg_attr_holds(attribute: &Attribute, wanted: &dyn Fn(&Path) -> bool) -> bool {
    let mut holds = false;
    take_from_cfg_attr(attribute.clone(), wanted, &mut |_, _| holds = true);
    holds
}

/// Hands `found` the attributes `wanted` picks out of a `cfg_attr`, and gives what is left of the
/// `cfg_attr` without them, `None` when nothing is.
pub fn take_from_cfg_attr(
    attribute: Attribute,
    wanted: &dyn Fn(&Path) -> bool,
    found: &mut Found<'_>,
) -> Option<Attribute> {
    let list = match &attribute.meta {
        Meta::List(list) if list.path.is_ident("cfg_attr") => list,
        _ => return Some(attribute),
    };
    let mut any = false;
    let kept = split(list.tokens.clone(), &[], wanted, &mut |meta, predicates| {
        any = true;
        found(meta, predicates);
    });
    if !any {
        return Some(attribute);
    }
    let mut left = attribute;
    if let Meta::List(list) = &mut left.meta {
        list.tokens = kept?;
    }
    Some(left)
}

/// The arguments of a `cfg_attr` (`predicate, attribute, …`) without the attributes `wanted`
/// picks, which go to `found` with `outer` and this predicate; `None` when no attribute is left.
fn split(
    tokens: TokenStream,
    outer: &[TokenStream],
    wanted: &dyn Fn(&Path) -> bool,
    found: &mut Found<'_>,
) -> Option<TokenStream> {
    let pieces = split_top_level_commas(tokens.clone());
    let Some((predicate, attributes)) = pieces.split_first() else {
        // Malformed: left for the compiler to report.
        return Some(tokens);
    };
    let mut predicates = outer.to_vec();
    predicates.push(predicate.clone());
    let mut kept = Vec::new();
    for piece in attributes {
        match parse_whole::<Meta>(piece.clone()) {
            Some(meta) if wanted(meta.path()) => found(meta, predicates.clone()),
            Some(Meta::List(mut nested)) if nested.path.is_ident("cfg_attr") => {
                if let Some(inner) = split(nested.tokens.clone(), &predicates, wanted, found) {
                    nested.tokens = inner;
                    kept.push(nested.into_token_stream());
                }
            }
            _ => kept.push(piece.clone()),
        }
    }
    if kept.is_empty() {
        return None;
    }
    let kept = comma_separated(kept);
    Some(template!(predicate, kept => #predicate, #kept))
}

#[test]
fn nested_cfg_attrs_give_every_predicate_and_keep_the_rest() {
    let take = |attribute: Attribute| {
        let mut predicates = Vec::new();
        let wanted = |path: &Path| path.is_ident("crosswalk");
        let left = take_from_cfg_attr(attribute, &wanted, &mut |_, found: Vec<TokenStream>| {
            predicates.push(found.iter().map(ToString::to_string).collect::<Vec<_>>());
        });
        (
            predicates,
            left.map(|left| left.to_token_stream().to_string()),
        )
    };
    let attribute = syn::parse_quote!(
        #[cfg_attr(a, derive(Debug), cfg_attr(b, crosswalk(to = X), doc = "d"))]
    );
    let kept = "# [cfg_attr (a , derive (Debug) , cfg_attr (b , doc = \"d\"))]";
    let (predicates, left) = take(attribute);
    assert_eq!(predicates, [["a", "b"]]);
    assert_eq!(left.as_deref(), Some(kept));
    let attribute = syn::parse_quote!(#[cfg_attr(a, crosswalk(to = X), crosswalk(to = Y))]);
    let (predicates, left) = take(attribute);
    assert_eq!((predicates.len(), left), (2, None));
}
