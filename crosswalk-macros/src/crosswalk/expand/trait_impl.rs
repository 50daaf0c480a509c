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
        Policy::Default { target: name } => {
            let default = crosswalk.target_value(name);
            quote!(#private::OutOfRange::Default(#default))
        }
    };
    let cells = cells(crosswalk);
    let sources = crosswalk.variants.iter().map(|variant| &variant.ident);
    let walk = crosswalk.walk_type();
    let names = crosswalk.method_names();
    let (translate, translate_ordinal, from_target) = (
        &names.translate,
        &names.translate_ordinal,
        &names.from_target,
    );
    // A number-type target is a tuple struct; its field is its ordinal.
    let target_ordinal = if crosswalk.targets_are_values() {
        quote!(__target.0 as ::core::primitive::u32)
    } else {
        quote!(__target as ::core::primitive::u32)
    };
    quote! {
        #[automatically_derived]
        impl #private::Crosswalk<#walk> for #source {
            type Target = #target;
            const SOURCE_PATH: &'static ::core::primitive::str = #source_path;
            const TARGET_PATH: &'static ::core::primitive::str = #target_text;
            const BASE: ::core::primitive::u32 = #base;
            const ON_OUT_OF_RANGE: #private::OutOfRange<#target> = #on_out_of_range;
            const CELLS: &'static [#private::Cell<Self, #target>] = &#cells;
            const SOURCES: &'static [Self] = &[#(Self::#sources),*];

            #[inline]
            fn translate(self) -> ::core::result::Result<#target, #private::Error> {
                #source::#translate(self)
            }

            #[inline]
            fn translate_ordinal(
                __ordinal: ::core::primitive::u32,
            ) -> ::core::result::Result<#target, #private::Error> {
                #source::#translate_ordinal(__ordinal)
            }

            #[inline]
            fn from_target(__target: #target) -> ::core::option::Option<Self> {
                #source::#from_target(__target)
            }

            #[inline]
            fn source_ordinal(self) -> #private::Ordinal<Self> {
                #private::Ordinal::new(self as ::core::primitive::u32)
            }

            #[inline]
            fn target_ordinal(__target: #target) -> #private::Ordinal<#target> {
                #private::Ordinal::new(#target_ordinal)
            }
        }
    }
}

/// `CELLS`, built at compile time from each cell's variant by the variant's own `translate`: one
/// short entry per cell in the expansion, instead of a spelt-out `Cell` value.
fn cells(crosswalk: &Crosswalk) -> TokenStream {
    let private = &crosswalk.private;
    let source = &crosswalk.source;
    let target = &crosswalk.target;
    let walk = crosswalk.walk_type();
    let base = crosswalk.base;
    let translate = crosswalk.method_names().translate;
    let cells = crosswalk.cells();
    let len = cells.len();
    let aliases: Vec<usize> = cells
        .iter()
        .enumerate()
        .filter(|(_, cell)| matches!(cell, Some(variant) if matches!(variant.outcome, Outcome::Mapped { alias: true, .. })))
        .map(|(index, _)| index)
        .collect();
    // Each source variant at or above `base` fills the cell of its ordinal; the rest stay empty.
    quote! {{
        let __sources = <Self as #private::Crosswalk<#walk>>::SOURCES;
        let mut __cells = [#private::Cell::<#source, #target>::Empty; #len];
        let mut __index = 0;
        while __index < __sources.len() {
            let __source = __sources[__index];
            let __ordinal = __source as ::core::primitive::u32;
            if __ordinal >= #base {
                __cells[(__ordinal - #base) as ::core::primitive::usize] = match #source::#translate(__source) {
                    ::core::result::Result::Ok(__target) => {
                        #private::Cell::Mapped { source: __source, target: __target, alias: false }
                    }
                    ::core::result::Result::Err(__error) => {
                        #private::Cell::Rejected { source: __source, error: __error }
                    }
                };
            }
            __index += 1;
        }
        #(
            if let #private::Cell::Mapped { alias: __alias, .. } = &mut __cells[#aliases] {
                *__alias = true;
            }
        )*
        __cells
    }}
}
