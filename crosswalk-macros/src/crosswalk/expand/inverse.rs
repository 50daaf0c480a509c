//! Going back: `from_target` and `from_target_ordinal`.

use super::context::Expansion;
use crate::crosswalk::model::{TargetKind, TargetRef};
use crate::template::comma_separated;
use crate::trees::Trees;
use proc_macro2::{Literal, TokenStream};
use quote::ToTokens as _;

/// The body of `from_target` and `from_target_ordinal`: the first source variant, in declaration
/// order, whose key (see [`keys`]), read as `found` reads `__key`, is `wanted`, skipping the
/// `one_way` ones and the canonical source's `alias`es, which come later. A scan on a cold path,
/// not a table: going back is rare, and one loop keeps the expansion free of a match arm per
/// target. Built afresh where it is found, the source need not be `Copy`.
pub fn scan(expansion: &Expansion<'_>, wanted: &TokenStream, found: &TokenStream) -> TokenStream {
    let home = &expansion.home;
    let keys = &expansion.crosswalk.methods.keys_table;
    let count = expansion.source.variants.len();
    template! {wanted, count, home, keys, found =>
        let __wanted = #wanted;
        let mut __index = 0;
        while __index < #count {
            if let ::core::option::Option::Some((__key, true)) = #home::#keys[__index] {
                if #found == __wanted {
                    return ::core::option::Option::Some(#home::__crosswalk_source(__index));
                }
            }
            __index += 1;
        }
        ::core::option::Option::None
    }
}

/// The hidden constant of each variant's key, in declaration order, found by const evaluation:
/// `None` for a variant that does not translate (an unreachable one must not be), else its
/// target's key and whether it goes back. The scans read integers, which the optimiser folds into
/// a table, and copy no target. Past the cell cap the build fails: no key is worth finding.
pub fn keys(expansion: &Expansion<'_>) -> TokenStream {
    let count = expansion.source.variants.len();
    let (slots, found_target, found) = named_read(expansion).unwrap_or_else(|| {
        let (slots, found_target) = typed_read(expansion);
        (
            slots,
            found_target,
            expansion.target_key(&template!(=> __found)),
        )
    });
    // Each variant's flag: 0, no key (rejected, unreachable); 1, a key that does not go back;
    // 2, one that does.
    let (mut flags, mut every_one_goes_back) = (Trees::default(), true);
    for outcome in &expansion.crosswalk.outcomes {
        let flag = match (outcome.target(), outcome.goes_back()) {
            (None, _) => 0,
            (Some(_), false) => 1,
            (Some(_), true) => 2,
        };
        every_one_goes_back &= flag == 2;
        flags.literal(Literal::u8_unsuffixed(flag)).operator(",");
    }
    let (flags, flag) = if every_one_goes_back {
        (TokenStream::new(), template!(=> 2))
    } else {
        let flags = flags.into_stream();
        (
            template!(count, flags => const __FLAGS: [::core::primitive::u8; #count] = [#flags];),
            template!(=> __FLAGS[__index]),
        )
    };
    let typed_len = expansion.table_len(super::table::TableKind::Typed);
    let worth_finding = (expansion.crosswalk.layout.positions.is_none())
        .then_some(template!(typed_len => && #typed_len > 0));
    let name = &expansion.crosswalk.methods.keys_table;
    template! {
        name, count, flags, slots, worth_finding, flag, found_target, found =>
        #[doc(hidden)]
        const #name: [::core::option::Option<(::core::primitive::i128, ::core::primitive::bool)>; #count] = {
            #flags
            #slots
            let mut __keys = [::core::option::Option::None; #count];
            let mut __index = 0;
            while __index < #count #worth_finding {
                if #flag > 0 {
                    if let ::core::option::Option::Some(__found) = #found_target {
                        __keys[__index] = ::core::option::Option::Some((#found, #flag == 2));
                    }
                }
                __index += 1;
            }
            __keys
        };
    }
}

/// How the keys read each variant's key where the targets are an enum's variants, by name: from
/// a constant of casts of the targets' paths, which rustc reads from the enum's definition, where
/// a key read from the typed tables would search the enum's discriminants (quadratic in its
/// variants). `None` where a target is not a name.
fn named_read(expansion: &Expansion<'_>) -> Option<(TokenStream, TokenStream, TokenStream)> {
    let crosswalk = expansion.crosswalk;
    if !matches!(crosswalk.target.kind, TargetKind::Variants) || !expansion.checks_target_form() {
        return None;
    }
    let mut numbers = Trees::default();
    for outcome in &crosswalk.outcomes {
        match outcome.target() {
            Some(target @ TargetRef::Name(_)) => {
                expansion.push_variant_cast(&mut numbers, expansion.table_value(target));
            }
            Some(_) => return None,
            // Never read: the variant's flag is 0.
            None => {
                numbers.literal(Literal::u8_unsuffixed(0));
            }
        }
        numbers.operator(",");
    }
    let len = Literal::usize_suffixed(crosswalk.outcomes.len()).into_token_stream();
    let width = template!(=> ::core::primitive::u32);
    let numbers = expansion.variant_numbers(&width, &len, &numbers.into_stream());
    let (aliases, imports) = (expansion.table_aliases(), expansion.form_imports());
    Some((
        template! {aliases, imports, len, numbers =>
            #aliases
            #imports
            const __NUMBERS: [::core::primitive::u32; #len] = #numbers;
        },
        template!(=> ::core::option::Option::Some(__NUMBERS[__index])),
        template!(=> (__found as ::core::primitive::i128)),
    ))
}

/// How the keys read variant `__index`'s target, as an `Option`: where the macro places the
/// variants, from the typed tables at a slot it writes down, so that const evaluation reads no
/// source value (each such read searches the enum's discriminants, and a `match` on `__index`
/// scans its arms: together quadratic in the variants); elsewhere through the translator.
fn typed_read(expansion: &Expansion<'_>) -> (TokenStream, TokenStream) {
    let Some(positions) = &expansion.crosswalk.layout.positions else {
        let home = &expansion.home;
        let translated = expansion.translate_call(&template!(=> __source));
        return (
            TokenStream::new(),
            template!(home, translated => {
                let __source = #home::__crosswalk_source(__index);
                match #translated {
                    ::core::result::Result::Ok(__found) => ::core::option::Option::Some(__found),
                    ::core::result::Result::Err(_) => ::core::option::Option::None,
                }
            }),
        );
    };
    let count = expansion.source.variants.len();
    let mut slot_of = vec![0; count];
    for (slot, variant) in positions.typed.iter().enumerate() {
        if let Some(place) = variant.and_then(|variant| slot_of.get_mut(variant)) {
            *place = slot;
        }
    }
    let in_order = slot_of
        .iter()
        .enumerate()
        .all(|(index, slot)| index == *slot);
    let (slots, slot) = if in_order {
        (TokenStream::new(), template!(=> __index))
    } else {
        let written = comma_separated(
            slot_of
                .iter()
                .map(|slot| template!(slot => #slot))
                .collect(),
        );
        (
            template!(count, written => const __SLOTS: [::core::primitive::usize; #count] = [#written];),
            template!(=> __SLOTS[__index]),
        )
    };
    let target = if expansion.crosswalk.layout.checked {
        super::typed::checked_target(expansion, &slot)
    } else {
        let target = super::typed::unchecked_target(expansion, &slot);
        template!(target => ::core::option::Option::Some(#target))
    };
    (slots, target)
}
