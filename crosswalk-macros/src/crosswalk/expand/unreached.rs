//! The compile-time check of a declared `unreached` set.

use super::context::Expansion;
use crate::crosswalk::model::TargetRef;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use std::collections::HashSet;
use syn::Ident;

/// With `unreached = [...]`: the declared list against the target's variants. A declared target
/// that a variant reaches is the macro's own error; one missing from the list needs the target's
/// variants, which only the compiler has. A target with a roster reports each missing variant and
/// the corrected list from a `const` item; for any other target an exhaustive match over the
/// reached and declared variants leaves the missing ones uncovered (rustc names them). Under a
/// roster the match's scrutinee is uninhabited, so the two never report the same mistake twice.
pub fn unreached_check(expansion: &Expansion<'_>) -> TokenStream {
    let Some(unreached) = &expansion.crosswalk.unreached else {
        return TokenStream::new();
    };
    let private = &expansion.private;
    let target_path = &expansion.crosswalk.target.path;
    let declared = &unreached.variants;
    let mut seen = HashSet::new();
    let reached: Vec<&Ident> = expansion
        .crosswalk
        .outcomes
        .iter()
        .chain(&expansion.crosswalk.others)
        .filter_map(|outcome| match outcome.target() {
            Some(TargetRef::Name(name)) => Some(name),
            _ => None,
        })
        .filter(|name| seen.insert(name.to_string()))
        .collect();
    let texts = |idents: &[&Ident]| -> Vec<String> {
        idents
            .iter()
            .map(|ident| crate::naming::ident_text(ident))
            .collect()
    };
    let reached_texts = texts(&reached);
    let declared_texts = texts(&declared.iter().collect::<Vec<_>>());
    let source_text = crate::naming::last_segment(&expansion.source.path);
    let target_text = &expansion.crosswalk.target.text;
    let key = unreached.key.span();
    let idents = quote!(<#private::TargetIdents<#target_path>>::IDENTS);
    // A panic in the user's crate's const evaluation, never in the macro: only there are the
    // target's variants known, and the panic is the compile error at the `unreached` key.
    // The message is bound and read under one span, the key's, so that it resolves whatever
    // hygiene the key comes with (an attribute passed through a `macro_rules!`).
    let message = Ident::new("__crosswalk_message", key);
    let fail = quote_spanned!(key=> ::core::panic!("{}", #message.as_str()));
    let scrutinee = quote_spanned!(key=> (target, guard));
    // rustc offers to append a missing arm after the last one, which here would land after the
    // attribute; it makes no such offer when the last two arms come from different expansion
    // contexts. A guarded arm covers nothing, so the missing variants are still reported.
    let no_arm_suggestion = quote_spanned!(proc_macro2::Span::mixed_site()=> (_, _) if false => {});
    quote! {
        #[allow(deprecated)]
        const _: () = {
            #[allow(unused_imports)]
            use #private::WithoutIdents as _;
            let #message = #private::missing_from_unreached(
                #idents,
                #source_text,
                #target_text,
                &[#(#reached_texts),*],
                &[#(#declared_texts),*],
            );
            if !#message.is_empty() {
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
