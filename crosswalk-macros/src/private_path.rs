//! The versioned module of the runtime crate that generated code reaches into, written once.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{ToTokens, TokenStreamExt};

/// `__private_v0_1`: the name of the runtime's hidden module. The version in the name makes a
/// mismatched pair of `crosswalk` and `crosswalk-macros` fail to resolve instead of miscompiling.
pub struct PrivateModule;

impl ToTokens for PrivateModule {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.append(Ident::new("__private_v0_1", Span::call_site()));
    }
}
