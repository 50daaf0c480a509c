//! What is emitted beside the errors of a broken declaration: the same items with bodies that never
//! run, so the user's own code keeps compiling against them and the only errors shown are ours,
//! not a wall of "no function named `translate`" after them.

use super::expand::{home, private_module, source_name};
use super::model::Home;
use super::model::{Policy, TargetRef};
use super::parse::{Args, Entry, Input, WrittenOutcome};
use crate::private_path::error_site;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::{Ident, Path};

/// What the placeholders need to know: the source, the target and whether the conversion is
/// `From` or `TryFrom`. Only a crosswalk whose methods are unsuffixed gets placeholders: a named
/// one's absence is no cascade worth guessing method names for.
pub struct Placeholders {
    /// Each crosswalk's target, with the variant names its entries write, where every target it
    /// has is a name: the compiler checks those names beside the macro's errors, so that a
    /// misspelt one is reported in the same build.
    names: Vec<(Path, Vec<Ident>)>,
    target: Path,
    fallible: bool,
    converts: bool,
    home: TokenStream,
    source_type: Path,
    visibility: syn::Visibility,
    holder: bool,
    private: TokenStream,
    ordinal_type: TokenStream,
    source_name: TokenStream,
}

impl Placeholders {
    pub fn of(input: &Input) -> Option<Self> {
        // A generic enum is an error of its own, which placeholders would only repeat.
        if !input.source.generics.params.is_empty() {
            return None;
        }
        let names = input
            .crosswalks
            .iter()
            .filter_map(|args| target_names(input, args))
            .collect();
        let holder = matches!(input.source.home, Home::Holder { .. });
        let args = input
            .crosswalks
            .iter()
            .find(|args| holder || args.name.is_none())?;
        let fallible = input
            .entries
            .iter()
            .flatten()
            .chain(&input.others)
            .any(|entry| {
                entry.key.is_none() && matches!(entry.outcome, Some(WrittenOutcome::Reject { .. }))
            });
        let source = &input.source;
        let visibility = match &source.home {
            Home::Source { visibility } | Home::Holder { visibility, .. } => visibility.clone(),
        };
        Some(Self {
            names,
            target: args.target.clone()?,
            fallible,
            converts: !holder || args.convert.is_some(),
            home: home(source),
            source_type: source.path.clone(),
            visibility,
            holder,
            private: private_module(source),
            ordinal_type: source.ordinal_type.primitive(),
            source_name: source_name(source),
        })
    }

    pub fn expand(&self) -> TokenStream {
        let Self {
            home,
            source_type,
            private,
            ordinal_type,
            target,
            visibility,
            ..
        } = self;
        let receiver = if self.holder {
            quote!(_: #source_type)
        } else {
            quote!(self)
        };
        // An error value rather than `loop {}`: a placeholder evaluated in a `const` must not add a
        // "constant evaluation is taking a long time" error to the real ones.
        let site = error_site(private, "OutOfRange", &self.source_name, None, false);
        let failed = quote!(::core::result::Result::Err(#private::error(#site, 0)));
        let conversion = match (self.converts, self.fallible) {
            (false, _) => TokenStream::new(),
            (true, true) => quote! {
                impl ::core::convert::TryFrom<#source_type> for #target {
                    type Error = #private::Error;
                    fn try_from(_: #source_type) -> ::core::result::Result<Self, #private::Error> {
                        #failed
                    }
                }
            },
            (true, false) => quote! {
                impl ::core::convert::From<#source_type> for #target {
                    fn from(_: #source_type) -> Self { loop {} }
                }
            },
        };
        let names = self.names.iter().map(|(path, names)| {
            let names = names
                .iter()
                .map(|name| quote_spanned!(name.span()=> let _ = __T::#name;));
            quote! {
                #[allow(dead_code, deprecated)]
                const _: () = {
                    type __T = #path;
                    #(#names)*
                };
            }
        });
        quote! {
            #(#names)*
            impl #home {
                #[allow(dead_code)]
                #visibility const fn translate(#receiver) -> ::core::result::Result<#target, #private::Error> {
                    #failed
                }
                #[allow(dead_code)]
                #visibility const fn translate_ordinal(
                    _: #ordinal_type,
                ) -> ::core::result::Result<#target, #private::Error> {
                    #failed
                }
            }
            #conversion
        }
    }
}

/// The crosswalk `args`'s target and the variant names its entries write (see
/// [`Placeholders::names`]); `None` where a target is not a name, whose kind is then the error.
fn target_names(input: &Input, args: &Args) -> Option<(Path, Vec<Ident>)> {
    let path = args.target.clone()?;
    if args.target_ordinal.is_some() {
        return None;
    }
    let holder = matches!(input.source.home, Home::Holder { .. });
    let short = args.name.as_ref().map(crate::naming::last_segment);
    let belongs = |entry: &&Entry| match (&entry.key, &short) {
        (None, None) => true,
        (None, Some(_)) => holder,
        (Some(key), Some(short)) => crate::naming::last_segment(key) == *short,
        (Some(_), None) => false,
    };
    let mut names = Vec::new();
    let written = input
        .entries
        .iter()
        .flatten()
        .chain(&input.others)
        .filter(belongs);
    let targets = written.filter_map(|entry| match &entry.outcome {
        Some(WrittenOutcome::To { target, .. }) => Some(target),
        _ => None,
    });
    let default = match &args.policy {
        Some(Policy::Default { target }) => Some(target),
        _ => None,
    };
    for target in targets.chain(default) {
        match target {
            TargetRef::Name(name) => names.push(name.clone()),
            TargetRef::Number(_) | TargetRef::Constant(_) => return None,
        }
    }
    Some((path, names))
}
