//! What is emitted beside the errors of a broken declaration: the same methods and conversions
//! with bodies that never run, so that the only errors shown are ours; and the target names, the
//! lines and the `unreached` lists, for the compiler to check in the same build.

use super::expand::{
    UnreachedParts, converted, every_variant_has_a_line, impl_home, private_module, source_name,
    unreached_check,
};
use super::model::{Methods, Source, TargetRef, Unreached};
use super::parse::WrittenOutcome;
use super::validate::{OneEntry, Resolved, ResolvedCrosswalk};
use crate::private_path::error_site;
use proc_macro2::TokenStream;
use quote::ToTokens;
use std::collections::HashSet;
use syn::Ident;

pub fn placeholders(resolved: &Resolved) -> TokenStream {
    let source = &resolved.source;
    // A generic enum whose variants carry nothing is an error placeholders would only repeat.
    if !source.generics.params.is_empty() && !source.carries_data() {
        return TokenStream::new();
    }
    let private = private_module(source);
    let mut emitted = TokenStream::new();
    // Two crosswalks whose methods would clash are an error of their own.
    let mut seen = HashSet::new();
    for (index, crosswalk) in resolved.crosswalks.iter().enumerate() {
        let target = match (&crosswalk.args.target, &crosswalk.args.target_tuple) {
            (Some(path), _) => path.to_token_stream(),
            (None, Some(tuple)) => tuple.to_token_stream(),
            (None, None) => continue,
        };
        if crosswalk.repeats_unnamed || !seen.insert(crosswalk.methods.translate.to_string()) {
            continue;
        }
        let default = match &crosswalk.args.policy {
            Some(policy) => policy.default_target(),
            None => None,
        };
        let own = resolved.entries.of(index);
        if let Some(names) = target_names(resolved, &own, crosswalk, default) {
            let mut uses = TokenStream::new();
            for name in &names {
                uses.extend(template_spanned!(name.span(); name => let _ = __T::#name;));
            }
            emitted.extend(template! {target, uses =>
                #[allow(dead_code, deprecated)]
                const _: () = {
                    type __T = #target;
                    #uses
                };
            });
        }
        emitted.extend(items(source, crosswalk, &target, &private));
    }
    // A line that did not parse named variants the checks would miss.
    if !resolved.unread_lines {
        emitted.extend(every_variant_has_a_line(
            source,
            resolved.wildcard_line.is_some(),
        ));
        for (index, crosswalk) in resolved.crosswalks.iter().enumerate() {
            emitted.extend(unreached(resolved, index, crosswalk, &private));
        }
    }
    emitted
}

/// The crosswalk's methods and conversion into `target`, with bodies that never run.
fn items(
    source: &Source,
    crosswalk: &ResolvedCrosswalk,
    target: &TokenStream,
    private: &TokenStream,
) -> TokenStream {
    let args = &crosswalk.args;
    let visibility = args.vis.as_ref().unwrap_or(source.home.visibility());
    let path = &source.path;
    let by_reference = source.carries_data().then(|| template!(=> &));
    let receiver = if source.on_a_holder() {
        template!(by_reference, path => _: #by_reference #path)
    } else {
        template!(by_reference => #by_reference self)
    };
    let Methods {
        translate,
        translate_ordinal,
        from_target,
        from_target_ordinal,
        to_target,
        ..
    } = &crosswalk.methods;
    let declared_wrong = template!(=> ::core::panic!("this crosswalk's declaration has errors"));
    let (error, failed) = match &args.error {
        // The caller's error is built by a function that may be the mistake: not called.
        Some(error) => (error.to_token_stream(), declared_wrong.clone()),
        // Not `loop {}`, which in a `const` adds "constant evaluation is taking a long time".
        None => {
            let no_message = TokenStream::new();
            let name = source_name(source);
            let site = error_site(private, "OutOfRange", &name, &no_message, [false; 3]);
            (
                template!(private => #private::Error),
                template!(private, site => ::core::result::Result::Err(#private::error(#site, 0))),
            )
        }
    };
    let head = template!(visibility => #[allow(dead_code)] #visibility const fn);
    let returns =
        template!(target, error, failed => -> ::core::result::Result<#target, #error> { #failed });
    let to_target = match to_target {
        Some(to_target) => {
            template!(head, to_target, receiver, target, declared_wrong => #head #to_target(#receiver) -> #target { #declared_wrong })
        }
        None => TokenStream::new(),
    };
    let (generics, converted, where_clause) = converted(source);
    let conversion = match (crosswalk.converts, crosswalk.fallible) {
        (false, _) => TokenStream::new(),
        (true, true) => template! {generics, converted, target, where_clause, error, failed =>
            impl #generics ::core::convert::TryFrom<#converted> for #target #where_clause {
                type Error = #error;
                fn try_from(_: #converted) -> ::core::result::Result<Self, #error> {
                    #failed
                }
            }
        },
        (true, false) => template! {generics, converted, target, where_clause =>
            impl #generics ::core::convert::From<#converted> for #target #where_clause {
                fn from(_: #converted) -> Self { loop {} }
            }
        },
    };
    let ordinal_type = source.ordinal_type.primitive();
    let mut raw = TokenStream::new();
    if source.raw_ordinals {
        raw = template!(head, translate_ordinal, ordinal_type, returns => #head #translate_ordinal(_: #ordinal_type,) #returns);
    }
    // A value with fields cannot be made from its kind: nothing goes back.
    let mut back = TokenStream::new();
    if !source.carries_data() {
        let none =
            template!(path => -> ::core::option::Option<#path> { ::core::option::Option::None });
        back = template! {head, from_target, target, none, from_target_ordinal =>
            #head #from_target(_: #target) #none
            #head #from_target_ordinal(_: ::core::primitive::u32,) #none
        };
    }
    let impl_home = impl_home(source);
    template! {impl_home, head, translate, receiver, returns, raw, back, to_target, conversion =>
        #impl_home {
            #head #translate(#receiver) #returns
            #raw
            #back
            #to_target
        }
        #conversion
    }
}

/// The `unreached` check of the crosswalk at `index`, where every variant has an outcome and every
/// target is a name; without the macro's errors (a target listed twice, or reached).
fn unreached(
    resolved: &Resolved,
    index: usize,
    crosswalk: &ResolvedCrosswalk,
    private: &TokenStream,
) -> Option<TokenStream> {
    let args = &crosswalk.args;
    let (unreached, target) = (args.unreached.as_ref()?, args.target.as_ref()?);
    let own = resolved.entries.of(index);
    let has_outcome =
        |one: &OneEntry| matches!(one, OneEntry::Found(entry) if entry.outcome.is_some());
    if resolved.wildcard_line.is_none() && !own.iter().all(has_outcome) {
        return None;
    }
    let reached = target_names(resolved, &own, crosswalk, None)?;
    let mut seen: HashSet<_> = reached.iter().map(crate::naming::ident_text).collect();
    let unseen = |variant: &&Ident| seen.insert(crate::naming::ident_text(variant));
    let variants = unreached.variants.iter().filter(unseen).cloned().collect();
    let declared = Unreached {
        key: unreached.key.clone(),
        variants,
    };
    Some(unreached_check(&UnreachedParts {
        private,
        source: &resolved.source.path,
        target,
        target_text: &crate::naming::path_text(target),
        reached: reached.iter().collect(),
        unreached: &declared,
    }))
}

/// The variant names a crosswalk's `own` entries, the `_` line and `default` write; `None` where
/// the targets are not variants by name, or one is not a name (the error).
fn target_names(
    resolved: &Resolved,
    own: &[OneEntry<'_>],
    crosswalk: &ResolvedCrosswalk,
    default: Option<&TargetRef>,
) -> Option<Vec<Ident>> {
    if crosswalk.args.target_ordinal.is_some() || crosswalk.primitive.is_some() {
        return None;
    }
    let found = own.iter().filter_map(|one| match one {
        OneEntry::Found(entry) => Some(*entry),
        OneEntry::Missing { .. } => None,
    });
    let mut names = Vec::new();
    for entry in found.chain(&resolved.wildcard_line) {
        if let Some(WrittenOutcome::To { target, .. }) = &entry.outcome {
            let TargetRef::Name(name) = target else {
                return None;
            };
            names.push(name.clone());
        }
    }
    match default {
        Some(TargetRef::Name(name)) => names.push(name.clone()),
        Some(_) => return None,
        None => {}
    }
    Some(names)
}
