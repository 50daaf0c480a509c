//! What is emitted beside the errors of a broken declaration: the same methods and conversions
//! with bodies that never run, so the user's own code keeps compiling against them and the only
//! errors shown are ours, not a wall of "no function named `translate`" after them; and the
//! target names the entries write, that every variant of a declaration's source has a line, and
//! the `unreached` lists, for the compiler to check in the same build.

use super::expand::{
    UnreachedParts, converted, every_variant_has_a_line, impl_home, private_module, source_name,
    unreached_check,
};
use super::methods::{home_name, methods, suffix};
use super::model::Unreached;
use super::model::{CrosswalkName, Home, Methods, Policy, TargetRef};
use super::parse::{Args, Entry, Input, WrittenOutcome};
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
    pub fn of(input: &Input) -> Option<Self> {
        let source = &input.source;
        // A generic enum whose variants carry nothing is an error of its own, which placeholders
        // would only repeat.
        if !source.generics.params.is_empty() && !source.carries_data() {
            return None;
        }
        let holder = matches!(source.home, Home::Holder { .. });
        let mut unnamed = false;
        let crosswalks = input
            .crosswalks
            .iter()
            .filter(|args| {
                // A second unnamed crosswalk is an error of its own.
                let first_unnamed = args.name.is_some() || holder || !unnamed;
                unnamed |= args.name.is_none();
                first_unnamed
            })
            .filter_map(|args| placeholder(input, args, holder))
            .collect::<Vec<_>>();
        // Two crosswalks whose methods would clash are an error of their own.
        let mut seen = std::collections::HashSet::new();
        let crosswalks = crosswalks
            .into_iter()
            .filter(|crosswalk| seen.insert(crosswalk.methods.translate.to_string()))
            .collect();
        let visibility = match &source.home {
            Home::Source { visibility } | Home::Holder { visibility, .. } => visibility.clone(),
        };
        let private = private_module(source);
        // A line that did not parse named variants that are unknown, whose absence the checks
        // would report.
        let mut checks = TokenStream::new();
        if !input.unread_lines {
            checks.extend(every_variant_has_a_line(
                source,
                input.wildcard_line.is_some(),
            ));
            checks.extend(
                input
                    .crosswalks
                    .iter()
                    .filter_map(|args| unreached(input, args, holder, &private)),
            );
        }
        let path = &source.path;
        let by_reference = source.carries_data().then(|| quote!(&));
        let receiver = if holder {
            quote!(_: #by_reference #path)
        } else {
            quote!(#by_reference self)
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

/// The placeholders of the crosswalk `args`, or `None` without a target.
fn placeholder(input: &Input, args: &Args, holder: bool) -> Option<Placeholder> {
    let target = match (&args.target, &args.target_tuple) {
        (Some(path), _) => path.to_token_stream(),
        (None, Some(tuple)) => tuple.to_token_stream(),
        (None, None) => return None,
    };
    let entries: Vec<&Entry> = own_entries(input, args, holder).collect();
    let fallible = entries
        .iter()
        .any(|entry| matches!(entry.outcome, Some(WrittenOutcome::Reject { .. })));
    let name = match (&args.name, &input.source.home) {
        (Some(path), _) => CrosswalkName::Named(path.clone()),
        (None, Home::Holder { ident, .. }) => CrosswalkName::Holder(ident.clone()),
        (None, Home::Source { .. }) => CrosswalkName::Primary,
    };
    let converts =
        (matches!(name, CrosswalkName::Primary) && args.vis.is_none()) || args.convert.is_some();
    Some(Placeholder {
        methods: methods(
            suffix(args).as_deref(),
            !fallible,
            &home_name(&input.source),
        ),
        names: target_names(&entries, args),
        target,
        fallible,
        converts,
        visibility: args.vis.clone(),
        error: args.error.clone(),
    })
}

/// The entries of the crosswalk `args`: positional ones for the unnamed crosswalk and a holder's,
/// keyed ones by the last segment of its name.
fn own_entries<'a>(
    input: &'a Input,
    args: &'a Args,
    holder: bool,
) -> impl Iterator<Item = &'a Entry> {
    input
        .entries
        .iter()
        .flatten()
        .chain(&input.wildcard_line)
        .filter(is_own_entry(args, holder))
}

/// Whether an entry is one of the crosswalk `args`'s (see [`own_entries`]).
fn is_own_entry(args: &Args, holder: bool) -> impl Fn(&&Entry) -> bool + use<> {
    let short = args.name.as_ref().map(crate::naming::last_segment);
    move |entry: &&Entry| match (&entry.key, &short) {
        (None, None) => true,
        (None, Some(_)) => holder,
        (Some(key), Some(short)) => crate::naming::last_segment(key) == *short,
        (Some(_), None) => false,
    }
}

/// The `unreached` check of the crosswalk `args`, where what it is checked against is complete:
/// every source variant has an outcome and every target is a name. The declared targets are taken
/// once each and without those an entry reaches, which are the macro's errors.
fn unreached(
    input: &Input,
    args: &Args,
    holder: bool,
    private: &TokenStream,
) -> Option<TokenStream> {
    let unreached = args.unreached.as_ref()?;
    let target = args.target.as_ref()?;
    if args.target_ordinal.is_some() || super::validate::implicit_primitive(args).is_some() {
        return None;
    }
    let is_own_entry = is_own_entry(args, holder);
    let has_outcome = |entries: &Vec<Entry>| {
        entries
            .iter()
            .any(|entry| is_own_entry(&entry) && entry.outcome.is_some())
    };
    if input.wildcard_line.is_none() && !input.entries.iter().all(has_outcome) {
        return None;
    }
    let mut reached = Vec::new();
    for entry in own_entries(input, args, holder) {
        if let Some(WrittenOutcome::To { target, .. }) = &entry.outcome {
            match target {
                TargetRef::Name(name) => reached.push(name),
                TargetRef::Number(_) | TargetRef::Constant { .. } => return None,
            }
        }
    }
    let mut seen: std::collections::HashSet<String> = reached
        .iter()
        .copied()
        .map(crate::naming::ident_text)
        .collect();
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
        source: &input.source.path,
        target,
        target_text: &crate::naming::path_text(target),
        reached,
        unreached: &declared,
    }))
}

/// The variant names `entries` write (see [`Placeholder::names`]); `None` where a target is not a
/// name, whose kind is then the error.
fn target_names(entries: &[&Entry], args: &Args) -> Option<Vec<Ident>> {
    if args.target_ordinal.is_some() || super::validate::implicit_primitive(args).is_some() {
        return None;
    }
    let targets = entries.iter().filter_map(|entry| match &entry.outcome {
        Some(WrittenOutcome::To { target, .. }) => Some(target),
        _ => None,
    });
    let default = args.policy.as_ref().and_then(Policy::default_target);
    let mut names = Vec::new();
    for target in targets.chain(default) {
        match target {
            TargetRef::Name(name) => names.push(name.clone()),
            TargetRef::Number(_) | TargetRef::Constant { .. } => return None,
        }
    }
    Some(names)
}
