//! `From` when no variant can fail, `TryFrom` when one can: the type says which.

use super::shared_table::SharedTable;
use crate::crosswalk::model::Crosswalk;
use proc_macro2::TokenStream;
use quote::quote;

pub fn conversion_impl(crosswalk: &Crosswalk, shared: Option<&SharedTable>) -> TokenStream {
    let source = &crosswalk.source;
    let target = &crosswalk.target;
    let private = &crosswalk.private;
    // Only the unnamed crosswalk converts: two named ones may share a target type, and `From`
    // can be implemented once.
    if crosswalk.walk.is_some() {
        return TokenStream::new();
    }
    if crosswalk.is_fallible() {
        return quote! {
            #[automatically_derived]
            impl ::core::convert::TryFrom<#source> for #target {
                type Error = #private::Error;

                #[inline]
                fn try_from(__source: #source) -> ::core::result::Result<Self, #private::Error> {
                    #source::translate(__source)
                }
            }
        };
    }
    let lookup = super::typed::target_table(crosswalk, shared, &quote!(__source));
    quote! {
        #[automatically_derived]
        impl ::core::convert::From<#source> for #target {
            #[inline]
            fn from(__source: #source) -> Self {
                #lookup
            }
        }
    }
}
