//! Going back: `from_target`, and the compile-time check of a declared `unreached` set.

use super::walk::Walk;
use crate::crosswalk::model::TargetRef;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use std::collections::HashSet;

/// The body of `from_target(target) -> Option<Self>`: the first variant, in declaration order,
/// whose translation has the same ordinal as `target` (the first is the canonical source; `alias`
/// variants come later). A scan at compile time or on a cold path, not a table: going back is
/// rare, and one loop keeps the expansion free of a match arm per target.
pub fn from_target_body(walk: &Walk<'_>, target: &TokenStream) -> TokenStream {
    let source = &walk.source.ident;
    let translate = &walk.crosswalk.methods.translate;
    let private = &walk.private;
    let wanted = walk.target_ordinal(target);
    let found = walk.target_ordinal(&quote!(__found));
    quote! {
        let __sources = #private::variants(Self::__CROSSWALK_SOURCES);
        let __wanted = #wanted;
        let mut __index = 0;
        while __index < __sources.len() {
            if let ::core::result::Result::Ok(__found) = #source::#translate(__sources[__index]) {
                if #found == __wanted {
                    return ::core::option::Option::Some(__sources[__index]);
                }
            }
            __index += 1;
        }
        ::core::option::Option::None
    }
}

/// With `unreached = [...]`: an exhaustive match over the reached targets and the declared
/// unreached ones. A target variant added later, or a mapping change, leaves a variant uncovered
/// (rustc names it); a declared one that is reached after all is an unreachable pattern.
pub fn unreached_check(walk: &Walk<'_>) -> TokenStream {
    let Some(unreached) = &walk.crosswalk.unreached else {
        return TokenStream::new();
    };
    let target_path = &walk.crosswalk.target.path;
    let declared = &unreached.variants;
    let mut seen = HashSet::new();
    let reached = walk
        .crosswalk
        .outcomes
        .iter()
        .filter_map(|outcome| match outcome.target() {
            Some(TargetRef::Variant(name)) => Some(name),
            _ => None,
        })
        .filter(|name| seen.insert(name.to_string()));
    let scrutinee = quote_spanned!(unreached.key.span()=> __target);
    quote! {
        const _: () = {
            #[deny(unreachable_patterns)]
            #[allow(dead_code)]
            const fn every_target_is_reached_or_declared_unreached(__target: #target_path) {
                match #scrutinee {
                    // Plain paths, not `<Target>::Name`: rustc reports an unreachable qualified
                    // path pattern only as a warning-free duplicate, which would let a stale
                    // declaration through.
                    #(#target_path::#reached => {})*
                    #(#target_path::#declared => {})*
                }
            }
        };
    }
}
