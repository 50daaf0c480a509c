//! `impl Crosswalk`: the trait view of the translators plus the declared table, for read-outs.

use super::walk::Walk;
use crate::crosswalk::model::{Outcome, Policy};
use proc_macro2::TokenStream;
use quote::quote;

pub fn crosswalk_impl(walk: &Walk<'_>) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let source = &walk.source.ident;
    let target = &crosswalk.target.path;
    let private = &walk.private;
    let base = walk.ordinal_literal(crosswalk.base);
    let ordinal_type = walk.ordinal_type();
    let target_text = &crosswalk.target.text;
    let on_out_of_range = match &crosswalk.policy {
        Policy::Throw {
            message: Some(message),
        } => {
            quote!(#private::OnOutOfRange::Throw(::core::option::Option::Some(#message)))
        }
        Policy::Throw { message: None } => {
            quote!(#private::OnOutOfRange::Throw(::core::option::Option::None))
        }
        Policy::Default { target: name } => {
            let default = walk.target_value(name);
            quote!(#private::OnOutOfRange::Default(#default))
        }
    };
    let cells = cells(walk);
    let walk_type = walk.walk_type();
    let methods = &crosswalk.methods;
    let (translate, translate_ordinal, from_target) = (
        &methods.translate,
        &methods.translate_ordinal,
        &methods.from_target,
    );
    let target_ordinal = walk.target_ordinal(&quote!(target));
    let doc = walk.impl_doc("The crosswalk from");
    quote! {
        #doc
        #[automatically_derived]
        impl #private::Crosswalk<#walk_type> for #source {
            type Target = #target;
            const TARGET_PATH: &'static ::core::primitive::str = #target_text;
            type Repr = #ordinal_type;
            const BASE: #ordinal_type = #base;
            const ON_OUT_OF_RANGE: #private::OnOutOfRange<#target> = #on_out_of_range;
            const CELLS: &'static [#private::Cell<Self, #target>] = &#cells;

            #[inline]
            fn translate(self) -> ::core::result::Result<#target, #private::Error> {
                #source::#translate(self)
            }

            #[inline]
            fn translate_ordinal(
                ordinal: #ordinal_type,
            ) -> ::core::result::Result<#target, #private::Error> {
                #source::#translate_ordinal(ordinal)
            }

            #[inline]
            fn from_target(target: #target) -> ::core::option::Option<Self> {
                #source::#from_target(target)
            }

            #[inline]
            fn target_ordinal(target: #target) -> #private::Ordinal<#target> {
                #private::Ordinal::new(#target_ordinal)
            }
        }
    }
}

/// `CELLS`, built at compile time from each cell's variant by the variant's own `translate`: one
/// short entry per alias in the expansion, instead of a spelt-out `Cell` value per cell.
fn cells(walk: &Walk<'_>) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let private = &walk.private;
    let source = &walk.source.ident;
    let target = &crosswalk.target.path;
    let base = walk.ordinal_literal(crosswalk.base);
    let ordinal_type = walk.ordinal_type();
    let translate = &crosswalk.methods.translate;
    let len = crosswalk.layout().map_or_else(
        || super::evaluated::cell_count(walk),
        |layout| {
            let len = layout.cells.len();
            quote!(#len)
        },
    );
    let cells: &[Option<usize>] = crosswalk.layout().map_or(&[], |layout| &layout.cells);
    let aliases: Vec<usize> = cells
        .iter()
        .enumerate()
        .filter(|(_, variant)| {
            variant
                .and_then(|variant| crosswalk.outcomes.get(variant))
                .is_some_and(|outcome| matches!(outcome, Outcome::Mapped { alias: true, .. }))
        })
        .map(|(cell, _)| cell)
        .collect();
    // Literal layouts mark the few alias cells after the loop; evaluated ones cannot name the
    // cell, so each variant carries its flag.
    let alias = if crosswalk.layout().is_some() {
        quote!(false)
    } else {
        let flags = crosswalk
            .outcomes
            .iter()
            .map(|outcome| matches!(outcome, Outcome::Mapped { alias: true, .. }));
        quote!([#(#flags),*][__index])
    };
    let cell = super::typed::cell_offset(walk, &quote!(__ordinal), crosswalk.base);
    // An evaluated table past the cell cap has no cells (the build fails naming the variant).
    let in_table = crosswalk
        .layout()
        .is_none()
        .then(|| quote!(&& (#cell) < __cells.len()));
    // Each source variant at or above `base` fills the cell of its ordinal; the rest stay empty.
    quote! {{
        let __sources = #private::variants(Self::__CROSSWALK_SOURCES);
        let mut __cells = [#private::Cell::<#source, #target>::Empty; #len];
        let mut __index = 0;
        while __index < __sources.len() {
            let __source = __sources[__index];
            let __ordinal = __source as #ordinal_type;
            if __ordinal >= #base #in_table {
                __cells[#cell] = match #source::#translate(__source) {
                    ::core::result::Result::Ok(__target) => {
                        #private::Cell::Mapped { source: __source, target: __target, alias: #alias }
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
