//! `#[crosswalk(...)]`: parse the declaration, validate it, expand it.

mod args;
mod claims;
mod expand;
mod fallback;
mod model;
mod validate;
mod variant_attrs;

use crate::diagnostics::{Diagnostics, error_with_help};
use crate::enum_shape::enum_variants;
use proc_macro2::{TokenStream, TokenTree};
use quote::{ToTokens, quote};
use syn::DeriveInput;

/// The whole attribute macro, on plain token streams: `args` is what stands inside
/// `#[crosswalk(...)]`, `item` the annotated item. Never panics; every problem becomes a
/// `compile_error!` spanned on the tokens at fault.
pub fn crosswalk(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut diagnostics = Diagnostics::new();
    let args = args::parse_args(args, &mut diagnostics);
    let mut input = match syn::parse2::<DeriveInput>(item.clone()) {
        Ok(input) => input,
        Err(error) => return not_an_enum(item, error, diagnostics),
    };

    // A named crosswalk reads the `#[to]` entries keyed by its name's last segment.
    let walk_key = args
        .walk
        .as_ref()
        .and_then(|walk| walk.segments.last())
        .map(|last| last.ident.clone());
    let mapping_attrs: Vec<_> = match &input.data {
        syn::Data::Enum(data) => data
            .variants
            .iter()
            .map(|variant| {
                variant_attrs::parse_variant_attrs(
                    &variant.attrs,
                    walk_key.as_ref(),
                    &mut diagnostics,
                )
            })
            .collect(),
        _ => Vec::new(),
    };
    let fallible = mapping_attrs.iter().any(|attrs| attrs.reject.is_some());
    // Stand-ins are written for the unnamed crosswalk only; a named one's absence is no cascade
    // worth guessing method names for.
    let target = args.target.clone().filter(|_| walk_key.is_none());
    let runtime = args
        .runtime
        .clone()
        .map_or_else(|| quote!(::crosswalk), |path| quote!(#path));
    let crosswalk = {
        let variants = enum_variants(&input, "#[crosswalk]", &mut diagnostics);
        let shaped: Vec<_> = variants.into_iter().zip(mapping_attrs).collect();
        validate::validate(&input, args, &shaped, &mut diagnostics)
    };

    // With several crosswalks on the enum, each takes away only its own parts of the `#[to]`s.
    let last = !has_more_crosswalks(&input);
    claims::consume(&mut input, walk_key.as_ref(), last, &mut diagnostics);
    let generated = match crosswalk {
        Some(crosswalk) if !diagnostics.has_errors() => {
            expand::document(&crosswalk, &mut input);
            expand::expand(&crosswalk)
        }
        _ => {
            let errors = diagnostics.to_compile_errors();
            let stand_ins = fallback::stand_ins(&input, target.as_ref(), fallible, &runtime);
            quote!(#errors #stand_ins)
        }
    };
    input
        .into_token_stream()
        .into_iter()
        .chain(generated)
        .collect()
}

/// Whether another `#[crosswalk]` (however its path is written) waits on the item.
fn has_more_crosswalks(input: &DeriveInput) -> bool {
    input.attrs.iter().any(|attribute| {
        attribute
            .path()
            .segments
            .last()
            .is_some_and(|last| last.ident == "crosswalk")
    })
}

/// The item did not parse as a struct, enum or union: say what `#[crosswalk]` wants, unless it is
/// an enum with a syntax error, where syn's own message is the useful one.
fn not_an_enum(
    item: TokenStream,
    parse_error: syn::Error,
    mut diagnostics: Diagnostics,
) -> TokenStream {
    let says_enum = item
        .clone()
        .into_iter()
        .any(|tree| matches!(&tree, TokenTree::Ident(ident) if ident == "enum"));
    if says_enum {
        diagnostics.push(parse_error);
    } else {
        let head: TokenStream = item
            .clone()
            .into_iter()
            .skip_while(|tree| !matches!(tree, TokenTree::Ident(_)))
            .take(3)
            .collect();
        diagnostics.push(error_with_help(
            head,
            "#[crosswalk] applies to enums",
            "put it on a fieldless `enum` whose variants number the things being translated",
        ));
    }
    item.into_iter()
        .chain(diagnostics.to_compile_errors())
        .collect()
}
