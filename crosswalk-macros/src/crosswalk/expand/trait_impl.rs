//! `impl Crosswalk`: the trait view of the translators plus the declared table, for read-outs.

use super::context::Expansion;
use super::table::TableKind;
use super::typed;
use crate::crosswalk::model::{Base, Outcome, Policy};
use proc_macro2::{Ident, Span, TokenStream};

pub fn crosswalk_impl(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let source = &expansion.source_type;
    let home = &expansion.home;
    let target = &expansion.target_type;
    let private = &expansion.private;
    let ordinal_type = &expansion.ordinal_type;
    // A constant expression is written here alone, so that a wrong type or an overflow is one
    // error at it, and with the lint on literals the impl allows standing for it. Its overflow is
    // const evaluation's error, which the lint on arithmetic would only say again.
    let (base_lints, base) = match &crosswalk.base {
        Base::Number(_) => (None, &expansion.base),
        Base::Expression(written) => (
            Some(template!(=> #[deny(overflowing_literals)] #[allow(arithmetic_overflow)])),
            written,
        ),
    };
    let target_text = &crosswalk.target.text;
    let on_out_of_range = on_out_of_range(expansion);
    let cells = cells(expansion);
    let crosswalk_type = &expansion.crosswalk_type;
    let methods = &crosswalk.methods;
    // The functions holding the bodies, which give the runtime's error.
    let translate_ordinal = expansion.holding_body(&methods.translate_ordinal, true);
    let from_target = expansion.holding_body(&methods.from_target, false);
    let from_target_ordinal = expansion.holding_body(&methods.from_target_ordinal, false);
    // As `Ordinal<Target>` holds it: the target's number cut to a `u32`.
    let u32 = template!(=> ::core::primitive::u32);
    let target_ordinal = expansion.target_number(&template!(=> target), Some(&u32));
    let doc = expansion.impl_doc("The crosswalk from");
    // Written at the target path: a target this crate keeps to itself under a public source is
    // reported there, as the type the trait would show.
    let at = super::context::last_span(&crosswalk.target.path);
    let target_item = template_spanned!(at; target => type Target = #target;);
    // The trait keeps the runtime's error, which generic code over it reads (its kind, its
    // message, `Cell::Rejected`), where the caller's error is made of it.
    let translated = expansion.translate_call(&template!(=> self));
    let slot = expansion.slot_of(&expansion.ordinal_of(&template!(=> self)), TableKind::Typed);
    let read = typed::checked_target(expansion, &slot);
    let target_of = crosswalk.panics.then_some(template! {target, read =>
        #[inline]
        fn __target_of(self) -> ::core::option::Option<#target> {
            #read
        }
    });
    template! {
        doc, private, crosswalk_type, source, target_item, target_text, ordinal_type, base_lints,
        base, target, on_out_of_range, cells, translated, home, translate_ordinal, from_target,
        from_target_ordinal, target_ordinal, target_of =>
        #doc
        #[automatically_derived]
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        impl #private::Crosswalk<#crosswalk_type> for #source {
            #target_item
            const TARGET_PATH: &'static ::core::primitive::str = #target_text;
            type Repr = #ordinal_type;
            #base_lints
            const BASE: #ordinal_type = #base;
            const ON_OUT_OF_RANGE: #private::OnOutOfRange<#target> = #on_out_of_range;
            const CELLS: &'static [#private::Cell<Self, #target>] = &#cells;

            #[inline]
            fn translate(self) -> ::core::result::Result<#target, #private::Error> {
                #translated
            }

            #[inline]
            fn translate_ordinal(
                ordinal: #ordinal_type,
            ) -> ::core::result::Result<#target, #private::Error> {
                #home::#translate_ordinal(ordinal)
            }

            #[inline]
            fn from_target(target: #target) -> ::core::option::Option<Self> {
                #home::#from_target(target)
            }

            #[inline]
            fn from_target_ordinal(
                ordinal: #private::Ordinal<#target>,
            ) -> ::core::option::Option<Self> {
                #home::#from_target_ordinal(ordinal.get())
            }

            #[inline]
            fn target_ordinal(target: #target) -> #private::Ordinal<#target> {
                #private::Ordinal::new(#target_ordinal)
            }

            #target_of
        }
    }
}

fn on_out_of_range(expansion: &Expansion<'_>) -> TokenStream {
    let private = &expansion.private;
    let (policy, value) = match &expansion.crosswalk.policy {
        Policy::Throw {
            message: Some(message),
        } => (
            "Throw",
            template!(message => ::core::option::Option::Some(#message)),
        ),
        Policy::Throw { message: None } => ("Throw", template!(=> ::core::option::Option::None)),
        Policy::Default { target } => ("Default", expansion.target_value(target)),
        Policy::Compute { function } => {
            let function = crate::naming::path_text(function);
            ("Compute", template!(function => #function))
        }
    };
    let policy = Ident::new(policy, Span::call_site());
    template!(private, policy, value => #private::OnOutOfRange::#policy(#value))
}

/// `CELLS`, built at compile time from the shared tables by one short loop, and a statement per
/// variant that is an `alias` or `one_way`, rather than a spelt-out `Cell` per cell.
fn cells(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let private = &expansion.private;
    let source = &expansion.source_type;
    let home = &expansion.home;
    let target_type = &expansion.target_type;
    let base = &expansion.base;
    let len = expansion.table_len(TableKind::Raw);
    let count = expansion.source.variants.len();
    let cell = expansion.distance(&template!(=> __ordinal), base);
    let has_cell = template!(base, cell, len => __ordinal >= #base && #cell < #len);
    let slot = expansion.slot_of(&template!(=> __ordinal), TableKind::Typed);
    // Built afresh at each use, the source and the target need not be `Copy`.
    let source_value = template!(home => #home::__crosswalk_source(__index));
    let source_ordinal = expansion.ordinal_of(&source_value);
    let checked = crosswalk.layout.checked;
    // The target's key, cut to a `u32` as the target's ordinal is its number cut to one.
    let keys = &crosswalk.methods.keys_table;
    let found = if checked {
        template!(=> __target)
    } else {
        typed::unchecked_target(expansion, &slot)
    };
    let mapped = template! {private, source_value, found, home, keys =>
        #private::Cell::Mapped {
            source: #source_value,
            target: #found,
            target_ordinal: #private::Ordinal::new(#home::#keys[__index] as ::core::primitive::u32),
            alias: false,
            one_way: false,
        }
    };
    let read = if checked {
        let target = typed::checked_target(expansion, &slot);
        let sites = &expansion.sites_table;
        template! {target, mapped, sites, slot, private, source_value =>
            match #target {
                ::core::option::Option::Some(__target) => #mapped,
                ::core::option::Option::None if #sites[#slot].panics => {
                    #private::Cell::Unreachable { source: #source_value }
                }
                ::core::option::Option::None => #private::Cell::Rejected {
                    source: #source_value,
                    error: #private::error(#sites[#slot], __ordinal as ::core::primitive::u64),
                },
            }
        }
    } else {
        mapped
    };
    let mut marks = TokenStream::new();
    for (variant, outcome) in expansion.source.variants.iter().zip(&crosswalk.outcomes) {
        let (alias, one_way) = match outcome {
            Outcome::Mapped { alias, one_way, .. } if *alias || *one_way => (alias, one_way),
            _ => continue,
        };
        let ordinal = expansion.ordinal_of(&expansion.variant(&variant.ident));
        let mark = template! {ordinal, has_cell, private, cell, alias, one_way =>
            let __ordinal = #ordinal;
            if #has_cell {
                if let #private::Cell::Mapped { alias: __alias, one_way: __one_way, .. } =
                    &mut __cells[#cell]
                {
                    *__alias = #alias;
                    *__one_way = #one_way;
                }
            }
        };
        marks.extend(mark);
    }
    // Each source variant at or above `base` fills the cell of its ordinal; the rest stay empty.
    template! {private, source, target_type, len, count, source_ordinal, has_cell, cell, read, marks => {
        let mut __cells = [const { #private::Cell::<#source, #target_type>::Empty }; #len];
        let mut __index = 0;
        while __index < #count {
            let __ordinal = #source_ordinal;
            if #has_cell {
                // The empty cell replaced is forgotten: a `const` cannot run a destructor, and
                // a target with one is the one error of its cast to a number.
                #[allow(clippy::forget_non_drop)]
                ::core::mem::forget(::core::mem::replace(&mut __cells[#cell], #read));
            }
            __index += 1;
        }
        #marks
        __cells
    }}
}
