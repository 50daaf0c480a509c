//! The third stage: writes the translators of every crosswalk in a validated declaration. Plain
//! functions over token streams, so they can be tested and fuzzed without a compiler.

mod conversions;
mod docs;
mod evaluated;
mod inverse;
mod raw;
mod shared;
mod trait_impl;
mod typed;
mod walk;

use super::model::Declaration;
pub use docs::document;
use proc_macro2::TokenStream;
use quote::quote;
use walk::Walk;
pub use walk::primitive;

/// Everything generated for the declaration, to follow the (already emitted) enum.
pub fn expand(declaration: &Declaration) -> TokenStream {
    let source = &declaration.source.ident;
    let variants = declaration
        .source
        .variants
        .iter()
        .map(|variant| &variant.ident);
    // The one list of the enum's variants that every crosswalk's `CELLS` and `from_target` scan
    // at compile time.
    let evaluated_constants = declaration
        .crosswalks
        .iter()
        .find(|crosswalk| crosswalk.layout().is_none())
        .map(|crosswalk| evaluated::source_constants(&Walk::new(&declaration.source, crosswalk)));
    let sources = quote! {
        impl #source {
            #[doc(hidden)]
            const __CROSSWALK_SOURCES: &'static [Self] = &[#(Self::#variants),*];
            #evaluated_constants
        }
    };
    let walks = declaration
        .crosswalks
        .iter()
        .map(|crosswalk| walk_items(&Walk::new(&declaration.source, crosswalk)));
    quote!(#sources #(#walks)*)
}

fn walk_items(walk: &Walk<'_>) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let source = &walk.source.ident;
    let visibility = &walk.source.visibility;
    let target = &crosswalk.target.path;
    let private = &walk.private;
    let methods = &crosswalk.methods;
    let (translate, translate_ordinal, from_target) = (
        &methods.translate,
        &methods.translate_ordinal,
        &methods.from_target,
    );
    let shared_definition = shared::definition(walk);
    let typed = typed::translate_body(walk);
    let raw = raw::translate_ordinal_body(walk, &quote!(ordinal));
    let inverse = inverse::from_target_body(walk, &quote!(target));
    let to_target = methods.to_target.as_ref().map(|to_target| {
        let lookup = typed::target_table(walk, &quote!(self));
        quote! {
            /// Translates this variant; no variant of this crosswalk can fail.
            #[inline]
            #[must_use]
            #visibility const fn #to_target(self) -> #target {
                #lookup
            }
        }
    });
    let target_text = &crosswalk.target.text;
    let translate_doc = format!(
        "Translates this variant into [`{target_text}`] (see the table in the enum's documentation)."
    );
    let trait_impl = trait_impl::crosswalk_impl(walk);
    let conversion = conversions::conversion_impl(walk);
    let unreached_check = inverse::unreached_check(walk);
    let evaluated_checks = crosswalk
        .layout()
        .is_none()
        .then(|| evaluated::checks(walk));
    let ordinal_type = walk.ordinal_type();
    quote! {
        impl #source {
            #shared_definition

            #[doc = #translate_doc]
            ///
            /// # Errors
            /// The declared error of a `#[reject]` variant.
            #[inline]
            #[must_use = "a translation that is not used is a table lookup for nothing"]
            #visibility const fn #translate(self) -> ::core::result::Result<#target, #private::Error> {
                #typed
            }

            /// Translates a raw source ordinal as the original table does: the cell at
            /// `ordinal.wrapping_sub(base)`, or the `on_oob` policy past the end or in a hole.
            ///
            /// # Errors
            /// A rejected cell's error, or the `throw` policy's.
            #[inline]
            #[must_use = "a translation that is not used is a table lookup for nothing"]
            #visibility const fn #translate_ordinal(
                ordinal: #ordinal_type,
            ) -> ::core::result::Result<#target, #private::Error> {
                #raw
            }

            /// Goes back: the variant that translates to `target` (for a shared target, the first,
            /// not an `alias`), or `None` for a target no variant reaches.
            #[inline]
            #[must_use]
            #visibility const fn #from_target(target: #target) -> ::core::option::Option<Self> {
                #inverse
            }

            #to_target
        }

        #trait_impl
        #conversion
        #unreached_check
        #evaluated_checks
    }
}
