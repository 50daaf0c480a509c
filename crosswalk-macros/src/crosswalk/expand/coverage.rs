//! How a declaration reads its source, an enum of another crate the macro cannot see: the check
//! that its lines name every variant (an exhaustive `match`, whose missing variants rustc reports
//! at the source path), and, for a fieldless source, the one cast of a source value to its
//! discriminant, which holds the check: rustc checks a function's patterns only once its types
//! check, so a source that is no fieldless enum is then one error, the cast's.

use crate::crosswalk::model::Source;
use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream};
use syn::spanned::Spanned as _;

/// The check of a declaration's `source` as a function of its own, `has_wildcard_line` whether it
/// has a `_` line.
pub fn check(source: &Source, has_wildcard_line: bool) -> TokenStream {
    let Some(check) = coverage_match(source, has_wildcard_line) else {
        return TokenStream::new();
    };
    let by_reference = source.carries_data().then_some(template!(=> &));
    let source_type = super::context::source_type(source);
    let parameter = parameter(source);
    template! {parameter, by_reference, source_type, check =>
        const _: () = {
            #[allow(dead_code, deprecated, overflowing_literals, unreachable_patterns, unused_braces)]
            const fn every_variant_of_the_source_has_a_line(#parameter: #by_reference #source_type) {
                #check
            }
        };
    }
}

/// The holder's `__crosswalk_ordinal`, every source value's discriminant as an `i128`, for a
/// declaration's fieldless `source`: the only cast of a source value in the expansion.
pub fn source_cast(source: &Source, has_wildcard_line: bool) -> TokenStream {
    let source_type = super::context::source_type(source);
    let parameter = parameter(source);
    let check = coverage_match(source, has_wildcard_line)
        .map(|check| template!(check => if false { #check }));
    // The cast runs from the path's first token to its last, where rustc reports it.
    let at = Span::call_site().located_at(super::context::last_span(&source.path));
    let wide = template_spanned!(at;  => i128);
    let cast = template_spanned!(at; parameter, wide => #parameter as ::core::primitive::#wide);
    template! {parameter, source_type, check, cast =>
        #[doc(hidden)]
        #[allow(deprecated, overflowing_literals, unreachable_patterns, unused_braces)]
        #[inline(always)]
        const fn __crosswalk_ordinal(#parameter: #source_type) -> ::core::primitive::i128 {
            #check
            #cast
        }
    }
}

/// The source value both functions take, at the source path, where rustc reports a missing
/// variant; with its own hygiene, as the path may come from another expansion (a `macro_rules!`).
fn parameter(source: &Source) -> Ident {
    Ident::new("source", Span::call_site().located_at(source.path.span()))
}

/// The exhaustive `match` on the source value over the lines' variants; none with a `_` line,
/// which leaves nothing to check.
fn coverage_match(source: &Source, has_wildcard_line: bool) -> Option<TokenStream> {
    if !source.on_a_holder() || has_wildcard_line {
        return None;
    }
    let at = source.path.span();
    let mut arms = TokenStream::new();
    for variant in &source.variants {
        let pattern = super::context::pattern(source, variant);
        arms.extend(template!(pattern => #pattern => {}));
    }
    // The scrutinee is written at the source path: the block takes the path's span. It lends the
    // value, and the `match` reads the place through the loan: its arms bind nothing, so nothing
    // moves, and the source need not be `Copy` for the cast after it.
    let parameter = parameter(source);
    let mut scrutinee = Group::new(Delimiter::Brace, template!(parameter => &#parameter));
    scrutinee.set_span(at);
    // rustc offers to append a missing arm after the last one, inside the macro's output, unless
    // the last two arms come from different expansion contexts; a guarded arm covers nothing.
    let no_arm_suggestion = template_spanned!(Span::mixed_site();  => _ if false => {});
    let deref = template_spanned!(at;  => *);
    Some(template! {deref, scrutinee, arms, no_arm_suggestion =>
        match #deref #scrutinee {
            #arms
            #no_arm_suggestion
        }
    })
}
