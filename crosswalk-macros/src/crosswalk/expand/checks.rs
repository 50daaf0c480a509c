//! The checks that only const evaluation can make, each a `const` panic in our words: on the
//! discriminants only the compiler knows, on constant targets, on numbers a field must hold.

use super::context::Expansion;
use crate::crosswalk::model::{Base, MAX_CELLS, Number, Outcome, TargetKind, TargetRef};
use crate::template::comma_separated;
use proc_macro2::{Literal, Span, TokenStream, TokenTree};
use std::collections::HashSet;

/// The checks validation makes on literal discriminants (below `base`, the cell cap, the ordinal
/// type), for a crosswalk whose discriminants or base the macro does not know. Written once, in a
/// local `macro_rules!` each variant's name is handed to.
pub fn checks(expansion: &Expansion<'_>) -> TokenStream {
    if expansion.crosswalk.layout.positions.is_some() {
        return TokenStream::new();
    }
    let home = &expansion.home;
    let ordinal_type = &expansion.ordinal_type;
    // A constant-expression base is read through one function, so that a base that fails to
    // evaluate is reported once, at the expression.
    let (base, read_base, base_written) = match &expansion.crosswalk.base {
        Base::Number(value) => (expansion.base.clone(), None, format!(" = {value}")),
        Base::Expression(_) => {
            let base = &expansion.base;
            let read = template!(ordinal_type, base => const fn __crosswalk_base() -> #ordinal_type { #base });
            (template!(=> __crosswalk_base()), Some(read), String::new())
        }
    };
    // A variant is read by its place in declaration order: its name is written once.
    let source = template!(home => #home::__crosswalk_source($index));
    let value = expansion.ordinal_of(&source);
    let from_base = expansion.distance(&value, &base);
    let from_lowest = expansion.distance(&value, &template!(home => #home::__CROSSWALK_LOWEST));
    let words = super::context::words(expansion.source);
    let (mapping, rejection) = (words.mapping, words.rejection);
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
    let mut invocations = TokenStream::new();
    let outcomes = &expansion.crosswalk.outcomes;
    for (index, variant) in expansion.source.variants.iter().enumerate() {
        let variant = &variant.ident;
        let span = Span::call_site().located_at(variant.span());
        // Each a constant of its own, so that every variant at fault is reported, invoked at the
        // variant, where the error then points. The panic's path is handed over as tokens, not a
        // `path` fragment, which rustc reported at the attribute.
        if let Some(Outcome::Mapped { .. }) = outcomes.get(index) {
            invocations.extend(template_spanned!(span; index, variant => const _: () = __crosswalk_below!(#index #variant [::core::panic]);));
        }
        invocations.extend(template_spanned!(span; index, variant => const _: () = __crosswalk_check!(#index #variant [::core::panic]);));
    }
    // An ordinal type the source did not declare (`ordinal_type = …`, or another crate's enum)
    // might not hold a discriminant, which `as` would then cut short.
    let wide = super::context::wide_ordinal_of(expansion.source, &source);
    let fit_check = template! {wide, value, fits =>
        if #wide != (#value as ::core::primitive::i128) {
            $($panic)*!(::core::concat!("`", ::core::stringify!($variant), #fits));
        }
    };
    let fit_check = expansion.source.ordinal_type_given.then_some(fit_check);
    // Lints see a `macro_rules!` of the user's crate as the user's code: its casts are allowed.
    template! {
        read_base, value, base, below, fit_check, from_base, MAX_CELLS, from_lowest, cap,
        invocations =>
        #[allow(clippy::all, clippy::pedantic, clippy::nursery, clippy::restriction)]
        #[allow(deprecated, overflowing_literals, unused_comparisons, trivial_numeric_casts)]
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
            #invocations
        };
    }
}

/// For a crosswalk of constant targets (or a number type's integer constant expressions), which
/// the macro cannot compare: the rules on shared targets, on the targets' numbers.
pub fn shared_constants_check(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    let constant = |outcome: &Outcome| matches!(outcome.target(), Some(TargetRef::Constant { .. }));
    let compared = matches!(crosswalk.target.kind, TargetKind::Constants { .. })
        || (expansion.is_number_type() && crosswalk.outcomes.iter().any(constant));
    if !compared {
        return TokenStream::new();
    }
    let private = &expansion.private;
    let many_to_one = crosswalk.many_to_one;
    // The three lists of the mappings checked.
    let (mut numbers, mut aliases, mut names) = (Vec::new(), Vec::new(), Vec::new());
    let mut checks = TokenStream::new();
    for (variant, outcome) in expansion.source.variants.iter().zip(&crosswalk.outcomes) {
        let Outcome::Mapped {
            target,
            alias,
            one_way: false,
        } = outcome
        else {
            continue;
        };
        let value = expansion.target_value(target);
        let number = expansion.target_number(&value, Some(&template!(=> ::core::primitive::i128)));
        let name = variant.ident.to_string();
        numbers.push(number);
        aliases.push(template!(alias => #alias));
        names.push(template!(name => #name));
        // One check per mapping, at its target, so that the error points at the one to mend,
        // its message named with the hygiene of every other generated name.
        let site = target.span();
        let message = syn::Ident::new("__crosswalk_message", Span::call_site().located_at(site));
        let fail = template_spanned!(site; message => ::core::panic!("{}", #message.as_str()));
        let index = numbers.len() - 1;
        let check = template_spanned! {site; message, private, many_to_one, index, fail =>
            const _: () = {
                let #message = #private::shared_constant_problem(
                    FIRST, ALIASES, NAMES, #many_to_one, #index,
                );
                if !#message.is_empty() {
                    #fail
                }
            };
        };
        checks.extend(check);
    }
    let count = numbers.len();
    if count < 2 {
        return TokenStream::new();
    }
    let (numbers, aliases, names) = (
        comma_separated(numbers),
        comma_separated(aliases),
        comma_separated(names),
    );
    // The hash table that finds each mapping's first of the same number, at most half full.
    let slots = (2 * count).next_power_of_two();
    template! {count, numbers, private, slots, aliases, names, checks =>
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays, clippy::manual_assert)]
        const _: () = {
            const NUMBERS: [::core::primitive::i128; #count] = [#numbers];
            // References: a check reading an array constant would copy the whole array.
            const FIRST: &[::core::primitive::usize; #count] =
                &#private::first_with_same_number::<#count, #slots>(&NUMBERS);
            const ALIASES: &[::core::primitive::bool; #count] = &[#aliases];
            const NAMES: &[&::core::primitive::str; #count] = &[#names];
            #checks
        };
    }
}

/// For a crosswalk into a number type, one constant per target, so that every one at fault is
/// reported: each number read back from its field (cut short if the field cannot hold it; the
/// tables' cast hides it from `overflowing_literals`), a panic in our words at the number; an
/// integer constant expression written once more where the lint, which the tables allow, stands.
pub fn number_fit_check(expansion: &Expansion<'_>) -> TokenStream {
    let crosswalk = expansion.crosswalk;
    if !expansion.is_number_type() {
        return TokenStream::new();
    }
    let (mut numbers, mut expressions) = (TokenStream::new(), TokenStream::new());
    let (mut seen_numbers, mut seen_expressions) = (HashSet::new(), HashSet::new());
    for &target in &expansion.written_targets(crosswalk.policy.default_target()) {
        match target {
            TargetRef::Number(number) if seen_numbers.insert(target.key()) => {
                numbers.extend(number_check(expansion, target, number));
            }
            TargetRef::Constant { .. } | TargetRef::Combined { .. }
                if seen_expressions.insert(target.key()) =>
            {
                let value = expansion.target_value(target);
                // In a function never called, so that only the lint, no evaluation, is reported.
                expressions.extend(template!(value => const _: () = {
                    #[allow(dead_code)]
                    fn __crosswalk_fits() {
                        let _ = #value;
                    }
                };));
            }
            _ => {}
        }
    }
    template!(numbers, expressions => #numbers #expressions)
}

fn number_check(expansion: &Expansion<'_>, target: &TargetRef, number: &Number) -> TokenStream {
    let message = expansion.number_does_not_fit(&number.text);
    let fail = template_spanned!(number.span; message => ::core::panic!("{}", #message.as_str()));
    let value = expansion.target_value(target);
    let (width, expected) = match (number.negative, number.signed()) {
        (false, _) => (
            template!(=> ::core::primitive::u128),
            TokenTree::from(Literal::u128_suffixed(number.magnitude)).into(),
        ),
        (true, Some(value)) => (
            template!(=> ::core::primitive::i128),
            template!(value => (#value as ::core::primitive::i128)),
        ),
        // No integer type holds it.
        (true, None) => return template!(fail => const _: () = #fail;),
    };
    let read = expansion.target_number(&value, Some(&width));
    template! {read, expected, fail =>
        #[allow(deprecated, overflowing_literals, clippy::large_stack_arrays, clippy::manual_assert)]
        const _: () = if #read != #expected {
            #fail
        };
    }
}
