//! Writes the translators for a validated crosswalk. Plain functions over token streams, so they
//! can be tested and fuzzed without a compiler.
//!
//! A target variant is always written `<Target>::Name`, never `Target::Name`: the qualified form
//! resolves the target path as a type at every use, so a wrong `to = …` is one error rather than a
//! type error plus a path error, and rustc's "no variant named `Nope`" points at `Nope` alone
//! rather than at a span running from the attribute down to the variant.

mod conversions;
mod docs;
mod inverse;
mod raw;
mod shared_table;
mod sites;
mod trait_impl;
mod typed;

use super::model::Crosswalk;

pub use docs::document;
use proc_macro2::TokenStream;
use quote::quote;

/// Everything generated for `crosswalk`, to follow the (already emitted) enum.
pub fn expand(crosswalk: &Crosswalk) -> TokenStream {
    let source = &crosswalk.source;
    let visibility = &crosswalk.visibility;
    let target = &crosswalk.target;
    let private = &crosswalk.private;
    let shared = shared_table::shared_table(crosswalk);
    let typed = typed::translate_body(crosswalk, shared.as_ref());
    let raw = raw::translate_ordinal_body(crosswalk, shared.as_ref());
    let shared_definition = shared.as_ref().map(|shared| &shared.definition);
    let trait_impl = trait_impl::crosswalk_impl(crosswalk);
    let conversion = conversions::conversion_impl(crosswalk, shared.as_ref());
    let from_target = inverse::from_target_body(crosswalk);
    let unreached_check = inverse::unreached_check(crosswalk);
    let names = crosswalk.method_names();
    let infallible = match &names.to_target {
        Some(to_target) if !crosswalk.is_fallible() => {
            let lookup = typed::target_table(crosswalk, shared.as_ref(), &quote!(self));
            quote! {
                impl #source {
                    /// Translates this variant; no variant of this crosswalk can fail.
                    #[inline]
                    #[must_use]
                    #visibility const fn #to_target(self) -> #target {
                        #lookup
                    }
                }
            }
        }
        _ => TokenStream::new(),
    };
    let (translate, translate_ordinal, from_target_name) = (
        &names.translate,
        &names.translate_ordinal,
        &names.from_target,
    );
    quote! {
        impl #source {
            #shared_definition

            /// Translates this variant through its crosswalk (see the enum's documentation).
            ///
            /// # Errors
            /// The declared error of a `#[reject]` variant.
            #[inline]
            #[must_use = "a translation that is not used is a table lookup for nothing"]
            #visibility const fn #translate(self) -> ::core::result::Result<#target, #private::Error> {
                #typed
            }

            /// Translates a raw ordinal as the original table does: the cell at
            /// `ordinal.wrapping_sub(base)`, or the `on_oob` policy past the end or in a hole.
            ///
            /// # Errors
            /// A rejected cell's error, or the `throw` policy's.
            #[inline]
            #[must_use = "a translation that is not used is a table lookup for nothing"]
            #visibility const fn #translate_ordinal(
                ordinal: ::core::primitive::u32,
            ) -> ::core::result::Result<#target, #private::Error> {
                #raw
            }
        }

        impl #source {
            /// Goes back: the variant that translates to `target` (for a shared target, the first,
            /// not an `alias`), or `None` for a target no variant reaches.
            #[inline]
            #[must_use]
            #visibility const fn #from_target_name(target: #target) -> ::core::option::Option<Self> {
                #from_target
            }
        }

        #infallible

        #trait_impl
        #conversion
        #unreached_check
    }
}
