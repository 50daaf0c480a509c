//! Going back: `from_target`, and the compile-time check of a declared `unreached` set.

use super::walk::Walk;
use crate::crosswalk::model::TargetRef;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use std::collections::HashSet;
use syn::Ident;

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

/// With `unreached = [...]`: the declared list against the target's variants. A declared target
/// that a variant reaches is the macro's own error; one missing from the list needs the target's
/// variants, which only the compiler has. A target with a roster reports each missing variant and
/// the corrected list from a `const` item; for any other target an exhaustive match over the
/// reached and declared variants leaves the missing ones uncovered (rustc names them). Under a
/// roster the match's scrutinee is uninhabited, so the two never report the same mistake twice.
pub fn unreached_check(walk: &Walk<'_>) -> TokenStream {
    let Some(unreached) = &walk.crosswalk.unreached else {
        return TokenStream::new();
    };
    let private = &walk.private;
    let target_path = &walk.crosswalk.target.path;
    let declared = &unreached.variants;
    let mut seen = HashSet::new();
    let reached: Vec<&Ident> = walk
        .crosswalk
        .outcomes
        .iter()
        .filter_map(|outcome| match outcome.target() {
            Some(TargetRef::Variant(name)) => Some(name),
            _ => None,
        })
        .filter(|name| seen.insert(name.to_string()))
        .collect();
    let texts =
        |idents: &[&Ident]| -> Vec<String> { idents.iter().map(ToString::to_string).collect() };
    let reached_texts = texts(&reached);
    let declared_texts = texts(&declared.iter().collect::<Vec<_>>());
    let source_text = walk.source.ident.to_string();
    let target_text = &walk.crosswalk.target.text;
    let key = unreached.key.span();
    let idents = quote!(<#private::TargetIdents<#target_path>>::IDENTS);
    // A panic in the user's crate's const evaluation, never in the macro: only there are the
    // target's variants known, and the panic is the compile error at the `unreached` key.
    let fail = quote_spanned!(key=> ::core::panic!("{}", message.as_str()));
    let scrutinee = quote_spanned!(key=> (target, guard));
    // rustc offers to append a missing arm after the last one, which here would land after the
    // attribute; it makes no such offer when the last two arms come from different expansion
    // contexts. A guarded arm covers nothing, so the missing variants are still reported.
    let no_arm_suggestion = quote_spanned!(proc_macro2::Span::mixed_site()=> (_, _) if false => {});
    quote! {
        const _: () = {
            #[allow(unused_imports)]
            use #private::WithoutIdents as _;
            let message = #private::missing_from_unreached(
                #idents,
                #source_text,
                #target_text,
                &[#(#reached_texts),*],
                &[#(#declared_texts),*],
            );
            if !message.is_empty() {
                #fail
            }
            #[allow(dead_code, unreachable_code, unreachable_patterns, unused_variables)]
            const fn every_target_is_reached_or_declared_unreached(
                target: #target_path,
                impossible: #private::Impossible,
            ) {
                let guard = #private::match_guard(
                    impossible,
                    <#private::TargetIdents<#target_path>>::MATCH_GUARD,
                );
                match #scrutinee {
                    #((#target_path::#reached, _) => {})*
                    #((#target_path::#declared, _) => {})*
                    #no_arm_suggestion
                }
            }
        };
    }
}
