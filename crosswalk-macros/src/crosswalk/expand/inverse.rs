//! Going back: `from_target` and `from_target_ordinal`.

use super::context::Expansion;
use crate::crosswalk::model::{Home, Outcome};
use proc_macro2::TokenStream;
use quote::quote;

/// The body of `from_target(target) -> Option<Source>`: the first variant, in declaration order,
/// whose translation is the same target as `target` (by its number), skipping the `one_way` ones
/// and the canonical source's `alias`es, which come later. A scan at compile time or on a cold
/// path, not a table: going back is rare, and one loop keeps the expansion free of a match arm per
/// target.
pub fn from_target_body(expansion: &Expansion<'_>, target: &TokenStream) -> TokenStream {
    let wanted = expansion.target_key(target);
    let found = expansion.target_key(&quote!(__found));
    scan(expansion, &wanted, &found)
}

/// The body of `from_target_ordinal(ordinal) -> Option<Source>`: [`from_target_body`], for a
/// target known by its ordinal in the target's numbering, as `Crosswalk::target_ordinal` gives it.
pub fn from_target_ordinal_body(expansion: &Expansion<'_>, ordinal: &TokenStream) -> TokenStream {
    let found = expansion.target_ordinal(&quote!(__found));
    scan(
        expansion,
        &quote!((#ordinal as ::core::primitive::i128)),
        &quote!((#found as ::core::primitive::i128)),
    )
}

/// The first source variant that goes back and whose target's key, as `found` reads it of
/// `__found`, is `wanted`: both an `i128`. Built afresh where it is found, the source need not be
/// `Copy`.
fn scan(expansion: &Expansion<'_>, wanted: &TokenStream, found: &TokenStream) -> TokenStream {
    let home = expansion.home();
    let translate = &expansion.crosswalk.methods.translate;
    // As a method on an enum, which no variant of the same name can stand for.
    let translated = match &expansion.source.home {
        Home::Source { .. } => quote!(__source.#translate()),
        Home::Holder { .. } => quote!(#home::#translate(__source)),
    };
    let count = expansion.source.variants.len();
    let outcomes = &expansion.crosswalk.outcomes;
    // A one-way variant is never the answer, and an unreachable one must not be translated.
    let skips = outcomes.iter().any(|outcome| {
        matches!(
            outcome,
            Outcome::Mapped { one_way: true, .. } | Outcome::Unreachable { .. }
        )
    });
    let (goes_back, may_go_back) = if skips {
        let flags = outcomes.iter().map(Outcome::goes_back);
        (
            quote!(const __GOES_BACK: [::core::primitive::bool; #count] = [#(#flags),*];),
            quote!(__GOES_BACK[__index]),
        )
    } else {
        (TokenStream::new(), quote!(true))
    };
    // Each variant's key, found by const evaluation: the loop at run time reads integers, which
    // the optimiser folds into a table as it folded the translations, and no target is copied.
    // Past the cell cap the tables are empty and the const checks fail the build: no key is
    // worth finding.
    let typed_len = expansion.table_len(super::table::TableKind::Typed);
    quote! {
        #goes_back
        #[allow(clippy::cast_lossless, clippy::cast_possible_wrap)]
        const __KEYS: [::core::option::Option<::core::primitive::i128>; #count] = {
            let mut __keys = [::core::option::Option::None; #count];
            let mut __index = 0;
            while __index < #count && #typed_len > 0 {
                if #may_go_back {
                    let __source = #home::__crosswalk_source(__index);
                    if let ::core::result::Result::Ok(__found) = #translated {
                        __keys[__index] = ::core::option::Option::Some(#found);
                    }
                }
                __index += 1;
            }
            __keys
        };
        #[allow(clippy::cast_lossless, clippy::cast_possible_wrap)]
        let __wanted = #wanted;
        let mut __index = 0;
        while __index < #count {
            if let ::core::option::Option::Some(__key) = __KEYS[__index] {
                if __key == __wanted {
                    return ::core::option::Option::Some(#home::__crosswalk_source(__index));
                }
            }
            __index += 1;
        }
        ::core::option::Option::None
    }
}
