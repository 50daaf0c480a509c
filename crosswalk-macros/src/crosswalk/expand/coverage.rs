//! A declaration's check that its lines name every variant of the source, which only the compiler
//! can make of an enum of another crate: an exhaustive `match` over the lines' variants, which
//! rustc reports, naming each missing variant, at the declaration's source path. With a `_` line
//! there is nothing to check.

use super::context::Expansion;
use crate::crosswalk::model::{Home, Source};
use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned as _;

pub fn coverage_check(expansion: &Expansion<'_>) -> TokenStream {
    check(expansion.source, expansion.crosswalk.wildcard.is_some())
}

/// The check of a declaration's `source`, `has_wildcard_line` whether it has a `_` line.
pub fn check(source: &Source, has_wildcard_line: bool) -> TokenStream {
    if !matches!(source.home, Home::Holder { .. }) || has_wildcard_line {
        return TokenStream::new();
    }
    let by_reference = source.carries_data().then(|| quote!(&));
    let source_type = super::context::source_type(source);
    let at = source.path.span();
    let variants = source
        .variants
        .iter()
        .map(|variant| super::context::pattern(source, variant));
    // The scrutinee is written at the source path, where rustc reports a missing variant, and
    // names the parameter with its own hygiene (the path may come from another expansion than
    // the declaration, a `macro_rules!` that passes it on): the block takes the path's span,
    // the name only its place.
    let source = Ident::new("source", Span::call_site().located_at(at));
    let mut scrutinee = Group::new(Delimiter::Brace, quote!(#source));
    scrutinee.set_span(at);
    // rustc offers to append the missing arm after the last one, which here would land inside
    // the macro's output; it makes no such offer when the last two arms come from different
    // expansion contexts. A guarded arm covers nothing, so the missing variants are still
    // reported.
    let no_arm_suggestion = quote_spanned!(Span::mixed_site()=> _ if false => {});
    quote! {
        const _: () = {
            #[allow(dead_code, deprecated, overflowing_literals, unreachable_patterns, unused_braces)]
            const fn every_variant_of_the_source_has_a_line(#source: #by_reference #source_type) {
                match #scrutinee {
                    #(#variants => {})*
                    #no_arm_suggestion
                }
            }
        };
    }
}
