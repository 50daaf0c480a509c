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

use super::model::Declaration;
use context::Expansion;
pub use context::{converted, impl_home, private_module, source_name};
// The checks only rustc can make (of the variants of another crate's enums), which a declaration
// with errors emits too, so that their mistakes are reported in the same build as the macro's.
pub use coverage::check as every_variant_has_a_line;
pub use docs::{document_enum, holder_docs};
use proc_macro2::{Literal, TokenStream};
use quote::quote;
pub use unreached::{Parts as UnreachedParts, check as unreached_check};

/// Where each crosswalk's table is documented.
#[derive(Clone, Copy, PartialEq, Eq)]
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
    let home = context::home_type(source);
    let path = &source.path;
    let mut variants = source
        .variants
        .iter()
        .map(|variant| context::variant(source, &variant.ident));
    let evaluated = table::source_constants(declaration);
    // Each variant by its place in declaration order, for the scans of `CELLS` and `from_target`.
    // A `match`, not a constant list: rustc validates each enum value of a constant against the
    // enum's explicit discriminants, N² steps for N variants.
    let last = variants.next_back();
    let places = (0..source.variants.len().saturating_sub(1)).map(Literal::usize_unsuffixed);
    // A variant with fields has no value to list.
    let sources = (!source.carries_data()).then(|| {
        let listed = last.map(|last| {
            quote! {
                #[doc(hidden)]
                #[allow(deprecated, clippy::match_same_arms)]
                #[inline(always)]
                const fn __crosswalk_source(__place: ::core::primitive::usize) -> #path {
                    match __place {
                        #(#places => #variants,)*
                        _ => #last,
                    }
                }
            }
        });
        // First: rustc reports a line's mistake in the order it checks the functions, and the
        // check of the lines' patterns, which the cast holds, reads best.
        let cast = context::on_a_holder(source).then(|| {
            let has_wildcard_line = declaration
                .crosswalks
                .iter()
                .any(|crosswalk| crosswalk.wildcard.is_some());
            coverage::source_cast(source, has_wildcard_line)
        });
        quote! {
            impl #home {
                #cast
                #listed
                #evaluated
            }
        }
    });
    let crosswalks = declaration.crosswalks.iter().map(|crosswalk| {
        let table_docs = (tables == Tables::OnImpls).then(|| docs::table_docs(source, crosswalk));
        items::items(&Expansion::new(source, crosswalk), table_docs.as_ref())
    });
    quote!(#sources #(#crosswalks)*)
}
