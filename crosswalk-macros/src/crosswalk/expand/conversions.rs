//! `From` when no variant can fail, `TryFrom` when one can: the type says which. Only the unnamed
//! crosswalk converts: two named ones may share a target type, and `From` can be implemented once.

use super::{typed, walk::Walk};
use proc_macro2::TokenStream;
use quote::quote;

pub fn conversion_impl(walk: &Walk<'_>) -> TokenStream {
    let crosswalk = walk.crosswalk;
    if crosswalk.name.is_some() {
        return TokenStream::new();
    }
    let source = &walk.source.ident;
    let value = quote!(source);
    let target = &crosswalk.target.path;
    let private = &walk.private;
    let doc = walk.impl_doc("Translates");
    if crosswalk.fallible {
        return quote! {
            #doc
            #[automatically_derived]
            impl ::core::convert::TryFrom<#source> for #target {
                type Error = #private::Error;

                #[inline]
                fn try_from(#value: #source) -> ::core::result::Result<Self, #private::Error> {
                    #source::translate(#value)
                }
            }
        };
    }
    let lookup = typed::target_table(walk, &quote!(#value));
    quote! {
        #doc
        #[automatically_derived]
        impl ::core::convert::From<#source> for #target {
            #[inline]
            fn from(#value: #source) -> Self {
                #lookup
            }
        }
    }
}
