//! The compile-time check of a declared `unreached` set.

use super::context::Expansion;
use crate::crosswalk::model::{TargetRef, Unreached};
use crate::name_hash::{digest, sorted_hashes};
use crate::trees::Trees;
use proc_macro2::{Delimiter, Literal, Span, TokenStream};
use std::collections::HashSet;
use syn::Ident;

/// With `unreached = [...]`: the declared list against the target's variants, which only the
/// compiler has. A target with a roster reports each missing variant and the corrected list from
/// a constant; for every target, an exhaustive match over the reached and declared variants
/// leaves the missing ones uncovered (the only check of another crate's enum). The constant is
/// the length of an array in the body that holds the match, so that where it fails rustc does
/// not check the match: the two never report the same mistake twice.
pub fn unreached_check(expansion: &Expansion<'_>) -> TokenStream {
    let Some(unreached) = &expansion.crosswalk.unreached else {
        return TokenStream::new();
    };
    let crosswalk = expansion.crosswalk;
    let reached = (expansion.written_targets(None).into_iter())
        .filter_map(|target| match target {
            TargetRef::Name(name) => Some(name),
            _ => None,
        })
        .collect();
    check(&Parts {
        private: &expansion.private,
        source: &expansion.source.path,
        target: &crosswalk.target.path,
        target_text: &crosswalk.target.text,
        reached,
        unreached,
    })
}

/// What the check is written from: the reached targets (repeats allowed) and the declared ones,
/// which validation has made distinct and unreached.
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
    let (private, target_path, target_text) = (parts.private, parts.target, parts.target_text);
    let (mut named_texts, mut patterns) = (Vec::new(), Trees::default());
    // Each pattern is written at its name, where rustc reports a name the target lacks. One arm of
    // alternatives, not an arm each: the closure is then a few blocks, not one per arm, and rustc
    // takes a third less time over it (borrow checking most).
    let mut name = |name: &Ident| {
        if !named_texts.is_empty() {
            patterns.operator("|");
        }
        named_texts.push(crate::naming::ident_text(name));
        patterns.variant(target_path, name);
    };
    // The reached targets once each, then the declared ones.
    let mut seen = HashSet::new();
    for &reached in &parts.reached {
        if seen.insert(reached.to_string()) {
            name(reached);
        }
    }
    for declared in &parts.unreached.variants {
        name(declared);
    }
    if !named_texts.is_empty() {
        patterns.operator("=>");
        patterns.group(Delimiter::Brace, Trees::default());
    }
    let reached = seen.len();
    let hashed = sorted_hashes(named_texts.iter().map(String::as_str));
    let named_digest = Literal::u128_unsuffixed(digest(&hashed));
    // As the runtime's `NamedTargets` reads them: one byte string, not an array literal of pairs,
    // which rustc would check element by element.
    let mut named = Vec::with_capacity(hashed.len() * 17);
    for &(hash, index) in &hashed {
        named.extend(hash.to_be_bytes());
        named.push(u8::from(index >= reached));
    }
    let named = Literal::byte_string(&named);
    let patterns = patterns.into_stream();
    let source_text = crate::naming::last_segment(parts.source);
    let key = parts.unreached.key.span();
    let target_idents = template!(private, target_path => <#private::TargetIdents<#target_path>>);
    // The message is named with the hygiene of every other generated name, at the key's place:
    // the key may come from another expansion than the attribute.
    let message = Ident::new("__crosswalk_message", Span::call_site().located_at(key));
    let fail = template_spanned!(key; message => ::core::panic!("{}", #message.as_str()));
    // A target without a roster is checked by a `match` on a target value whose arms are the
    // named targets, which rustc finds not exhaustive where one is missing, in a closure. The
    // scrutinee takes the key's span whole, where rustc reports a missing variant: a span of the
    // macro's would add a note that the error comes from it.
    let target = Ident::new("target", key);
    // rustc offers no misplaced "add a missing arm" when the last two arms come from different
    // expansion contexts; a guarded arm covers nothing.
    let no_arm_suggestion = template_spanned!(Span::mixed_site();  => _ if false => {});
    template! {
        private, message, target_idents, source_text, target_text, named, named_digest, fail,
        target, target_path, patterns, no_arm_suggestion =>
        #[allow(deprecated, clippy::large_stack_arrays, clippy::manual_assert, unreachable_patterns)]
        const _: () = {
            #[allow(unused_imports)]
            use #private::WithoutIdents as _;
            let _: [(); {
                let #message = #private::missing_from_unreached::<{ #target_idents::COUNT }>(
                    #target_idents::VARIANTS,
                    #source_text,
                    #target_text,
                    #private::NamedTargets::new(#named, #named_digest),
                );
                if !#message.is_empty() {
                    #fail
                }
                0
            }] = [];
            let _ = |#target: #target_path| match #target {
                #patterns
                #no_arm_suggestion
            };
        };
    }
}
