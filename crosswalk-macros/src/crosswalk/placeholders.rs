//! What is emitted beside the errors of a broken declaration: the same methods and conversions
//! with bodies that never run, so the user's own code keeps compiling against them and the only
//! errors shown are ours, not a wall of "no function named `translate`" after them; and the
//! target names the entries write, that every variant of a declaration's source has a line, and
//! the `unreached` lists, for the compiler to check in the same build.

use super::expand::{
    UnreachedParts, converted, every_variant_has_a_line, impl_home, private_module, source_name,
    unreached_check,
};
use super::model::{Home, Methods, Policy, Source, TargetRef, Unreached};
use super::parse::{Args, WrittenOutcome};
use super::validate::{OneEntry, Resolved, ResolvedCrosswalk};
use crate::private_path::error_site;
use proc_macro2::TokenStream;
use quote::{ToTokens, quote, quote_spanned};
use syn::Ident;

/// Everything emitted beside the errors of `resolved`, a declaration with problems.
pub fn placeholders(resolved: &Resolved) -> TokenStream {
    let source = &resolved.source;
    // A generic enum whose variants carry nothing is an error of its own, which placeholders
    // would only repeat.
    if !source.generics.params.is_empty() && !source.carries_data() {
        return TokenStream::new();
    }
    let private = private_module(source);
    // Two crosswalks whose methods would clash are an error of their own.
    let mut seen = std::collections::HashSet::new();
    let crosswalks = resolved
        .crosswalks
        .iter()
        .enumerate()
        .filter(|(_, crosswalk)| !crosswalk.repeats_unnamed)
        .filter_map(|(index, crosswalk)| Some((index, crosswalk, target(&crosswalk.args)?)))
        .filter(|(_, crosswalk, _)| seen.insert(crosswalk.methods.translate.to_string()))
        .map(|(index, crosswalk, target)| {
            let names = target_names(resolved, index, crosswalk).map(|names| {
                let names = names
                    .iter()
                    .map(|name| quote_spanned!(name.span()=> let _ = __T::#name;));
                quote! {
                    #[allow(dead_code, deprecated)]
                    const _: () = {
                        type __T = #target;
                        #(#names)*
                    };
                }
            });
            let items = items(source, crosswalk, &target, &private);
            quote!(#names #items)
        })
        .collect::<Vec<_>>();
    // A line that did not parse named variants that are unknown, whose absence the checks would
    // report.
    let checks = (!resolved.unread_lines).then(|| {
        let unreached = resolved
            .crosswalks
            .iter()
            .enumerate()
            .filter_map(|(index, crosswalk)| unreached(resolved, index, crosswalk, &private));
        let coverage = every_variant_has_a_line(source, resolved.wildcard_line.is_some());
        quote!(#coverage #(#unreached)*)
    });
    quote!(#(#crosswalks)* #checks)
}

/// The target type: its path, or the tuple `to = (…)` writes; `None` without one.
fn target(args: &Args) -> Option<TokenStream> {
    match (&args.target, &args.target_tuple) {
        (Some(path), _) => Some(path.to_token_stream()),
        (None, Some(tuple)) => Some(tuple.to_token_stream()),
        (None, None) => None,
    }
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
    let by_reference = source.carries_data().then(|| quote!(&));
    let receiver = match source.home {
        Home::Holder { .. } => quote!(_: #by_reference #path),
        Home::Source { .. } => quote!(#by_reference self),
    };
    let Methods {
        translate,
        translate_ordinal,
        from_target,
        from_target_ordinal,
        to_target,
        ..
    } = &crosswalk.methods;
    let declared_wrong = quote!(::core::panic!("this crosswalk's declaration has errors"));
    let (error, failed) = match &args.error {
        // The caller's error is built by a function that may be the mistake: not called.
        Some(error) => (error.to_token_stream(), declared_wrong.clone()),
        // An error value rather than `loop {}`: a placeholder evaluated in a `const` must not add
        // a "constant evaluation is taking a long time" error to the real ones.
        None => {
            let site = error_site(private, "OutOfRange", &source_name(source), None, false);
            (
                quote!(#private::Error),
                quote!(::core::result::Result::Err(#private::error(#site, 0))),
            )
        }
    };
    let to_target = to_target.as_ref().map(|to_target| {
        quote! {
            #[allow(dead_code)]
            #visibility const fn #to_target(#receiver) -> #target { #declared_wrong }
        }
    });
    let (generics, converted, where_clause) = converted(source);
    let conversion = match (crosswalk.converts, crosswalk.fallible) {
        (false, _) => TokenStream::new(),
        (true, true) => quote! {
            impl #generics ::core::convert::TryFrom<#converted> for #target #where_clause {
                type Error = #error;
                fn try_from(_: #converted) -> ::core::result::Result<Self, #error> {
                    #failed
                }
            }
        },
        (true, false) => quote! {
            impl #generics ::core::convert::From<#converted> for #target #where_clause {
                fn from(_: #converted) -> Self { loop {} }
            }
        },
    };
    let ordinal_type = source.ordinal_type.primitive();
    let raw = source.raw_ordinals.then(|| {
        quote! {
            #[allow(dead_code)]
            #visibility const fn #translate_ordinal(
                _: #ordinal_type,
            ) -> ::core::result::Result<#target, #error> {
                #failed
            }
        }
    });
    // A value with fields cannot be made from its kind: nothing goes back.
    let back = (!source.carries_data()).then(|| {
        quote! {
            #[allow(dead_code)]
            #visibility const fn #from_target(_: #target) -> ::core::option::Option<#path> {
                ::core::option::Option::None
            }
            #[allow(dead_code)]
            #visibility const fn #from_target_ordinal(
                _: ::core::primitive::u32,
            ) -> ::core::option::Option<#path> {
                ::core::option::Option::None
            }
        }
    });
    let impl_home = impl_home(source);
    quote! {
        #impl_home {
            #[allow(dead_code)]
            #visibility const fn #translate(#receiver) -> ::core::result::Result<#target, #error> {
                #failed
            }
            #raw
            #back
            #to_target
        }
        #conversion
    }
}

/// The targets the entries of the crosswalk at `index` and the `_` line write.
fn written_targets(resolved: &Resolved, index: usize) -> impl Iterator<Item = TargetRef> + '_ {
    let own = resolved
        .entries
        .of(index)
        .into_iter()
        .filter_map(|one| match one {
            OneEntry::Found(entry) => Some(entry),
            OneEntry::Missing { .. } => None,
        });
    own.chain(&resolved.wildcard_line)
        .filter_map(|entry| match &entry.outcome {
            Some(WrittenOutcome::To { target, .. }) => Some(target.clone()),
            _ => None,
        })
}

/// Whether the crosswalk's targets are variants written by name, which the compiler can check
/// beside the macro's errors.
fn names_variants(crosswalk: &ResolvedCrosswalk) -> bool {
    crosswalk.args.target_ordinal.is_none() && crosswalk.primitive.is_none()
}

/// The `unreached` check of the crosswalk at `index`, where what it is checked against is
/// complete: every source variant has an outcome and every target is a name. The declared targets
/// are taken once each and without those an entry reaches, which are the macro's errors.
fn unreached(
    resolved: &Resolved,
    index: usize,
    crosswalk: &ResolvedCrosswalk,
    private: &TokenStream,
) -> Option<TokenStream> {
    let args = &crosswalk.args;
    let unreached = args.unreached.as_ref()?;
    let target = args.target.as_ref()?;
    if !names_variants(crosswalk) {
        return None;
    }
    let has_outcome = |one: &OneEntry<'_>| match one {
        OneEntry::Found(entry) => entry.outcome.is_some(),
        OneEntry::Missing { .. } => false,
    };
    if resolved.wildcard_line.is_none() && !resolved.entries.of(index).iter().all(has_outcome) {
        return None;
    }
    let mut reached = Vec::new();
    for target in written_targets(resolved, index) {
        match target {
            TargetRef::Name(name) => reached.push(name),
            TargetRef::Number(_) | TargetRef::Constant { .. } | TargetRef::Combined { .. } => {
                return None;
            }
        }
    }
    let mut seen: std::collections::HashSet<String> =
        reached.iter().map(crate::naming::ident_text).collect();
    let declared = Unreached {
        key: unreached.key.clone(),
        variants: unreached
            .variants
            .iter()
            .filter(|variant| seen.insert(crate::naming::ident_text(variant)))
            .cloned()
            .collect(),
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

/// The variant names the crosswalk at `index` writes (see [`Placeholder::names`]); `None` where a
/// target is not a name, whose kind is then the error.
fn target_names(
    resolved: &Resolved,
    index: usize,
    crosswalk: &ResolvedCrosswalk,
) -> Option<Vec<Ident>> {
    if !names_variants(crosswalk) {
        return None;
    }
    let default = crosswalk
        .args
        .policy
        .as_ref()
        .and_then(Policy::default_target);
    let mut names = Vec::new();
    for target in written_targets(resolved, index).chain(default.cloned()) {
        match target {
            TargetRef::Name(name) => names.push(name),
            TargetRef::Number(_) | TargetRef::Constant { .. } | TargetRef::Combined { .. } => {
                return None;
            }
        }
    }
    Some(names)
}
