//! The `&'static ErrorSite` expressions errors point to; constant, so they are promoted to statics.

use crate::crosswalk::model::{Crosswalk, Policy};
use proc_macro2::TokenStream;
use quote::quote;
use syn::LitStr;

/// `module::path::Source`, resolved where the enum is declared.
pub fn source_path(crosswalk: &Crosswalk) -> TokenStream {
    let name = crosswalk.source.to_string();
    quote!(::core::concat!(::core::module_path!(), "::", #name))
}

fn site(crosswalk: &Crosswalk, kind: &str, message: Option<&LitStr>) -> TokenStream {
    let private = &crosswalk.private;
    let kind = syn::Ident::new(kind, proc_macro2::Span::call_site());
    let enum_path = source_path(crosswalk);
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
pub fn out_of_range(crosswalk: &Crosswalk) -> Option<TokenStream> {
    match &crosswalk.policy {
        Policy::Throw { message } => Some(site(crosswalk, "OutOfRange", message.as_ref())),
        Policy::Default { .. } => None,
    }
}

pub fn rejected(crosswalk: &Crosswalk, message: Option<&LitStr>) -> TokenStream {
    site(crosswalk, "Rejected", message)
}
