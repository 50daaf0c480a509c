//! `#[crosswalk(...)]`: parse every crosswalk declared on the enum, validate them together,
//! expand them all. The first `#[crosswalk]` to expand does the whole enum's work and takes its
//! siblings off the item, so each problem is found, and reported, once.

mod expand;
mod fallback;
mod model;
mod parse;
mod validate;

use crate::diagnostics::{Diagnostics, error_with_help};
use proc_macro2::{TokenStream, TokenTree};
use quote::{ToTokens, quote};

/// Stands in the generated docs of every expanded enum: an expansion that finds it knows the
/// enum's crosswalks were already expanded, by an earlier attribute that did not recognise it.
const EXPANDED_MARKER: &str = "<!-- crosswalk: expanded -->";

/// The whole attribute macro, on plain token streams: `args` is what stands inside
/// `#[crosswalk(...)]`, `item` the annotated item. Never panics; every problem becomes a
/// `compile_error!` spanned on the tokens at fault.
pub fn crosswalk(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut diagnostics = Diagnostics::new();
    let mut input = match crate::enum_item::parse_item(&item) {
        Ok(input) => input,
        Err(error) => return not_an_enum(item, error, diagnostics),
    };
    if let Some(error) = parse::already_expanded(&input, EXPANDED_MARKER) {
        diagnostics.push(error);
        return quote!(#input)
            .into_iter()
            .chain(diagnostics.to_compile_errors())
            .collect();
    }
    let parsed = parse::parse(args, &mut input, &mut diagnostics);
    let stand_in = fallback::StandIn::of(&parsed);
    let generated = match validate::validate(parsed, &input, &mut diagnostics) {
        Some(declaration) if !diagnostics.has_errors() => {
            expand::document(&declaration, &mut input, EXPANDED_MARKER);
            expand::expand(&declaration)
        }
        _ => {
            let errors = diagnostics.to_compile_errors();
            let stand_ins = stand_in.map(|stand_in| stand_in.expand(&input));
            quote!(#errors #stand_ins)
        }
    };
    input
        .into_token_stream()
        .into_iter()
        .chain(generated)
        .collect()
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
