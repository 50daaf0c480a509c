//! The first stage: reads every `#[crosswalk(...)]` on the enum (the one being expanded and its
//! siblings, which this expansion takes off the item) and every variant's mapping entries, and
//! leaves the item free of both.

pub mod args;
mod entries;
pub mod keys;

pub use args::{Args, Base, PolicyArg};
pub use entries::{Claim, Entry};

use crate::diagnostics::{Diagnostics, error_with_help};
use crate::naming::path_text;
use proc_macro2::{Span, TokenStream};
use syn::spanned::Spanned;
use syn::{Attribute, DeriveInput, Meta, Path};

/// What was written, before any cross-checking.
pub struct Parsed {
    /// Each crosswalk's arguments: the expanding attribute's first, then its siblings in order.
    pub crosswalks: Vec<Args>,
    /// Each variant's entries, in variant order (empty when the item is not an enum).
    pub entries: Vec<Vec<Entry>>,
    /// Where the runtime crate is: `::crosswalk`, or the `crate = …` path.
    pub runtime: Path,
}

/// Reads the declaration and strips the item of what it read. `args` is what stands inside the
/// expanding `#[crosswalk(...)]`.
pub fn parse(args: TokenStream, item: &mut DeriveInput, diagnostics: &mut Diagnostics) -> Parsed {
    let mut crosswalks = vec![args::parse_args(args, Span::call_site(), diagnostics)];
    let attributes = std::mem::take(&mut item.attrs);
    for attribute in attributes {
        if is_crosswalk_attribute(&attribute) {
            if let Some(tokens) = sibling_arguments(&attribute, diagnostics) {
                crosswalks.push(args::parse_args(tokens, attribute.span(), diagnostics));
            }
        } else {
            item.attrs.push(attribute);
        }
    }
    let mut entries = Vec::new();
    if let syn::Data::Enum(data) = &mut item.data {
        for variant in &mut data.variants {
            entries.push(entries::parse_entries(&variant.attrs, diagnostics));
            variant
                .attrs
                .retain(|attribute| !entries::is_mapping_attribute(attribute));
        }
    }
    let runtime = runtime(&crosswalks, diagnostics);
    Parsed {
        crosswalks,
        entries,
        runtime,
    }
}

/// `#[crosswalk(…)]`, however its path is written (`crosswalk::crosswalk`, a renamed crate's
/// `cw::crosswalk`). An import renamed to another last segment is not recognised; the expansion
/// it then gets reports that (see `already_expanded`).
fn is_crosswalk_attribute(attribute: &Attribute) -> bool {
    attribute
        .path()
        .segments
        .last()
        .is_some_and(|last| last.ident == "crosswalk")
}

fn sibling_arguments(attribute: &Attribute, diagnostics: &mut Diagnostics) -> Option<TokenStream> {
    match &attribute.meta {
        Meta::List(list) => Some(list.tokens.clone()),
        _ => {
            diagnostics.error_with_help(
                attribute,
                "#[crosswalk] needs its arguments in parentheses",
                "write e.g. `#[crosswalk(to = wire::Tag, name = wire::CoreV4)]`",
            );
            None
        }
    }
}

/// The error for an expansion whose item was already expanded by an earlier `#[crosswalk]` that
/// did not recognise this attribute as its sibling (it was written through a renamed import), or
/// `None` when the item is fresh.
pub fn already_expanded(item: &DeriveInput, marker: &str) -> Option<syn::Error> {
    let expanded = item.attrs.iter().any(|attribute| match &attribute.meta {
        Meta::NameValue(doc) if doc.path.is_ident("doc") => match &doc.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) => text.value().contains(marker),
            _ => false,
        },
        _ => false,
    });
    expanded.then(|| {
        error_with_help(
            TokenStream::new(),
            "this crosswalk was not expanded with the enum's others: an earlier `#[crosswalk]` took \
             the mapping attributes without recognising this attribute as a crosswalk",
            "write every crosswalk on an enum as `#[crosswalk(…)]` (or `path::crosswalk(…)`); an \
             import renamed to another name is not recognised",
        )
    })
}

/// The runtime crate's path: `crate = …` where given (the same on every crosswalk that gives
/// it), else `::crosswalk`.
fn runtime(crosswalks: &[Args], diagnostics: &mut Diagnostics) -> Path {
    let mut given = crosswalks.iter().filter_map(|args| args.runtime.as_ref());
    let Some(first) = given.next() else {
        return syn::parse_quote!(::crosswalk);
    };
    for other in given {
        if path_text(other) != path_text(first) {
            let mut error = error_with_help(
                other,
                "the crosswalks on this enum name different `crate` paths",
                "give `crate = …` once, or the same path on each",
            );
            error.combine(syn::Error::new_spanned(first, "the first is given here"));
            diagnostics.push(error);
        }
    }
    first.clone()
}
