//! The versioned module of the runtime crate that generated code reaches into, written once.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{ToTokens, TokenStreamExt, quote};
use syn::LitStr;

/// `__private_v0_1`: the name of the runtime's hidden module. The version in the name makes a
/// mismatched pair of `crosswalk` and `crosswalk-macros` fail to resolve instead of miscompiling.
pub struct PrivateModule;

impl ToTokens for PrivateModule {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.append(Ident::new("__private_v0_1", Span::call_site()));
    }
}

/// A `&'static ErrorSite` of `kind` for the source named `source_name`; constant, so it is
/// promoted to a static.
pub fn error_site(
    private: &TokenStream,
    kind: &str,
    source_name: &TokenStream,
    message: Option<&LitStr>,
    signed: bool,
) -> TokenStream {
    let kind = Ident::new(kind, Span::call_site());
    let message = match message {
        Some(message) => quote!(::core::option::Option::Some(#message)),
        None => quote!(::core::option::Option::None),
    };
    quote! {
        &#private::ErrorSite {
            kind: #private::ErrorKind::#kind,
            enum_path: #source_name,
            message: #message,
            signed: #signed,
            panics: false,
        }
    }
}
