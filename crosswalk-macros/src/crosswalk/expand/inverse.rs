//! Going back: `from_target`, and the compile-time check of a declared `unreached` set.

use crate::crosswalk::model::{Crosswalk, Outcome, TargetRef};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use std::collections::HashSet;
use syn::Ident;

/// Each target reached by some variant, with the first variant (in declaration order) reaching it:
/// its canonical source. Aliases come later, so they are never chosen.
fn canonical_sources(crosswalk: &Crosswalk) -> Vec<(&TargetRef, &Ident)> {
    let mut seen = HashSet::new();
    crosswalk
        .variants
        .iter()
        .filter_map(|variant| match &variant.outcome {
            Outcome::Mapped { target, .. } | Outcome::Default { target } => {
                Some((target, &variant.ident))
            }
            Outcome::Rejected { .. } => None,
        })
        .filter(|(target, _)| seen.insert(target.key()))
        .collect()
}

/// The body of `from_target(target) -> Option<Self>`: the first variant, in declaration order,
/// whose translation has the same ordinal as `target` (the first is the canonical source; `alias`
/// variants come later). A scan at compile time or on a cold path, not a table: going back is
/// rare, and one loop keeps the expansion free of a match arm per target.
pub fn from_target_body(crosswalk: &Crosswalk) -> TokenStream {
    let source = &crosswalk.source;
    let translate = crosswalk.method_names().translate;
    let private = &crosswalk.private;
    let walk = crosswalk.walk_type();
    // A number-type target is compared on its field, an enum target on its discriminant.
    let ordinal_of = |value: TokenStream| {
        if crosswalk.targets_are_values() {
            quote!(#value.0 as ::core::primitive::u64)
        } else {
            quote!(#value as ::core::primitive::u64)
        }
    };
    let wanted = ordinal_of(quote!(target));
    let found = ordinal_of(quote!(__found));
    quote! {
        let __sources = <Self as #private::Crosswalk<#walk>>::SOURCES;
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
pub fn unreached_check(crosswalk: &Crosswalk) -> TokenStream {
    let Some((key, declared)) = &crosswalk.unreached else {
        return TokenStream::new();
    };
    let target_path = &crosswalk.target;
    // Validation allows `unreached` only for enum targets.
    let reached = canonical_sources(crosswalk)
        .into_iter()
        .filter_map(|(target, _)| match target {
            TargetRef::Variant(name) => Some(name),
            TargetRef::Value(_) => None,
        });
    let scrutinee = quote_spanned!(key.span()=> __target);
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
