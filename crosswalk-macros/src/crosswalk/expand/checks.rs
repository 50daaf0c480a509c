//! The checks validation makes on literal discriminants (below `base`, the cell cap, the ordinal
//! type), made by const evaluation on the discriminants only the compiler knows: each a `const`
//! panic that names the variant.

use super::context::Expansion;
use crate::crosswalk::model::{Base, MAX_CELLS, Number, Outcome, TargetKind, TargetRef};
use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, quote, quote_spanned};
use std::collections::HashSet;

/// The const checks, for a crosswalk whose discriminants or base the macro does not know. The
/// check is written once, in a local `macro_rules!` the variants' names are handed to, so the
/// expansion holds a name per variant rather than a whole check with its messages.
pub fn checks(expansion: &Expansion<'_>) -> TokenStream {
    if expansion.crosswalk.layout.positions.is_some() {
        return TokenStream::new();
    }
    let home = expansion.home();
    let ordinal_type = expansion.ordinal_type();
    // A constant-expression base is read through one function, so that a base that fails to
    // evaluate is reported once, at the expression, and not again at every check that reads it.
    let (base, read_base) = match &expansion.crosswalk.base {
        Base::Number(_) => (expansion.base(), None),
        Base::Expression(_) => {
            let base = expansion.base();
            let read = quote!(const fn __crosswalk_base() -> #ordinal_type { #base });
            (quote!(__crosswalk_base()), Some(read))
        }
    };
    // A variant is read by its place in declaration order, so that its name is written once in the
    // expansion, where an unknown one is reported.
    let source = quote!(#home::__crosswalk_source($index));
    let value = expansion.ordinal_of(&source);
    let from_base = expansion.distance(&value, &base);
    let from_lowest = expansion.distance(&value, &quote!(#home::__CROSSWALK_LOWEST));
    // What a variant's outcome is written as: an attribute on an enum's own variant, a line of a
    // declaration.
    let words = expansion.words();
    let (mapping, rejection) = (words.mapping, words.rejection);
    let base_written = match &expansion.crosswalk.base {
        Base::Number(value) => format!(" = {value}"),
        Base::Expression(_) => String::new(),
    };
    let below = format!(
        "` lies below `base{base_written}`: no table cell holds it, so {mapping} could never be reached through `translate_ordinal`; lower `base` or {rejection}"
    );
    let cap = format!(
        "` is more than {MAX_CELLS} cells from `base` or from the lowest discriminant: a crosswalk is a dense table; renumber the variants so they lie close together"
    );
    let type_name = expansion.source.ordinal_type.name();
    let fits = format!(
        "`'s discriminant does not fit in {type_name}, the crosswalk's ordinal type: give `ordinal_type = …` a type that holds it"
    );
    // Each check is a constant of its own, so that every variant at fault is reported, and at
    // the variant: the check's macro is invoked there.
    let invocations = expansion
        .source
        .variants
        .iter()
        .zip(&expansion.crosswalk.outcomes)
        .enumerate()
        .map(|(index, (variant, outcome))| {
            let variant = &variant.ident;
            let span = proc_macro2::Span::call_site().located_at(variant.span());
            let mapped = matches!(outcome, Outcome::Mapped { .. });
            // Each a constant of its own, so that every variant at fault is reported; invoked in
            // expression position at the variant, where the error then points. The panic macro's
            // path is handed over as tokens, not as a `path` fragment: the invocation in the
            // check then starts with the variant's tokens, and rustc reports the panic there
            // (through a fragment, it reported the first check of each variant at the
            // attribute, where the check's own tokens are).
            let below = mapped.then(|| {
                quote_spanned!(span=> const _: () = __crosswalk_below!(#index #variant [::core::panic]);)
            });
            quote_spanned! {span=>
                #below
                const _: () = __crosswalk_check!(#index #variant [::core::panic]);
            }
        });
    // An ordinal type the source did not declare (`ordinal_type = …`, or another crate's enum)
    // might not hold a discriminant, which `as` would then cut short.
    let fit_check = expansion.source.ordinal_type_given.then(|| {
        let wide = super::context::wide_ordinal_of(expansion.source, &source);
        quote! {
            if #wide != (#value as ::core::primitive::i128) {
                $($panic)*!(::core::concat!("`", ::core::stringify!($variant), #fits));
            }
        }
    });
    // Lints see through a `macro_rules!` declared in the user's crate as if the user had written
    // its body, so the casts of the check (exact below the cell cap) would be reported as theirs,
    // rustc's `trivial_numeric_casts` too, where the ordinal type is its own unsigned twin.
    quote! {
        #[allow(clippy::all, clippy::pedantic, clippy::nursery, clippy::restriction)]
        #[allow(deprecated, overflowing_literals, unused_comparisons, trivial_numeric_casts)]
        // These panics run in the const evaluation of the user's crate, never in the macro: the
        // macro cannot evaluate the discriminants, so a failed check is this compile error, naming
        // the variant (literal discriminants get the macro's own located error instead).
        const _: () = {
            #read_base
            macro_rules! __crosswalk_below {
                ($index:literal $variant:ident [$($panic:tt)*]) => {{
                    if #value < #base {
                        $($panic)*!(::core::concat!("`", ::core::stringify!($variant), #below));
                    }
                }};
            }
            macro_rules! __crosswalk_check {
                ($index:literal $variant:ident [$($panic:tt)*]) => {{
                    #fit_check
                    if (#value >= #base && #from_base >= #MAX_CELLS) || #from_lowest >= #MAX_CELLS {
                        $($panic)*!(::core::concat!("`", ::core::stringify!($variant), #cap));
                    }
                }};
            }
            #(#invocations)*
        };
    }
}

/// For a crosswalk of constant targets, which the macro cannot compare: the rules on shared
/// targets, checked by const evaluation on the targets' numbers (`target_ordinal`), a panic in our
/// words at the first target written.
pub fn shared_constants_check(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    // And for a number type's integer constant expressions, which the macro does not compute.
    let computed = crosswalk
        .outcomes
        .iter()
        .filter_map(Outcome::target)
        .any(|target| matches!(target, TargetRef::Constant { .. }));
    let compared = match crosswalk.target.kind {
        TargetKind::Constants { .. } => true,
        TargetKind::Numbers => computed,
        TargetKind::Variants => false,
    };
    if !compared {
        return TokenStream::new();
    }
    let two_way: Vec<(&syn::Ident, &TargetRef, bool)> = expansion
        .source
        .variants
        .iter()
        .zip(&crosswalk.outcomes)
        .filter_map(|(variant, outcome)| match outcome {
            Outcome::Mapped {
                target,
                alias,
                one_way: false,
            } => Some((&variant.ident, target, *alias)),
            _ => None,
        })
        .collect();
    if two_way.len() < 2 {
        return TokenStream::new();
    }
    let numbers = two_way.iter().map(|(_, target, _)| {
        let value = expansion.target_value(target);
        expansion.target_number(&value, Some(&quote!(::core::primitive::i128)))
    });
    let aliases = two_way.iter().map(|(_, _, alias)| alias);
    let names = two_way.iter().map(|(ident, _, _)| ident.to_string());
    let private = &expansion.private;
    let many_to_one = crosswalk.many_to_one;
    let count = two_way.len();
    // The hash table that finds each mapping's first of the same number, at most half full.
    let slots = (2 * count).next_power_of_two();
    // One check per mapping, at its target, so that the error points at the one to mend.
    let checks = two_way.iter().enumerate().map(|(index, (_, target, _))| {
        let site = target.span();
        // A local of the generated code: the hygiene of every other generated name, the
        // target's place.
        let at_site = proc_macro2::Span::call_site().located_at(site);
        let message = syn::Ident::new("__crosswalk_message", at_site);
        let fail = quote_spanned!(site=> ::core::panic!("{}", #message.as_str()));
        quote_spanned! {site=>
            const _: () = {
                let #message = #private::shared_constant_problem(
                    FIRST, ALIASES, NAMES, #many_to_one, #index,
                );
                if !#message.is_empty() {
                    #fail
                }
            };
        }
    });
    // Each check is an `if … { panic!(…) }` at its target, in the user's code to the linter:
    // `clippy::manual_assert` would ask the user's crate to write it as an `assert!`.
    quote! {
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays, clippy::manual_assert)]
        const _: () = {
            const NUMBERS: [::core::primitive::i128; #count] = [#(#numbers),*];
            // References, which each check reads as one pointer: the check of every mapping
            // reading an array constant would copy the whole array, and check it again.
            const FIRST: &[::core::primitive::usize; #count] =
                &#private::first_with_same_number::<#count, #slots>(&NUMBERS);
            const ALIASES: &[::core::primitive::bool; #count] = &[#(#aliases),*];
            const NAMES: &[&::core::primitive::str; #count] = &[#(#names),*];
            #(#checks)*
        };
    }
}

/// For a crosswalk into a number type: each number read back from the field it is built into,
/// which gives a number the field cannot hold back cut short. The panic is the compile error, in
/// our words at the number, whatever lints the crate allows; the number in the tables is a cast,
/// which the `overflowing_literals` lint does not see, so it is the one error.
pub fn number_fit_check(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    if !matches!(crosswalk.target.kind, TargetKind::Numbers) {
        return TokenStream::new();
    }
    let default = crosswalk.policy.default_target();
    let mut seen = HashSet::new();
    let numbers: Vec<&Number> = crosswalk
        .outcomes
        .iter()
        .chain(&crosswalk.wildcard)
        .filter_map(Outcome::target)
        .chain(default)
        .filter_map(|target| match target {
            TargetRef::Number(number) => Some(number),
            TargetRef::Name(_) | TargetRef::Constant { .. } | TargetRef::Combined { .. } => None,
        })
        .filter(|number| seen.insert((number.negative, number.magnitude)))
        .collect();
    let checks = numbers.iter().map(|number| {
        let message = expansion.number_does_not_fit(&number.text);
        let fail = quote_spanned!(number.span=> ::core::panic!("{}", #message.as_str()));
        let value = expansion.target_value(&TargetRef::Number((*number).clone()));
        let (width, expected) = match (number.negative, number.signed()) {
            (false, _) => (
                quote!(::core::primitive::u128),
                Literal::u128_suffixed(number.magnitude).into_token_stream(),
            ),
            (true, Some(value)) => (
                quote!(::core::primitive::i128),
                quote!((#value as ::core::primitive::i128)),
            ),
            // No integer type holds it.
            (true, None) => return quote!(const _: () = #fail;),
        };
        let read = expansion.target_number(&value, Some(&width));
        quote! {
            #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays, clippy::manual_assert)]
            const _: () = if #read != #expected {
                #fail
            };
        }
    });
    // An integer constant expression is computed in the field's type, so a literal in it that the
    // field cannot hold is rustc's `overflowing_literals`, which the tables allow: written once
    // more here, where the lint stands.
    let mut seen = HashSet::new();
    let expressions = crosswalk
        .outcomes
        .iter()
        .chain(&crosswalk.wildcard)
        .filter_map(Outcome::target)
        .chain(default)
        .filter(|target| {
            matches!(
                target,
                TargetRef::Constant { .. } | TargetRef::Combined { .. }
            )
        })
        .filter(|target| seen.insert(target.key()))
        .map(|target| {
            let value = expansion.target_value(target);
            // In a function never called, so that only the lint, no evaluation, is reported here.
            quote!(const _: () = {
                #[allow(dead_code)]
                fn __crosswalk_fits() {
                    let _ = #value;
                }
            };)
        });
    // One constant per number, so that every number that does not fit is reported.
    quote!(#(#checks)* #(#expressions)*)
}
