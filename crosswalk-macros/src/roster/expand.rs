//! Writes the roster's inherent `const fn`s, the `Roster` impl, and (unless skipped) `Display`,
//! `FromStr` with `TryFrom<&str>`, and `TryFrom<R>` (`R` the enum's repr, `u32` without one).

use super::Member;
use super::attrs::EnumAttrs;
use super::lookup::from_name_body;
use crate::name_hash::{digest, sorted_hashes};
use crate::naming::ident_text;
use crate::private_path::PrivateModule;
use crate::private_path::error_site;
use crate::source::repr::IntRepr;
use crate::template::comma_separated;
use proc_macro2::{Literal, TokenStream};
use syn::DeriveInput;
use syn::ext::IdentExt;

/// A variant may share its name with any generated function, and then the path `Enum::name`
/// (`Self::name`, `<Enum>::name` too) means the variant: no path reaches the function past it.
/// So the `Roster` impl writes each body again rather than calling the inherent function, and the
/// other impls call through the trait, `<Self as Roster>::name`, which only names the trait's
/// items. Every impl allows `deprecated`: a deprecated enum or variant is still listed, named and
/// parsed, and the uses of it here are not the user's to change.
pub fn expand(
    input: &DeriveInput,
    members: &[Member],
    attrs: &EnumAttrs,
    repr: IntRepr,
) -> TokenStream {
    let enum_ident = &input.ident;
    let visibility = &input.vis;
    let runtime = crate::private_path::runtime_or_default(attrs.runtime.clone());
    let private = template!(runtime, PrivateModule => #runtime::#PrivateModule);
    let enum_name = enum_ident.unraw().to_string();
    let enum_path =
        template!(enum_name => ::core::concat!(::core::module_path!(), "::", #enum_name));
    let mut idents = Vec::with_capacity(members.len());
    let mut ident_texts = Vec::with_capacity(members.len());
    // `Self::A => "A",` for `name`'s match, and the variants and names as listed in the roster.
    let (mut name_arms, mut variants, mut name_list) = (TokenStream::new(), Vec::new(), Vec::new());
    for member in members {
        let (ident, name) = (&member.ident, member.name.as_str());
        name_arms.extend(template!(ident, name => Self::#ident => #name,));
        variants.push(template!(ident => Self::#ident));
        name_list.push(template!(name => #name));
        idents.push(ident);
        ident_texts.push(ident_text(ident));
    }
    let (variants, name_list) = (comma_separated(variants), comma_separated(name_list));
    let ordinal_type = repr.primitive();
    // Without a repr, the type spelt as before: `Ordinal<Self>` is `Ordinal<Self, u32>`.
    let typed_ordinal = if repr == IntRepr::U32 {
        template!(private => #private::Ordinal<Self>)
    } else {
        template!(private, ordinal_type => #private::Ordinal<Self, #ordinal_type>)
    };
    let ordinal_body =
        template!(private, ordinal_type => #private::Ordinal::new(self as #ordinal_type));
    let name_body = template!(name_arms => match self { #name_arms });
    let from_ordinal_body = from_ordinal_body(members, &idents, repr);
    let from_name_body = from_name_body(members, &private);
    let variant_idents = variant_idents_impl(enum_ident, &private, &ident_texts);
    let from_name_doc = from_name_doc(members);
    let signed = repr.is_signed();
    let display = (!attrs.skips.display).then(|| display_impl(enum_ident, &private));
    let from_str = (!attrs.skips.from_str).then(|| from_str_impls(enum_ident, &private));
    let try_from = (!attrs.skips.try_from)
        .then(|| try_from_impl(enum_ident, &private, &ordinal_type, &enum_path, signed));
    template! {
        enum_ident, visibility, typed_ordinal, ordinal_body, name_body, ordinal_type,
        from_ordinal_body, from_name_doc, from_name_body, private, enum_path, variants, name_list,
        variant_idents, display, from_str, try_from =>
        #[allow(deprecated, clippy::large_stack_arrays)]
        impl #enum_ident {
            /// This variant's ordinal (its discriminant), typed so it cannot pass for another enum's.
            #[inline]
            #visibility const fn ordinal(self) -> #typed_ordinal {
                #ordinal_body
            }

            /// This variant's name, as `Display` prints it and `FromStr` reads it.
            #[inline]
            #visibility const fn name(self) -> &'static ::core::primitive::str {
                #name_body
            }

            /// The variant with this ordinal, if any.
            #[inline]
            #visibility const fn from_ordinal(ordinal: #ordinal_type) -> ::core::option::Option<Self> {
                #from_ordinal_body
            }

            #[doc = #from_name_doc]
            #[inline]
            #visibility const fn from_name(name: &::core::primitive::str) -> ::core::option::Option<Self> {
                #from_name_body
            }
        }

        #[automatically_derived]
        #[allow(deprecated, clippy::large_stack_arrays)]
        impl #private::Roster for #enum_ident {
            const ENUM_PATH: &'static ::core::primitive::str = #enum_path;
            const VARIANTS: &'static [Self] = &[#variants];
            const NAMES: &'static [&'static ::core::primitive::str] = &[#name_list];

            type Repr = #ordinal_type;

            #[inline]
            fn ordinal(self) -> #typed_ordinal {
                #ordinal_body
            }

            #[inline]
            fn name(self) -> &'static ::core::primitive::str {
                #name_body
            }

            #[inline]
            fn from_ordinal(ordinal: #ordinal_type) -> ::core::option::Option<Self> {
                #from_ordinal_body
            }

            #[inline]
            fn from_name(name: &::core::primitive::str) -> ::core::option::Option<Self> {
                #from_name_body
            }
        }

        #variant_idents
        #display
        #from_str
        #try_from
    }
}

/// How a crosswalk's `unreached = [...]` names this enum's variants, for its check.
fn variant_idents_impl(
    enum_ident: &syn::Ident,
    private: &TokenStream,
    ident_texts: &[String],
) -> TokenStream {
    let sorted = sorted_hashes(ident_texts.iter().map(String::as_str));
    let digest = Literal::u128_unsuffixed(digest(&sorted));
    let mut hashed_idents = Vec::with_capacity(sorted.len());
    for &(hash, index) in &sorted {
        let hash = Literal::u128_unsuffixed(hash);
        // An enum has far fewer than `u32::MAX` variants.
        let index = Literal::u32_unsuffixed(u32::try_from(index).unwrap_or(u32::MAX));
        hashed_idents.push(template!(hash, index => (#hash, #index)));
    }
    let hashed_idents = comma_separated(hashed_idents);
    let mut idents = Vec::with_capacity(ident_texts.len());
    for text in ident_texts {
        idents.push(template!(text => #text));
    }
    let idents = comma_separated(idents);
    template! {enum_ident, private, idents, hashed_idents, digest =>
        #[automatically_derived]
        #[allow(deprecated, clippy::large_stack_arrays)]
        impl #private::VariantIdents for #enum_ident {
            const IDENTS: &'static [&'static ::core::primitive::str] = &[#idents];
            const HASHED_IDENTS: &'static [(::core::primitive::u128, ::core::primitive::u32)] =
                &[#hashed_idents];
            const IDENTS_DIGEST: ::core::primitive::u128 = #digest;
        }
    }
}

/// The inherent `from_name`'s doc line: how it compares, which the variants decide.
fn from_name_doc(members: &[Member]) -> &'static str {
    let mut ignoring_case = 0;
    for member in members {
        ignoring_case += usize::from(member.ascii_case_insensitive);
    }
    if ignoring_case == 0 {
        " The variant with this exact name or alias, if any."
    } else if ignoring_case == members.len() {
        " The variant with this name or alias, ASCII case ignored, if any."
    } else {
        " The variant with this name or alias, if any: ASCII case ignored for the variants that \
         say `ascii_case_insensitive`, exact for the others."
    }
}

fn display_impl(enum_ident: &syn::Ident, private: &TokenStream) -> TokenStream {
    template! {enum_ident, private =>
        #[automatically_derived]
        #[allow(deprecated)]
        impl ::core::fmt::Display for #enum_ident {
            fn fmt(&self, formatter: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Formatter::pad(formatter, <Self as #private::Roster>::name(*self))
            }
        }
    }
}

fn from_str_impls(enum_ident: &syn::Ident, private: &TokenStream) -> TokenStream {
    template! {enum_ident, private =>
        #[automatically_derived]
        #[allow(deprecated)]
        impl ::core::str::FromStr for #enum_ident {
            type Err = #private::ParseNameError;

            #[inline]
            fn from_str(name: &::core::primitive::str) -> ::core::result::Result<Self, #private::ParseNameError> {
                match <Self as #private::Roster>::from_name(name) {
                    ::core::option::Option::Some(__variant) => ::core::result::Result::Ok(__variant),
                    ::core::option::Option::None => ::core::result::Result::Err(#private::parse_name_error(
                        <Self as #private::Roster>::ENUM_PATH,
                        <Self as #private::Roster>::NAMES,
                    )),
                }
            }
        }

        #[automatically_derived]
        #[allow(deprecated)]
        impl ::core::convert::TryFrom<&::core::primitive::str> for #enum_ident {
            type Error = #private::ParseNameError;

            #[inline]
            fn try_from(name: &::core::primitive::str) -> ::core::result::Result<Self, #private::ParseNameError> {
                <Self as ::core::str::FromStr>::from_str(name)
            }
        }
    }
}

/// The one fallible decode: `from_ordinal` with the error that names the enum and the ordinal.
fn try_from_impl(
    enum_ident: &syn::Ident,
    private: &TokenStream,
    ordinal_type: &TokenStream,
    enum_path: &TokenStream,
    signed: bool,
) -> TokenStream {
    let no_message = TokenStream::new();
    let flags = [signed, false, false];
    let site = error_site(private, "UnknownOrdinal", enum_path, &no_message, flags);
    template! {ordinal_type, enum_ident, private, site =>
        #[automatically_derived]
        #[allow(deprecated)]
        impl ::core::convert::TryFrom<#ordinal_type> for #enum_ident {
            type Error = #private::Error;

            #[inline]
            fn try_from(ordinal: #ordinal_type) -> ::core::result::Result<Self, #private::Error> {
                match <Self as #private::Roster>::from_ordinal(ordinal) {
                    ::core::option::Option::Some(__variant) => ::core::result::Result::Ok(__variant),
                    ::core::option::Option::None => ::core::result::Result::Err(#private::error(
                        #site,
                        ordinal as ::core::primitive::u64,
                    )),
                }
            }
        }
    }
}

/// `from_ordinal`'s body: a `match` on the literal discriminants; where some are constant
/// expressions, which a pattern cannot name, a comparison per variant against `Self::V as R`.
fn from_ordinal_body(members: &[Member], idents: &[&syn::Ident], repr: IntRepr) -> TokenStream {
    let mut literals = Vec::with_capacity(members.len());
    for member in members {
        let Some(value) = member.ordinal.known() else {
            break;
        };
        // Without a repr, the literals as they were always written: `3u32`.
        literals.push(match u32::try_from(value) {
            Ok(value) if repr == IntRepr::U32 => template!(value => #value),
            _ => repr.literal(value),
        });
    }
    let mut body = TokenStream::new();
    if literals.len() == members.len() {
        for (literal, ident) in literals.iter().zip(idents) {
            body.extend(template!(literal, ident => #literal => ::core::option::Option::Some(Self::#ident),));
        }
        return template!(body => match ordinal { #body _ => ::core::option::Option::None, });
    }
    let ordinal_type = repr.primitive();
    for ident in idents {
        body.extend(template! {ident, ordinal_type =>
            if ordinal == Self::#ident as #ordinal_type {
                return ::core::option::Option::Some(Self::#ident);
            }
        });
    }
    body.extend(template!(=> ::core::option::Option::None));
    body
}
