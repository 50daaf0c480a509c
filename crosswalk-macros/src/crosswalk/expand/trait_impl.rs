//! `impl Crosswalk`: the trait view of the translators plus the declared table, for read-outs.

use super::sites;
use crate::crosswalk::model::{Crosswalk, Outcome, Policy};
use proc_macro2::TokenStream;
use quote::quote;

pub fn crosswalk_impl(crosswalk: &Crosswalk) -> TokenStream {
    let source = &crosswalk.source;
    let target = &crosswalk.target;
    let private = &crosswalk.private;
    let base = crosswalk.base;
    let source_path = sites::source_path(crosswalk);
    let target_text = &crosswalk.target_text;
    let on_out_of_range = match &crosswalk.policy {
        Policy::Throw {
            message: Some(message),
        } => {
            quote!(#private::OutOfRange::Throw(::core::option::Option::Some(#message)))
        }
        Policy::Throw { message: None } => {
            quote!(#private::OutOfRange::Throw(::core::option::Option::None))
        }
        Policy::Default { target: name } => quote!(#private::OutOfRange::Default(<#target>::#name)),
    };
    let cells = crosswalk.cells().into_iter().map(|cell| match cell {
        None => quote!(#private::Cell::Empty),
        Some(variant) => {
            let ident = &variant.ident;
            match &variant.outcome {
                Outcome::Rejected { message } => {
                    let site = sites::rejected(crosswalk, message.as_ref());
                    let ordinal = variant.ordinal;
                    quote!(#private::Cell::Rejected {
                        source: Self::#ident,
                        error: #private::Error::__new(#site, #ordinal),
                    })
                }
                Outcome::Mapped {
                    target: name,
                    alias,
                } => quote!(#private::Cell::Mapped {
                    source: Self::#ident,
                    target: <#target>::#name,
                    alias: #alias,
                }),
                Outcome::Default { target: name } => quote!(#private::Cell::Mapped {
                    source: Self::#ident,
                    target: <#target>::#name,
                    alias: false,
                }),
            }
        }
    });
    let sources = crosswalk.variants.iter().map(|variant| &variant.ident);
    quote! {
        #[automatically_derived]
        impl #private::Crosswalk for #source {
            type Target = #target;
            const SOURCE_PATH: &'static ::core::primitive::str = #source_path;
            const TARGET_PATH: &'static ::core::primitive::str = #target_text;
            const BASE: ::core::primitive::u32 = #base;
            const ON_OUT_OF_RANGE: #private::OutOfRange<#target> = #on_out_of_range;
            const CELLS: &'static [#private::Cell<Self, #target>] = &[#(#cells),*];
            const SOURCES: &'static [Self] = &[#(Self::#sources),*];

            #[inline]
            fn translate(self) -> ::core::result::Result<#target, #private::Error> {
                #source::translate(self)
            }

            #[inline]
            fn translate_ordinal(
                __ordinal: ::core::primitive::u32,
            ) -> ::core::result::Result<#target, #private::Error> {
                #source::translate_ordinal(__ordinal)
            }

            #[inline]
            fn from_target(__target: #target) -> ::core::option::Option<Self> {
                #source::from_target(__target)
            }

            #[inline]
            fn source_ordinal(self) -> #private::Ordinal<Self> {
                #private::Ordinal::new(self as ::core::primitive::u32)
            }

            #[inline]
            fn target_ordinal(__target: #target) -> #private::Ordinal<#target> {
                #private::Ordinal::new(__target as ::core::primitive::u32)
            }
        }
    }
}
