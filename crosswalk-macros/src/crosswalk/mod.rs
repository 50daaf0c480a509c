//! `#[crosswalk(...)]`: parse the declaration, validate it, expand it.

mod args;
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
use syn::parse::Parser;

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

    let mapping_attrs: Vec<_> = match &input.data {
        syn::Data::Enum(data) => data
            .variants
            .iter()
            .map(|variant| variant_attrs::parse_variant_attrs(&variant.attrs, &mut diagnostics))
            .collect(),
        _ => Vec::new(),
    };
    let fallible = mapping_attrs.iter().any(|attrs| attrs.reject.is_some());
    let target = args.target.clone();
    let crosswalk = {
        let variants = enum_variants(&input, "#[crosswalk]", &mut diagnostics);
        let shaped: Vec<_> = variants.into_iter().zip(mapping_attrs).collect();
        validate::validate(&input, args, &shaped, &mut diagnostics)
    };

    strip_mapping_attrs(&mut input);
    let (docs, generated) = match crosswalk {
        Some(crosswalk) if !diagnostics.has_errors() => {
            (expand::table_docs(&crosswalk), expand::expand(&crosswalk))
        }
        _ => {
            let errors = diagnostics.to_compile_errors();
            let stand_ins = fallback::stand_ins(&input, target.as_ref(), fallible);
            (TokenStream::new(), quote!(#errors #stand_ins))
        }
    };
    // After the enum's own documentation, so its summary line stays first.
    if let Ok(doc_attrs) = syn::Attribute::parse_outer.parse2(docs) {
        input.attrs.extend(doc_attrs);
    }
    input
        .into_token_stream()
        .into_iter()
        .chain(generated)
        .collect()
}

/// Our attributes are not real attributes: leaving them on the enum would be an error of its own.
fn strip_mapping_attrs(input: &mut DeriveInput) {
    if let syn::Data::Enum(data) = &mut input.data {
        for variant in &mut data.variants {
            variant
                .attrs
                .retain(|attribute| !variant_attrs::is_mapping_attribute(attribute));
        }
    }
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
