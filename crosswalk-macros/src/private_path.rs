//! The runtime crate, and its versioned module that generated code reaches into, written once.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{ToTokens, TokenStreamExt};
use syn::Path;

/// The runtime crate's path: `crate = …` where given, else `::crosswalk`.
pub fn runtime_or_default(given: Option<Path>) -> Path {
    given.unwrap_or_else(|| crate::naming::global_path(&["crosswalk"]))
}

/// `__private_v0_4`: the runtime's hidden module, named after this crate's version as the runtime
/// names it after its own (see [`versioned_alias`]), so that a mismatched pair of `crosswalk` and
/// `crosswalk-macros` fails to resolve instead of miscompiling.
pub struct PrivateModule;

impl ToTokens for PrivateModule {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        let (major, minor) = (
            env!("CARGO_PKG_VERSION_MAJOR"),
            env!("CARGO_PKG_VERSION_MINOR"),
        );
        tokens.append(versioned_name(major, minor));
    }
}

fn versioned_name(major: &str, minor: &str) -> Ident {
    Ident::new(&format!("__private_v{major}_{minor}"), Span::call_site())
}

/// `pub use crate::module as __private_vX_Y;` (`module` is `input`), the version being that of
/// the crate whose build expands this: the runtime's, from the variables Cargo sets for it.
pub fn versioned_alias(input: &TokenStream) -> TokenStream {
    let version = |part: &str| std::env::var(format!("CARGO_PKG_VERSION_{part}")).ok();
    let (Some(major), Some(minor)) = (version("MAJOR"), version("MINOR")) else {
        return template!(=> ::core::compile_error!("built without Cargo's package version"););
    };
    let alias = versioned_name(&major, &minor);
    template! {input, alias =>
        #[doc(hidden)]
        pub use crate::#input as #alias;
    }
}

/// A `&'static ErrorSite` of `kind` for the source named `source_name`; constant, so it is
/// promoted to a static. `message` is any message expression (a `concat!(…)` too; none where it
/// is empty), a template (`{ordinal}`, `{{`, `}}` filled in when shown) where `formats` says so.
pub fn error_site(
    private: &TokenStream,
    kind: &str,
    source_name: &TokenStream,
    message: &TokenStream,
    [signed, panics, formats]: [bool; 3],
) -> TokenStream {
    let kind = Ident::new(kind, Span::call_site());
    let message = if message.is_empty() {
        template!(=> ::core::option::Option::None)
    } else {
        template!(message => ::core::option::Option::Some(#message))
    };
    template! {private, kind, source_name, message, signed, panics, formats =>
        &#private::ErrorSite {
            kind: #private::ErrorKind::#kind,
            enum_path: #source_name,
            message: #message,
            signed: #signed,
            panics: #panics,
            formats: #formats,
        }
    }
}
