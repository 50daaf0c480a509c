//! Going back: `from_target`, and the compile-time check of a declared `unreached` set.

use crate::crosswalk::model::{Crosswalk, Outcome};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use std::collections::HashSet;
use syn::Ident;

/// Each target reached by some variant, with the first variant (in declaration order) reaching it:
/// its canonical source. Aliases come later, so they are never chosen.
fn canonical_sources(crosswalk: &Crosswalk) -> Vec<(&Ident, &Ident)> {
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
        .filter(|(target, _)| seen.insert(target.to_string()))
        .collect()
}

/// The body of `from_target(target) -> Option<Self>`.
pub fn from_target_body(crosswalk: &Crosswalk) -> TokenStream {
    let target_path = &crosswalk.target;
    let arms = canonical_sources(crosswalk).into_iter().map(|(target, source)| {
        quote!(<#target_path>::#target => ::core::option::Option::Some(Self::#source),)
    });
    quote! {
        // Every target may be reached, leaving the last arm unreachable.
        #[allow(unreachable_patterns)]
        match target {
            #(#arms)*
            _ => ::core::option::Option::None,
        }
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
    let reached = canonical_sources(crosswalk)
        .into_iter()
        .map(|(target, _)| target);
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
