//! The compile-time check of a declared `unreached` set.

use super::context::Expansion;
use crate::crosswalk::model::{TargetRef, Unreached};
use crate::name_hash::{digest, sorted_hashes};
use proc_macro2::{Literal, Span, TokenStream};
use quote::{quote, quote_spanned};
use std::collections::HashSet;
use syn::Ident;

/// With `unreached = [...]`: the declared list against the target's variants. A declared target
/// that a variant reaches is the macro's own error; one missing from the list needs the target's
/// variants, which only the compiler has. A target with a roster reports each missing variant and
/// the corrected list from a constant; for every target, at any size, an exhaustive match over
/// the reached and declared variants leaves the missing ones uncovered (rustc names them: the only
/// check of another crate's enum, which cannot derive a roster). The constant is the
/// length of an array in the body that holds the match, so that where it fails rustc does not
/// check the match (a body whose types failed is not checked for exhaustiveness): the two never
/// report the same mistake twice.
pub fn unreached_check(expansion: &Expansion<'_>) -> TokenStream {
    let Some(unreached) = &expansion.crosswalk.unreached else {
        return TokenStream::new();
    };
    let reached = expansion
        .crosswalk
        .outcomes
        .iter()
        .chain(&expansion.crosswalk.wildcard)
        .filter_map(|outcome| match outcome.target() {
            Some(TargetRef::Name(name)) => Some(name),
            _ => None,
        });
    // Validation has made the declared ones distinct and unreached.
    check(&Parts {
        private: &expansion.private,
        source: &expansion.source.path,
        target: &expansion.crosswalk.target.path,
        target_text: &expansion.crosswalk.target.text,
        reached: reached.collect(),
        unreached,
    })
}

/// What the check is written from: the crosswalk's reached targets (repeats allowed) and its
/// declared ones, which must be distinct and unreached.
pub struct Parts<'a> {
    pub private: &'a TokenStream,
    pub source: &'a syn::Path,
    pub target: &'a syn::Path,
    pub target_text: &'a str,
    pub reached: Vec<&'a Ident>,
    pub unreached: &'a Unreached,
}

/// The check of [`Parts`].
pub fn check(parts: &Parts<'_>) -> TokenStream {
    let Parts {
        private,
        target: target_path,
        target_text,
        unreached,
        ..
    } = parts;
    let declared = &unreached.variants;
    let mut seen = HashSet::new();
    let reached: Vec<&Ident> = parts
        .reached
        .iter()
        .copied()
        .filter(|name| seen.insert(name.to_string()))
        .collect();
    let named_texts: Vec<String> = reached
        .iter()
        .copied()
        .chain(declared)
        .map(crate::naming::ident_text)
        .collect();
    let hashed = sorted_hashes(named_texts.iter().map(String::as_str));
    let named_digest = Literal::u128_unsuffixed(digest(&hashed));
    let named = hashed.iter().map(|&(hash, index)| {
        let hash = Literal::u128_unsuffixed(hash);
        let is_declared = index >= reached.len();
        quote!((#hash, #is_declared))
    });
    let source_text = crate::naming::last_segment(parts.source);
    let key = unreached.key.span();
    let target_idents = quote!(<#private::TargetIdents<#target_path>>);
    // A panic in the user's crate's const evaluation, never in the macro: only there are the
    // target's variants known, and the panic is the compile error at the `unreached` key.
    // The message is a local of the generated code, named with the hygiene of every other
    // generated name (the key's place, the call site's resolution): the key may come from
    // another expansion than the attribute (a `macro_rules!` that passes the attribute on).
    let message = Ident::new("__crosswalk_message", Span::call_site().located_at(key));
    let fail = quote_spanned!(key=> ::core::panic!("{}", #message.as_str()));
    let fallback = exhaustive_match(target_path, &reached, declared, key);
    quote! {
        #[allow(
            deprecated,
            clippy::large_stack_arrays,
            clippy::manual_assert,
            unreachable_patterns
        )]
        const _: () = {
            #[allow(unused_imports)]
            use #private::WithoutIdents as _;
            let _: [(); {
                let #message = #private::missing_from_unreached::<{ #target_idents::COUNT }>(
                    #target_idents::VARIANTS,
                    #source_text,
                    #target_text,
                    #private::NamedTargets::new(&[#(#named),*], #named_digest),
                );
                if !#message.is_empty() {
                    #fail
                }
                0
            }] = [];
            #fallback
        };
    }
}

/// The check of a target without a roster: a `match` on a target value whose arms are the named
/// targets, which rustc finds not exhaustive where one is missing, and names the missing variants
/// as the user writes them. It stands in a closure, which rustc checks with the body around it.
fn exhaustive_match(
    target_path: &syn::Path,
    reached: &[&Ident],
    declared: &[Ident],
    key: Span,
) -> TokenStream {
    // The scrutinee is written at the key, where rustc reports a missing variant, and takes the
    // key's span whole: a span of the macro's would add a note that the error comes from it. The
    // closure holds nothing the user wrote that a binding could shadow (its patterns are paths).
    let target = Ident::new("target", key);
    // rustc offers to append a missing arm after the last one, which here would land after the
    // attribute; it makes no such offer when the last two arms come from different expansion
    // contexts. A guarded arm covers nothing, so the missing variants are still reported.
    let no_arm_suggestion = quote_spanned!(Span::mixed_site()=> _ if false => {});
    // Each pattern is written at its name, where rustc reports a name the target lacks.
    let path = quote::ToTokens::to_token_stream(target_path);
    let patterns = reached.iter().copied().chain(declared).map(|name| {
        let path = super::context::respanned(&path, name.span());
        quote!(#path::#name)
    });
    quote! {
        let _ = |#target: #target_path| match #target {
            #(#patterns => {})*
            #no_arm_suggestion
        };
    }
}
