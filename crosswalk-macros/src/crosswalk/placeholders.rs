//! What is emitted beside the errors of a broken declaration: the same methods and conversions
//! with bodies that never run, so the user's own code keeps compiling against them and the only
//! errors shown are ours, not a wall of "no function named `translate`" after them; and the
//! target names the entries write, that every variant of a declaration's source has a line, and
//! the `unreached` lists, for the compiler to check in the same build.

use super::expand::{
    UnreachedParts, converted, every_variant_has_a_line, impl_home, private_module, source_name,
    unreached_check,
};
use super::model::{Home, Methods, Policy, TargetRef, Unreached};
use super::parse::WrittenOutcome;
use super::validate::{OneEntry, Resolved, ResolvedCrosswalk};
use crate::private_path::error_site;
use proc_macro2::TokenStream;
use quote::{ToTokens, quote, quote_spanned};
use syn::Ident;

/// The placeholders of a declaration's crosswalks.
pub struct Placeholders {
    crosswalks: Vec<Placeholder>,
    /// `impl<…> Home<…>`.
    impl_home: TokenStream,
    /// How the translators take the source: `self`, `&self`, `_: Source`.
    receiver: TokenStream,
    /// The source type as `from_target` gives it back, where it does.
    source_type: Option<TokenStream>,
    /// A conversion's generics, its source type and where clause.
    converted: (TokenStream, TokenStream, TokenStream),
    visibility: syn::Visibility,
    raw_ordinals: bool,
    private: TokenStream,
    ordinal_type: TokenStream,
    source_name: TokenStream,
    /// The checks only rustc makes: that the lines name every variant of the source, and each
    /// crosswalk's `unreached` list.
    checks: TokenStream,
}

/// One crosswalk's placeholders.
struct Placeholder {
    /// The target type: its path, or the tuple `to = (…)` writes.
    target: TokenStream,
    methods: Methods,
    fallible: bool,
    converts: bool,
    /// `vis = …`, where given.
    visibility: Option<syn::Visibility>,
    /// `error = …`, where given: the caller's code expects that error.
    error: Option<syn::Type>,
    /// The variant names its entries write, where every target it has is a name: the compiler
    /// checks them beside the macro's errors, so that a misspelt one is reported in the same
    /// build.
    names: Option<Vec<Ident>>,
}

impl Placeholders {
    pub fn of(resolved: &Resolved) -> Option<Self> {
        let source = &resolved.source;
        // A generic enum whose variants carry nothing is an error of its own, which placeholders
        // would only repeat.
        if !source.generics.params.is_empty() && !source.carries_data() {
            return None;
        }
        // Two crosswalks whose methods would clash are an error of their own.
        let mut seen = std::collections::HashSet::new();
        let crosswalks = resolved
            .crosswalks
            .iter()
            .enumerate()
            .filter(|(_, crosswalk)| !crosswalk.repeats_unnamed)
            .filter_map(|(index, crosswalk)| placeholder(resolved, index, crosswalk))
            .filter(|crosswalk| seen.insert(crosswalk.methods.translate.to_string()))
            .collect();
        let visibility = source.home.visibility().clone();
        let private = private_module(source);
        // A line that did not parse named variants that are unknown, whose absence the checks
        // would report.
        let mut checks = TokenStream::new();
        if !resolved.unread_lines {
            checks.extend(every_variant_has_a_line(
                source,
                resolved.wildcard_line.is_some(),
            ));
            checks.extend(
                resolved
                    .crosswalks
                    .iter()
                    .enumerate()
                    .filter_map(|(index, crosswalk)| {
                        unreached(resolved, index, crosswalk, &private)
                    }),
            );
        }
        let path = &source.path;
        let by_reference = source.carries_data().then(|| quote!(&));
        let receiver = match source.home {
            Home::Holder { .. } => quote!(_: #by_reference #path),
            Home::Source { .. } => quote!(#by_reference self),
        };
        Some(Self {
            crosswalks,
            impl_home: impl_home(source),
            receiver,
            source_type: (!source.carries_data()).then(|| quote!(#path)),
            converted: converted(source),
            visibility,
            raw_ordinals: source.raw_ordinals,
            private,
            ordinal_type: source.ordinal_type.primitive(),
            source_name: source_name(source),
            checks,
        })
    }

    pub fn expand(&self) -> TokenStream {
        let crosswalks = self
            .crosswalks
            .iter()
            .map(|crosswalk| self.crosswalk(crosswalk));
        let checks = &self.checks;
        quote!(#(#crosswalks)* #checks)
    }

    fn crosswalk(&self, crosswalk: &Placeholder) -> TokenStream {
        let Self {
            impl_home,
            receiver,
            private,
            ordinal_type,
            ..
        } = self;
        let visibility = crosswalk.visibility.as_ref().unwrap_or(&self.visibility);
        let target = &crosswalk.target;
        let Methods {
            translate,
            translate_ordinal,
            from_target,
            from_target_ordinal,
            to_target,
            ..
        } = &crosswalk.methods;
        let declared_wrong = quote!(::core::panic!("this crosswalk's declaration has errors"));
        let (error, failed) = match &crosswalk.error {
            // The caller's error is built by a function that may be the mistake: not called.
            Some(error) => (error.to_token_stream(), declared_wrong.clone()),
            // An error value rather than `loop {}`: a placeholder evaluated in a `const` must not
            // add a "constant evaluation is taking a long time" error to the real ones.
            None => {
                let site = error_site(private, "OutOfRange", &self.source_name, None, false);
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
        let (generics, converted, where_clause) = &self.converted;
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
        let raw = self.raw_ordinals.then(|| {
            quote! {
                #[allow(dead_code)]
                #visibility const fn #translate_ordinal(
                    _: #ordinal_type,
                ) -> ::core::result::Result<#target, #error> {
                    #failed
                }
            }
        });
        let back = self.source_type.as_ref().map(|source_type| {
            quote! {
                #[allow(dead_code)]
                #visibility const fn #from_target(_: #target) -> ::core::option::Option<#source_type> {
                    ::core::option::Option::None
                }
                #[allow(dead_code)]
                #visibility const fn #from_target_ordinal(
                    _: ::core::primitive::u32,
                ) -> ::core::option::Option<#source_type> {
                    ::core::option::Option::None
                }
            }
        });
        let names = crosswalk.names.as_ref().map(|names| {
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
        quote! {
            #names
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
}

/// The placeholders of the crosswalk at `index`, or `None` without a target.
fn placeholder(
    resolved: &Resolved,
    index: usize,
    crosswalk: &ResolvedCrosswalk,
) -> Option<Placeholder> {
    let args = &crosswalk.args;
    let target = match (&args.target, &args.target_tuple) {
        (Some(path), _) => path.to_token_stream(),
        (None, Some(tuple)) => tuple.to_token_stream(),
        (None, None) => return None,
    };
    Some(Placeholder {
        methods: crosswalk.methods.clone(),
        names: target_names(resolved, index, crosswalk),
        target,
        fallible: crosswalk.fallible,
        converts: crosswalk.converts,
        visibility: args.vis.clone(),
        error: args.error.clone(),
    })
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
