//! Going back: `from_target` and `from_target_ordinal`.

use super::context::Expansion;
use crate::crosswalk::model::{TargetKind, TargetRef};
use crate::template::comma_separated;
use crate::trees::Trees;
use proc_macro2::{Ident, Literal, TokenStream};
use quote::ToTokens as _;

/// The body of `from_target` and `from_target_ordinal`: the first source variant, in declaration
/// order, whose key (see [`keys`]), read as `found` reads `__key`, is `wanted`, skipping the
/// `one_way` ones and the canonical source's `alias`es, which come later. A scan on a cold path,
/// not a table: going back is rare, and one loop keeps the expansion free of a match arm per
/// target. Built afresh where it is found, the source need not be `Copy`. `flag` reads variant
/// `__index`'s flag, as [`keys`] gives it.
pub fn scan(
    expansion: &Expansion<'_>,
    flag: Option<&TokenStream>,
    wanted: &TokenStream,
    found: &TokenStream,
) -> TokenStream {
    let home = &expansion.home;
    let keys = &expansion.crosswalk.methods.keys_table;
    let count = expansion.source.variants.len();
    let goes_back = flag.map(|flag| template!(flag => #flag == 2 &&));
    template! {wanted, count, home, keys, goes_back, found =>
        let __wanted = #wanted;
        let mut __index = 0;
        while __index < #count {
            let __key = #home::#keys[__index];
            if #goes_back #found == __wanted {
                return ::core::option::Option::Some(#home::__crosswalk_source(__index));
            }
            __index += 1;
        }
        ::core::option::Option::None
    }
}

/// Each variant's flag, in declaration order: 0, no key (rejected, unreachable); 1, a key that
/// does not go back (`alias`, `one_way`); 2, one that does. `None` where every variant's is 2, so
/// that nothing is written or read for them.
fn goes_back_flags(expansion: &Expansion<'_>) -> Option<Vec<u8>> {
    let mut flags = Vec::new();
    for outcome in &expansion.crosswalk.outcomes {
        flags.push(match (outcome.target(), outcome.goes_back()) {
            (None, _) => 0,
            (Some(_), false) => 1,
            (Some(_), true) => 2,
        });
    }
    if flags.iter().all(|&flag| flag == 2) {
        return None;
    }
    Some(flags)
}

/// The constant of the flags of [`goes_back_flags`], beside the keys'.
fn flags_name(keys: &Ident) -> Ident {
    Ident::new(&format!("{keys}_FLAGS"), keys.span())
}

/// The hidden constant of each variant's key, in declaration order, found by const evaluation (0
/// for a variant without one, which its flag says), and the flags of [`goes_back_flags`] as a
/// byte string; with the read of variant `__index`'s flag, `None` where there are no flags. The
/// scans read integers, which the optimiser folds into a table, and copy no target. Past the cell
/// cap the build fails: no key is worth finding.
pub fn keys(expansion: &Expansion<'_>) -> (TokenStream, Option<TokenStream>) {
    let count = expansion.source.variants.len();
    let (name, home) = (&expansion.crosswalk.methods.keys_table, &expansion.home);
    let (flags, flag) = match goes_back_flags(expansion) {
        Some(flags) => {
            let (flags_name, flags) = (flags_name(name), Literal::byte_string(&flags));
            (
                template!(flags_name, count, flags => #[doc(hidden)] const #flags_name: &[::core::primitive::u8; #count] = #flags;),
                Some(template!(home, flags_name => #home::#flags_name[__index])),
            )
        }
        None => (TokenStream::new(), None),
    };
    // The casts of the named read are to `u32`, as every other read of the target's variants: a
    // target that cannot be cast is then one error, not one per type.
    let (key_type, value) = match named_read(expansion) {
        Some(value) => (template!(=> ::core::primitive::u32), value),
        None => {
            let flag = flag.clone().unwrap_or_else(|| template!(=> 2));
            let keys = typed_keys(expansion, count, &flag);
            (template!(=> ::core::primitive::i128), keys)
        }
    };
    let constants = template! {
        flags, name, key_type, count, value =>
        #flags
        #[doc(hidden)]
        const #name: [#key_type; #count] = { #value };
    };
    (constants, flag)
}

/// The keys read from the typed tables, or through the translator, one variant at a time.
fn typed_keys(expansion: &Expansion<'_>, count: usize, flag: &TokenStream) -> TokenStream {
    let (slots, found_target) = typed_read(expansion);
    let found = expansion.target_key(&template!(=> __found));
    let typed_len = expansion.table_len(super::table::TableKind::Typed);
    let worth_finding = (expansion.crosswalk.layout.positions.is_none())
        .then_some(template!(typed_len => && #typed_len > 0));
    template! {count, slots, worth_finding, flag, found_target, found =>
        #slots
        let mut __keys = [0; #count];
        let mut __index = 0;
        while __index < #count #worth_finding {
            if #flag > 0 {
                if let ::core::option::Option::Some(__found) = #found_target {
                    __keys[__index] = #found;
                }
            }
            __index += 1;
        }
        __keys
    }
}

/// The keys where the targets are an enum's variants, by name: casts of the targets' paths,
/// which rustc reads from the enum's definition, where a key read from the typed tables would
/// search the enum's discriminants (quadratic in its variants). `None` where a target is not a
/// name.
fn named_read(expansion: &Expansion<'_>) -> Option<TokenStream> {
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
    Some(template!(aliases, imports, numbers => #aliases #imports #numbers))
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
