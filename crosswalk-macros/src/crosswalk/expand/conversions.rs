//! `From` when no variant can fail, `TryFrom` when one can: the type says which.

use crate::crosswalk::model::Crosswalk;
use proc_macro2::TokenStream;
use quote::quote;

pub fn conversion_impl(crosswalk: &Crosswalk) -> TokenStream {
    let source = &crosswalk.source;
    let target = &crosswalk.target;
    let private = &crosswalk.private;
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
    let lookup = super::typed::target_table(crosswalk, &quote!(__source));
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
