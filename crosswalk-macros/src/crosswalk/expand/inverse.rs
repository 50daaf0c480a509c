//! Going back: `from_target` and `from_target_ordinal`.

use super::context::Expansion;
use crate::crosswalk::model::Outcome;
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
    scan(expansion, ordinal, &found)
}

/// The first source variant that goes back and whose target, read as `found` reads `__found`,
/// equals `wanted`.
fn scan(expansion: &Expansion<'_>, wanted: &TokenStream, found: &TokenStream) -> TokenStream {
    let home = expansion.home();
    let translated = expansion.translate_call(&quote!(__source));
    let private = &expansion.private;
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
    quote! {
        let __wanted = #wanted;
        #goes_back
        let mut __index = 0;
        while __index < #count {
            if #may_go_back {
                let __source = #private::variant(#home::__crosswalk_source(__index));
                if let ::core::result::Result::Ok(__found) = #translated {
                    if #found == __wanted {
                        return ::core::option::Option::Some(__source);
                    }
                }
            }
            __index += 1;
        }
        ::core::option::Option::None
    }
}
