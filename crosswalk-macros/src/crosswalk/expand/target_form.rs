//! The check that the target takes the form the entries are written in (numbers or variant
//! names), reported at the first entry with the form the target takes. The runtime's
//! `checks::target_form` explains how the compiler tells the forms apart.

use super::walk::Walk;
use crate::crosswalk::model::{Policy, TargetRef};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned as _;

pub fn form_check(walk: &Walk<'_>) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let first = crosswalk
        .outcomes
        .iter()
        .find_map(|outcome| outcome.target())
        .or(match &crosswalk.policy {
            Policy::Default { target } => Some(target),
            Policy::Throw { .. } => None,
        });
    let Some(first) = first else {
        return TokenStream::new();
    };
    let private = &walk.private;
    let target = &crosswalk.target.path;
    let (fallback, check) = match first {
        TargetRef::Value(literal) => (
            quote!(#private::numbers),
            quote_spanned!(literal.span()=> let _: #target = CrosswalkTarget(#literal);),
        ),
        TargetRef::Variant(name) => (
            quote!(#private::names),
            quote_spanned!(name.span()=> #private::takes_names::<#target, _>(&CrosswalkTarget);),
        ),
    };
    // At the path, so that a target that does not exist is reported there.
    let import = quote_spanned!(crosswalk.target.path.span()=>
        #[allow(unused_imports)]
        use #target as CrosswalkTarget;
    );
    quote! {
        const _: () = {
            #[allow(unused_imports)]
            use #fallback::*;
            #import
            #check
        };
    }
}
