//! What is emitted beside the errors of a broken declaration: the same items with bodies that never
//! run, so the user's own code keeps compiling against them and the only errors shown are ours,
//! not a wall of "no function named `translate`" after them.

use super::parse::{Claim, Parsed};
use crate::private_path::PrivateModule;
use proc_macro2::TokenStream;
use quote::quote;
use syn::{DeriveInput, Path};

/// What the unnamed crosswalk's stand-ins need to know: its target and whether it converts with
/// `From` or `TryFrom`. A named crosswalk gets no stand-ins: its absence is no cascade worth
/// guessing method names for.
pub struct StandIn {
    target: Path,
    fallible: bool,
    runtime: Path,
}

impl StandIn {
    pub fn of(parsed: &Parsed) -> Option<Self> {
        let args = parsed.crosswalks.iter().find(|args| args.walk.is_none())?;
        let fallible =
            parsed.entries.iter().flatten().any(|entry| {
                entry.key.is_none() && matches!(entry.claim, Some(Claim::Reject { .. }))
            });
        Some(Self {
            target: args.target.clone()?,
            fallible,
            runtime: parsed.runtime.clone(),
        })
    }

    pub fn expand(&self, input: &DeriveInput) -> TokenStream {
        stand_ins(input, &self.target, self.fallible, &self.runtime)
    }
}

fn stand_ins(input: &DeriveInput, target: &Path, fallible: bool, runtime: &Path) -> TokenStream {
    if !matches!(input.data, syn::Data::Enum(_)) || !input.generics.params.is_empty() {
        return TokenStream::new();
    }
    let source = &input.ident;
    let visibility = &input.vis;
    let private = quote!(#runtime::#PrivateModule);
    let ordinal_type = crate::crosswalk::expand::primitive(
        crate::repr::enum_repr(
            &input.attrs,
            "#[crosswalk]",
            &mut crate::diagnostics::Diagnostics::new(),
        )
        .int,
    );
    // An error value rather than `loop {}`: a stand-in evaluated in a `const` must not add a
    // "constant evaluation is taking a long time" error to the real ones.
    let name = source.to_string();
    let failed = quote! {
        ::core::result::Result::Err(#private::error(
            &#private::ErrorSite {
                kind: #private::ErrorKind::OutOfRange,
                enum_path: ::core::concat!(::core::module_path!(), "::", #name),
                message: ::core::option::Option::Some("this crosswalk's declaration has errors"),
                signed: false,
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
                _: #ordinal_type,
            ) -> ::core::result::Result<#target, #private::Error> {
                #failed
            }
        }
        #conversion
    }
}
