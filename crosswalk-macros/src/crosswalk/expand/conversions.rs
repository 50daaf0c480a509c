//! `From` when no variant can be rejected, `TryFrom` when one can: the type says which. An enum's
//! unnamed crosswalk always converts; any other only on `convert` (two named ones may share a
//! target type, and `From` can be implemented once; a holder's source and target may both be
//! other crates' types, which the orphan rules keep from any impl).

use super::{context::Expansion, typed};
use proc_macro2::TokenStream;

pub fn conversion_impl(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    if !crosswalk.converts {
        return TokenStream::new();
    }
    let target = &expansion.target_type;
    let error = &expansion.error_type;
    let doc = expansion.impl_doc("Translates");
    let (impl_generics, source, where_clause) = super::context::converted(expansion.source);
    if crosswalk.fallible {
        // The public `translate`: it fails with the caller's error, as `TryFrom` does.
        let translated = expansion.call(&crosswalk.methods.translate, &template!(=> source));
        return template! {doc, impl_generics, source, target, where_clause, error, translated =>
            #doc
            #[automatically_derived]
            impl #impl_generics ::core::convert::TryFrom<#source> for #target #where_clause {
                type Error = #error;

                #[inline]
                fn try_from(source: #source) -> ::core::result::Result<Self, #error> {
                    #translated
                }
            }
        };
    }
    let body = typed::body(expansion, &template!(=> source), true);
    template! {doc, impl_generics, source, target, where_clause, body =>
        #doc
        #[automatically_derived]
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        impl #impl_generics ::core::convert::From<#source> for #target #where_clause {
            #[inline]
            fn from(source: #source) -> Self {
                #body
            }
        }
    }
}
