//! `#[crosswalk]` on an enum whose crosswalks depend on a `cfg`: the attribute re-emits the enum
//! for the derive, which reads it as this build has it.

use super::cfg_predicates::cfg_attr_holds;
use super::derive_with_helpers;
use crate::attributes::parse_whole;
use crate::crosswalk::parse::WrittenCrosswalks;
use crate::crosswalk::parse::entries::{EntryKind, misspelt_mapping_attribute};
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{DeriveInput, Meta};

/// Wraps a misspelt mapping attribute, so that the compiler does not also report it as unknown:
/// the derive unwraps it and reports it in its own words.
const UNKNOWN_ENTRY: &str = "__crosswalk_unknown";

/// Whether the enum's crosswalks depend on this build's `cfg`: a crosswalk under one (its `cfg`
/// key or a `cfg_attr`), a variant under `cfg`, or a variant's entry inside a `cfg_attr`.
pub fn needs_configuration(written: &WrittenCrosswalks, item: &DeriveInput) -> bool {
    if let syn::Data::Enum(data) = &item.data {
        for variant in &data.variants {
            for attribute in &variant.attrs {
                if attribute.path().is_ident("cfg")
                    || cfg_attr_holds(attribute, &|path| EntryKind::of(path).is_some())
                {
                    return true;
                }
            }
        }
    }
    written.any_conditional()
}

/// The enum, its crosswalks taken off it already, for the derive: every crosswalk, the expanding
/// one first, as the derive's helper attributes.
pub fn hand_to_derive(written: &WrittenCrosswalks, mut item: DeriveInput) -> TokenStream {
    if let syn::Data::Enum(data) = &mut item.data {
        for variant in &mut data.variants {
            for attribute in &mut variant.attrs {
                if misspelt_mapping_attribute(attribute).is_some() {
                    let span = attribute.span();
                    attribute.meta = Meta::List(syn::MetaList {
                        path: proc_macro2::Ident::new(UNKNOWN_ENTRY, span).into(),
                        delimiter: syn::MacroDelimiter::Paren(syn::token::Paren(span)),
                        tokens: attribute.meta.to_token_stream(),
                    });
                }
            }
        }
    }
    let derive = derive_with_helpers(written);
    template!(derive, item => #derive #item)
}

/// Unwraps the misspelt entries [`hand_to_derive`] wrapped.
pub fn unwrap_misspelt(item: &mut DeriveInput) {
    if let syn::Data::Enum(data) = &mut item.data {
        for variant in &mut data.variants {
            for attribute in &mut variant.attrs {
                if let Meta::List(list) = &attribute.meta {
                    if list.path.is_ident(UNKNOWN_ENTRY) {
                        if let Some(meta) = parse_whole(list.tokens.clone()) {
                            attribute.meta = meta;
                        }
                    }
                }
            }
        }
    }
}
