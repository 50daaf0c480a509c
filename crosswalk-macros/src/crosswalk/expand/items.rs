//! One crosswalk's items: the translators, the `Crosswalk` impl, the conversion, the checks.

use super::context::Expansion;
use super::{checks, conversions, coverage, inverse, raw, shared, trait_impl, typed, unreached};
use proc_macro2::TokenStream;
use syn::Ident;

pub fn items(expansion: &Expansion<'_>, table_docs: Option<&syn::Attribute>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let impl_home = super::context::impl_home(expansion.source);
    let shared_definition = shared::definition(expansion);
    let (translate, to_target) = translate(expansion);
    let source = expansion.source;
    let raw = source.raw_ordinals.then(|| translate_ordinal(expansion));
    // A value with fields cannot be made from its kind: nothing goes back.
    let back = (!source.carries_data()).then(|| from_target_methods(expansion));
    // The trait needs source values; a crosswalk without it still names its `name` type, so that a
    // wrong one is reported and a right one is used. Older compilers (1.85, the minimum) count an
    // unnamed constant's uses only where the constant allows `dead_code`.
    let mut impls_and_checks = if source.carries_data() {
        let name = &expansion.crosswalk_type;
        template! {name =>
            #[allow(dead_code)]
            const _: ::core::marker::PhantomData<#name> = ::core::marker::PhantomData;
        }
    } else {
        trait_impl::crosswalk_impl(expansion)
    };
    impls_and_checks.extend(conversions::conversion_impl(expansion));
    impls_and_checks.extend(unreached::unreached_check(expansion));
    impls_and_checks.extend(checks::checks(expansion));
    // A source with fields has no cast to hold the check of its lines.
    if source.carries_data() {
        impls_and_checks.extend(coverage::check(source, crosswalk.wildcard.is_some()));
    }
    impls_and_checks.extend(checks::shared_constants_check(expansion));
    impls_and_checks.extend(checks::number_fit_check(expansion));
    let alias = &crosswalk.methods.target_alias;
    // The path at its last segment with the macro's expansion: a path that is not a type is
    // reported at the name that is not one, with no suggestion to edit it into one (`dyn` before
    // a trait), and the tables' entries, which name the target at the same span, repeat the same
    // diagnostic, which rustc shows once. A `$crate` path resolves by its own span, and keeps it.
    let written = quote::ToTokens::to_token_stream(&crosswalk.target.path);
    let segments = &crosswalk.target.path.segments;
    let dollar_crate = segments.iter().any(|segment| segment.ident == "$crate");
    let target_path = if let Some(tuple) = &crosswalk.target.tuple {
        quote::ToTokens::to_token_stream(tuple)
    } else if dollar_crate {
        written
    } else {
        super::context::respanned(&written, expansion.target_name_span)
    };
    template! {
        alias, target_path, table_docs, impl_home, shared_definition, translate, raw, back,
        to_target, impls_and_checks =>
        #[doc(hidden)]
        #[allow(non_camel_case_types, dead_code)]
        type #alias = #target_path;

        #table_docs
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays)]
        #impl_home {
            #shared_definition

            #translate
            #raw
            #back
            #to_target
        }

        #impls_and_checks
    }
}

/// `translate`, and `to_target` where no variant can be rejected. With the caller's error,
/// `translate`'s body is in a hidden twin giving the runtime's, for the trait and the way back.
fn translate(expansion: &Expansion<'_>) -> (TokenStream, Option<TokenStream>) {
    let crosswalk = expansion.crosswalk;
    let visibility = expansion.visibility();
    let target = &expansion.target_type;
    let private = &expansion.private;
    let methods = &crosswalk.methods;
    let (receiver, value) = expansion.takes_source();
    let words = super::context::words(expansion.source);
    let this = words.value;
    let to_target = methods.to_target.as_ref().map(|to_target| {
        let body = typed::body(expansion, &value, true);
        let doc = format!("Translates {this}; no variant of this crosswalk can be rejected.");
        template! {doc, visibility, to_target, receiver, target, body =>
            #[doc = #doc]
            #[inline]
            #[must_use]
            #visibility const fn #to_target(#receiver) -> #target {
                #body
            }
        }
    });
    let (target_text, place) = (&crosswalk.target.text, words.table_place);
    let doc = format!("Translates {this} into [`{target_text}`] (see the table in {place}).");
    let typed = typed::body(expansion, &value, false);
    let error = &expansion.error_type;
    let errors_doc = expansion.errors_doc("The declared error of a rejected variant");
    let (body, hidden) = if crosswalk.own_error.is_some() {
        let hidden = &super::context::twin(&methods.translate);
        let own_error = expansion.own_error_function();
        let twin = template! {hidden, receiver, target, private, typed, own_error =>
            #[doc(hidden)]
            #[inline(always)]
            const fn #hidden(#receiver) -> ::core::result::Result<#target, #private::Error> {
                #typed
            }

            #own_error
        };
        (expansion.returned(&expansion.call(hidden, &value)), twin)
    } else {
        (typed, TokenStream::new())
    };
    let translate = &methods.translate;
    let translate = template! {
        doc, errors_doc, visibility, translate, receiver, target, error, body, hidden =>
        #[doc = #doc]
        ///
        #errors_doc
        #[inline]
        #[must_use = "a translation that is not used is a table lookup for nothing"]
        #visibility const fn #translate(#receiver) -> ::core::result::Result<#target, #error> {
            #body
        }

        #hidden
    };
    (translate, to_target)
}

fn translate_ordinal(expansion: &Expansion<'_>) -> TokenStream {
    let target = &expansion.target_type;
    let private = &expansion.private;
    let methods = &expansion.crosswalk.methods;
    let errors_doc = expansion.errors_doc("A rejected cell's error, or the `throw` policy's");
    function(
        expansion,
        &template! {errors_doc =>
            /// Translates a raw source ordinal as the original table does: the cell at
            /// `ordinal.wrapping_sub(base)`, or the `on_oob` policy past the end or in a hole.
            ///
            #errors_doc
            #[must_use = "a translation that is not used is a table lookup for nothing"]
        },
        &methods.translate_ordinal,
        [&template!(=> ordinal), &expansion.ordinal_type],
        template!(target, private => ::core::result::Result<#target, #private::Error>),
        raw::translate_ordinal_body(expansion, &template!(=> ordinal)),
        true,
    )
}

fn from_target_methods(expansion: &Expansion<'_>) -> TokenStream {
    let source = &expansion.source_type;
    let methods = &expansion.crosswalk.methods;
    let (keys, flag) = inverse::keys(expansion);
    let wanted = expansion.target_key(&template!(=> target));
    let from_target = function(
        expansion,
        &template! {=>
            /// Goes back: the variant that translates to `target` (for a shared target, the first,
            /// not an `alias` or a `one_way` one), or `None` for a target no variant goes back to.
            #[must_use]
        },
        &methods.from_target,
        [&template!(=> target), &expansion.target_type],
        template!(source => ::core::option::Option<#source>),
        inverse::scan(
            expansion,
            flag.as_ref(),
            &wanted,
            &template!(=> (__key as ::core::primitive::i128)),
        ),
        false,
    );
    // The key cut to a `u32`, as a target's ordinal is its number cut to one.
    let u32 = template!(=> ::core::primitive::u32);
    let found = template!(u32 => (__key as #u32));
    let from_target_ordinal = function(
        expansion,
        &template! {=>
            /// Goes back from a raw target ordinal, in the target's numbering: the variant whose
            /// target has this ordinal, as `from_target` finds it.
            #[must_use]
        },
        &methods.from_target_ordinal,
        [&template!(=> ordinal), &u32],
        template!(source => ::core::option::Option<#source>),
        inverse::scan(expansion, flag.as_ref(), &template!(=> ordinal), &found),
        false,
    );
    template!(keys, from_target, from_target_ordinal => #keys #from_target #from_target_ordinal)
}

/// A translator taking no `self`, its body in its twin where [`Expansion::body_in_twin`].
fn function(
    expansion: &Expansion<'_>,
    docs: &TokenStream,
    name: &Ident,
    [parameter, parameter_type]: [&TokenStream; 2],
    returns: TokenStream,
    body: TokenStream,
    fails: bool,
) -> TokenStream {
    let visibility = expansion.visibility();
    let own_error = fails && expansion.crosswalk.own_error.is_some();
    let (public_returns, public_body, twin) = if expansion.body_in_twin(fails) {
        let hidden = super::context::twin(name);
        let call = template!(hidden, parameter => Self::#hidden(#parameter));
        let twin = template! {hidden, parameter, parameter_type, returns, body =>
            #[doc(hidden)]
            #[inline(always)]
            const fn #hidden(#parameter: #parameter_type) -> #returns {
                #body
            }
        };
        if own_error {
            let (target, error) = (&expansion.target_type, &expansion.error_type);
            let returns = template!(target, error => ::core::result::Result<#target, #error>);
            (returns, expansion.returned(&call), twin)
        } else {
            (returns, call, twin)
        }
    } else {
        (returns, body, TokenStream::new())
    };
    template! {
        docs, visibility, name, parameter, parameter_type, public_returns, public_body, twin =>
        #docs
        #[inline]
        #visibility const fn #name(#parameter: #parameter_type) -> #public_returns {
            #public_body
        }

        #twin
    }
}
