//! One crosswalk as the expansion sees it: the model, plus how its parts are written as tokens.

use crate::crosswalk::model::{Crosswalk, Policy, Source, TargetKind, TargetRef};
use crate::private_path::PrivateModule;
use proc_macro2::TokenStream;
use quote::quote;
use syn::LitStr;

pub struct Walk<'a> {
    pub source: &'a Source,
    pub crosswalk: &'a Crosswalk,
    /// `::crosswalk::__private_v0_1`, or under the `crate = …` path.
    pub private: TokenStream,
}

impl<'a> Walk<'a> {
    pub fn new(source: &'a Source, crosswalk: &'a Crosswalk) -> Self {
        let runtime = &source.runtime;
        Self {
            source,
            crosswalk,
            private: quote!(#runtime::#PrivateModule),
        }
    }

    /// `target` as an expression of the target type. A target variant is written
    /// `<Target>::Name`, never `Target::Name`: the qualified form resolves the target path as a
    /// type at every use, so a wrong `to = …` is one error rather than a type error plus a path
    /// error, and rustc's "no variant named `Nope`" points at `Nope` alone.
    pub fn target_value(&self, target: &TargetRef) -> TokenStream {
        let path = &self.crosswalk.target.path;
        match target {
            TargetRef::Variant(name) => quote!(<#path>::#name),
            TargetRef::Value(literal) => quote!(#path(#literal)),
        }
    }

    /// The target of the variant at `index`, or some target where none is (a slot that is never
    /// read but must hold a value).
    pub fn target_or_filler(&self, index: Option<usize>) -> Option<&'a TargetRef> {
        let outcomes = &self.crosswalk.outcomes;
        index
            .and_then(|index| outcomes.get(index))
            .and_then(|outcome| outcome.target())
            .or_else(|| outcomes.iter().find_map(|outcome| outcome.target()))
    }

    /// The `Walk` parameter of the `Crosswalk` impl: the declared name, or `Primary`.
    pub fn walk_type(&self) -> TokenStream {
        let private = &self.private;
        match &self.crosswalk.name {
            Some(name) => {
                let path = &name.path;
                quote!(#path)
            }
            None => quote!(#private::Primary),
        }
    }

    /// A target value's ordinal as a `u32`: a number type's field, an enum's discriminant.
    pub fn target_ordinal(&self, value: &TokenStream) -> TokenStream {
        match self.crosswalk.target.kind {
            TargetKind::Numbers => quote!(#value.0 as ::core::primitive::u32),
            TargetKind::Variants => quote!(#value as ::core::primitive::u32),
        }
    }

    /// `module::path::Source`, resolved where the enum is declared.
    pub fn source_path(&self) -> TokenStream {
        let name = self.source.ident.to_string();
        quote!(::core::concat!(::core::module_path!(), "::", #name))
    }

    /// A `&'static ErrorSite`; constant, so it is promoted to a static.
    fn site(&self, kind: &str, message: Option<&LitStr>) -> TokenStream {
        let private = &self.private;
        let kind = syn::Ident::new(kind, proc_macro2::Span::call_site());
        let enum_path = self.source_path();
        let message = match message {
            Some(message) => quote!(::core::option::Option::Some(#message)),
            None => quote!(::core::option::Option::None),
        };
        quote! {
            &#private::ErrorSite {
                kind: #private::ErrorKind::#kind,
                enum_path: #enum_path,
                message: #message,
            }
        }
    }

    /// Where a `throw` policy's errors point; `None` under a `default` policy, which never errs.
    pub fn out_of_range_site(&self) -> Option<TokenStream> {
        match &self.crosswalk.policy {
            Policy::Throw { message } => Some(self.site("OutOfRange", message.as_ref())),
            Policy::Default { .. } => None,
        }
    }

    pub fn rejected_site(&self, message: Option<&LitStr>) -> TokenStream {
        self.site("Rejected", message)
    }

    /// `Err(error)` at `site` for `ordinal` (an expression).
    pub fn error(&self, site: &TokenStream, ordinal: &TokenStream) -> TokenStream {
        let private = &self.private;
        quote!(::core::result::Result::Err(#private::error(#site, #ordinal)))
    }
}
