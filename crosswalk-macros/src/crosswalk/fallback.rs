//! What is emitted beside the errors of a broken declaration: the same items with bodies that never
//! run, so the user's own code keeps compiling against them and the only errors shown are ours,
//! not a wall of "no function named `translate`" after them.

use proc_macro2::TokenStream;
use quote::quote;
use syn::{DeriveInput, Path};

pub fn stand_ins(
    input: &DeriveInput,
    target: Option<&Path>,
    fallible: bool,
    runtime: &TokenStream,
) -> TokenStream {
    let (Some(target), syn::Data::Enum(_)) = (target, &input.data) else {
        return TokenStream::new();
    };
    if !input.generics.params.is_empty() {
        return TokenStream::new();
    }
    let source = &input.ident;
    let visibility = &input.vis;
    let private = quote!(#runtime::__private_v0_1);
    // An error value rather than `loop {}`: a stand-in evaluated in a `const` must not add a
    // "constant evaluation is taking a long time" error to the real ones.
    let name = source.to_string();
    let failed = quote! {
        ::core::result::Result::Err(#private::Error::__new(
            &#private::ErrorSite {
                kind: #private::ErrorKind::OutOfRange,
                enum_path: ::core::concat!(::core::module_path!(), "::", #name),
                message: ::core::option::Option::Some("this crosswalk's declaration has errors"),
            },
            0,
        ))
    };
    let conversion = if fallible {
        quote! {
            impl ::core::convert::TryFrom<#source> for #target {
                type Error = #private::Error;
                fn try_from(_: #source) -> ::core::result::Result<Self, #private::Error> { #failed }
            }
        }
    } else {
        quote! {
            impl ::core::convert::From<#source> for #target {
                fn from(_: #source) -> Self { loop {} }
            }
        }
    };
    quote! {
        impl #source {
            #[allow(dead_code)]
            #visibility const fn translate(self) -> ::core::result::Result<#target, #private::Error> {
                #failed
            }
            #[allow(dead_code)]
            #visibility const fn translate_ordinal(
                _: ::core::primitive::u32,
            ) -> ::core::result::Result<#target, #private::Error> {
                #failed
            }
        }
        #conversion
    }
}
