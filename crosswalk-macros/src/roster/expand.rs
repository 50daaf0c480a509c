//! Writes the roster's inherent `const fn`s, the `Roster` impl, and `Display`/`FromStr`/`TryFrom<u32>`.

use super::Member;
use proc_macro2::TokenStream;
use quote::quote;
use syn::{DeriveInput, Path};

/// `runtime` is the `crate = path` override; generated code otherwise names `::crosswalk`.
pub fn expand(input: &DeriveInput, members: &[Member], runtime: Option<&Path>) -> TokenStream {
    let enum_ident = &input.ident;
    let visibility = &input.vis;
    let runtime = runtime.map_or_else(|| quote!(::crosswalk), |path| quote!(#path));
    let private = quote!(#runtime::__private_v0_1);
    let enum_name = enum_ident.to_string();
    let enum_path = quote!(::core::concat!(::core::module_path!(), "::", #enum_name));
    let idents: Vec<_> = members.iter().map(|member| &member.ident).collect();
    let names: Vec<_> = members.iter().map(|member| member.name.as_str()).collect();
    let ordinals: Vec<_> = members.iter().map(|member| member.ordinal).collect();
    quote! {
        impl #enum_ident {
            /// This variant's ordinal (its discriminant), typed so it cannot pass for another enum's.
            #[inline]
            #visibility const fn ordinal(self) -> #private::Ordinal<Self> {
                #private::Ordinal::new(self as ::core::primitive::u32)
            }

            /// This variant's name, as `Display` prints it and `FromStr` reads it.
            #[inline]
            #visibility const fn name(self) -> &'static ::core::primitive::str {
                match self { #(Self::#idents => #names,)* }
            }

            /// The variant with this ordinal, if any.
            #[inline]
            #visibility const fn from_ordinal(ordinal: ::core::primitive::u32) -> ::core::option::Option<Self> {
                match ordinal {
                    #(#ordinals => ::core::option::Option::Some(Self::#idents),)*
                    _ => ::core::option::Option::None,
                }
            }

            /// The variant with this exact (case-sensitive) name, if any.
            #visibility const fn from_name(name: &::core::primitive::str) -> ::core::option::Option<Self> {
                #(
                    if #private::str_eq(name, #names) {
                        return ::core::option::Option::Some(Self::#idents);
                    }
                )*
                ::core::option::Option::None
            }
        }

        #[automatically_derived]
        impl #private::Roster for #enum_ident {
            const ENUM_PATH: &'static ::core::primitive::str = #enum_path;
            const VARIANTS: &'static [Self] = &[#(Self::#idents),*];
            const NAMES: &'static [&'static ::core::primitive::str] = &[#(#names),*];

            #[inline]
            fn ordinal(self) -> #private::Ordinal<Self> {
                #enum_ident::ordinal(self)
            }

            #[inline]
            fn name(self) -> &'static ::core::primitive::str {
                #enum_ident::name(self)
            }

            #[inline]
            fn from_ordinal(__ordinal: ::core::primitive::u32) -> ::core::option::Option<Self> {
                #enum_ident::from_ordinal(__ordinal)
            }

            #[inline]
            fn from_name(__name: &::core::primitive::str) -> ::core::option::Option<Self> {
                #enum_ident::from_name(__name)
            }

            #[inline]
            fn try_from_ordinal(__ordinal: ::core::primitive::u32) -> ::core::result::Result<Self, #private::Error> {
                match #enum_ident::from_ordinal(__ordinal) {
                    ::core::option::Option::Some(__variant) => ::core::result::Result::Ok(__variant),
                    ::core::option::Option::None => ::core::result::Result::Err(#private::Error::__new(
                        &#private::ErrorSite {
                            kind: #private::ErrorKind::UnknownOrdinal,
                            enum_path: #enum_path,
                            message: ::core::option::Option::None,
                        signed: false,
                        },
                        __ordinal,
                    )),
                }
            }
        }

        #[automatically_derived]
        impl ::core::fmt::Display for #enum_ident {
            fn fmt(&self, __formatter: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                __formatter.pad(#enum_ident::name(*self))
            }
        }

        #[automatically_derived]
        impl ::core::str::FromStr for #enum_ident {
            type Err = #private::ParseNameError;

            fn from_str(__name: &::core::primitive::str) -> ::core::result::Result<Self, #private::ParseNameError> {
                match #enum_ident::from_name(__name) {
                    ::core::option::Option::Some(__variant) => ::core::result::Result::Ok(__variant),
                    ::core::option::Option::None => ::core::result::Result::Err(#private::ParseNameError::__new(
                        <Self as #private::Roster>::ENUM_PATH,
                        <Self as #private::Roster>::NAMES,
                    )),
                }
            }
        }

        #[automatically_derived]
        impl ::core::convert::TryFrom<::core::primitive::u32> for #enum_ident {
            type Error = #private::Error;

            #[inline]
            fn try_from(__ordinal: ::core::primitive::u32) -> ::core::result::Result<Self, #private::Error> {
                <Self as #private::Roster>::try_from_ordinal(__ordinal)
            }
        }
    }
}
