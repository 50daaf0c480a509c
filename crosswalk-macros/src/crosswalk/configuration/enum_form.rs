//! `#[crosswalk]` on an enum whose crosswalks depend on a `cfg`: the attribute re-emits the enum
//! for the derive, which reads it as this build has it.

use super::cfg_predicates::{cfg_attr_holds, cfg_key};
use super::{CROSSWALK_OFF, CROSSWALK_ON, CrosswalkForDerive, take_crosswalks};
use crate::crosswalk::parse::entries::{is_mapping_path, misspelt_mapping_attribute};
use crate::crosswalk::parse::{WrittenCrosswalk, WrittenCrosswalks, is_crosswalk_attribute};
use crate::naming::is_crosswalk_path;
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::spanned::Spanned;
use syn::{Attribute, DeriveInput, Meta};

/// Wraps a misspelt mapping attribute, so that the compiler does not also report it as unknown:
/// the derive unwraps it and reports it in its own words.
const UNKNOWN_ENTRY: &str = "__crosswalk_unknown";

/// Whether the enum's crosswalks depend on this build's `cfg`: a `cfg` key, a sibling crosswalk
/// inside a `cfg_attr`, a variant under `cfg`, or a variant's entry inside a `cfg_attr`.
pub fn needs_configuration(arguments: &TokenStream, item: &DeriveInput) -> bool {
    let crosswalk_under_cfg = item.attrs.iter().any(|attribute| {
        let keyed = is_crosswalk_attribute(attribute)
            && matches!(&attribute.meta, Meta::List(list) if cfg_key(&list.tokens).is_some());
        keyed || cfg_attr_holds(attribute, &is_crosswalk_path)
    });
    let variant_under_cfg = match &item.data {
        syn::Data::Enum(data) => data.variants.iter().any(|variant| {
            variant.attrs.iter().any(|attribute| {
                attribute.path().is_ident("cfg") || cfg_attr_holds(attribute, &is_mapping_path)
            })
        }),
        _ => false,
    };
    cfg_key(arguments).is_some() || crosswalk_under_cfg || variant_under_cfg
}

/// The enum as written, for the derive: every crosswalk, the expanding one first, as the derive's
/// helper attributes, taken off the enum and out of its `cfg_attr`s.
pub fn hand_to_derive(
    arguments: TokenStream,
    mut item: DeriveInput,
    derive: &TokenStream,
) -> TokenStream {
    let (siblings, kept) = take_crosswalks(std::mem::take(&mut item.attrs), &is_crosswalk_path);
    let mut for_derive = vec![CrosswalkForDerive::new(Some(arguments), Span::call_site())];
    for_derive.extend(siblings);
    item.attrs = kept;
    if let syn::Data::Enum(data) = &mut item.data {
        for variant in &mut data.variants {
            for attribute in &mut variant.attrs {
                if misspelt_mapping_attribute(attribute).is_some() {
                    let meta = &attribute.meta;
                    let span = attribute.span();
                    let wrapper = quote::format_ident!("{}", UNKNOWN_ENTRY, span = span);
                    *attribute = syn::parse_quote_spanned!(span=> #[#wrapper(#meta)]);
                }
            }
        }
    }
    let helpers = for_derive.iter().map(CrosswalkForDerive::helper_attributes);
    quote! {
        #[derive(#derive)]
        #(#helpers)*
        #item
    }
}

/// The crosswalks the derive's helper attributes carry, taken off `attributes`, and the
/// misspelt entries unwrapped.
pub fn from_derive_input(item: &mut DeriveInput) -> WrittenCrosswalks {
    let mut written = WrittenCrosswalks::default();
    item.attrs.retain(|attribute| {
        let list = if attribute.path().is_ident(CROSSWALK_ON) {
            &mut written.on
        } else if attribute.path().is_ident(CROSSWALK_OFF) {
            &mut written.off
        } else {
            return true;
        };
        list.push(WrittenCrosswalk::of_attribute(attribute, attribute.span()));
        false
    });
    if let syn::Data::Enum(data) = &mut item.data {
        for variant in &mut data.variants {
            for attribute in &mut variant.attrs {
                if let Some(unwrapped) = unwrapped(attribute) {
                    *attribute = unwrapped;
                }
            }
        }
    }
    written
}

fn unwrapped(attribute: &Attribute) -> Option<Attribute> {
    let Meta::List(list) = &attribute.meta else {
        return None;
    };
    if !list.path.is_ident(UNKNOWN_ENTRY) {
        return None;
    }
    let meta: Meta = syn::parse2(list.tokens.clone()).ok()?;
    let mut unwrapped = attribute.clone();
    unwrapped.meta = meta;
    Some(unwrapped)
}

/// Whether an earlier `#[crosswalk]` sent this enum to the derive.
pub fn sent_to_derive_already(item: &DeriveInput) -> bool {
    item.attrs.iter().any(|attribute| {
        attribute.path().is_ident(CROSSWALK_ON) || attribute.path().is_ident(CROSSWALK_OFF)
    })
}
