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
mod sites;
mod trait_impl;
mod typed;

use super::model::Crosswalk;

pub use docs::table_docs;
use proc_macro2::TokenStream;
use quote::quote;

/// Everything generated for `crosswalk`, to follow the (already emitted) enum.
pub fn expand(crosswalk: &Crosswalk) -> TokenStream {
    let source = &crosswalk.source;
    let visibility = &crosswalk.visibility;
    let target = &crosswalk.target;
    let private = &crosswalk.private;
    let typed = typed::translate_body(crosswalk);
    let raw = raw::translate_ordinal_body(crosswalk);
    let trait_impl = trait_impl::crosswalk_impl(crosswalk);
    let conversion = conversions::conversion_impl(crosswalk);
    let from_target = inverse::from_target_body(crosswalk);
    let unreached_check = inverse::unreached_check(crosswalk);
    quote! {
        impl #source {
            /// Translates this variant through its crosswalk (see the enum's documentation).
            ///
            /// # Errors
            /// The declared error of a `#[reject]` variant.
            #[inline]
            #[must_use = "a translation that is not used is a table lookup for nothing"]
            #visibility const fn translate(self) -> ::core::result::Result<#target, #private::Error> {
                #typed
            }

            /// Translates a raw ordinal as the original table does: the cell at
            /// `ordinal.wrapping_sub(base)`, or the `on_oob` policy past the end or in a hole.
            ///
            /// # Errors
            /// A rejected cell's error, or the `throw` policy's.
            #[inline]
            #[must_use = "a translation that is not used is a table lookup for nothing"]
            #visibility const fn translate_ordinal(
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
            #visibility const fn from_target(target: #target) -> ::core::option::Option<Self> {
                #from_target
            }
        }

        #trait_impl
        #conversion
        #unreached_check
    }
}
