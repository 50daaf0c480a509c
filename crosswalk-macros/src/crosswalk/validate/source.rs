//! The model's source description, built from the source as written: the runtime crate and the
//! ordinal type its crosswalks agree on, each variant's ordinal as that type holds it, and whether
//! a raw ordinal can be translated.

use crate::crosswalk::model::Source;
use crate::crosswalk::parse::{Args, WrittenRepr, WrittenSource};
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use crate::source::Fields;
use crate::source::from_enum::{OrdinalType, fit_ordinals};
use crate::source::repr::IntRepr;
use syn::Path;

/// The model's source description, from the one written and its crosswalks' arguments.
pub fn source_of(
    written: WrittenSource,
    crosswalks: &[Args],
    diagnostics: &mut Diagnostics,
) -> Source {
    let runtime = runtime(crosswalks, diagnostics);
    let given = ordinal_type(crosswalks, diagnostics);
    let (declared, seen) = match written.repr {
        WrittenRepr::Declared(repr) => (repr, true),
        WrittenRepr::Unseen => (None, false),
    };
    let ordinal_type = given.or(declared).unwrap_or(IntRepr::U32);
    let read_as = match given {
        Some(repr) => OrdinalType::Given(repr),
        None => OrdinalType::Declared(ordinal_type),
    };
    let variants = fit_ordinals(written.variants, read_as, diagnostics);
    // A variant with fields has a discriminant only where a primitive `#[repr]` gives it one the
    // macro can read; without one there is no raw ordinal to translate.
    let fieldless = variants
        .iter()
        .all(|variant| variant.fields == Fields::Unit);
    let known = variants
        .iter()
        .all(|variant| variant.ordinal.known().is_some());
    Source {
        path: written.path,
        generics: written.generics,
        home: written.home,
        variants,
        runtime,
        ordinal_type,
        // An ordinal type the enum's definition does not show is checked by const evaluation.
        ordinal_type_given: given.is_some() || !seen,
        raw_ordinals: fieldless || (declared.is_some() && known),
    }
}

/// A fact every crosswalk of one source must agree on: where given (the same on every crosswalk
/// that gives it), the first given; `what` names its key for the message.
fn agreed<'a, T>(
    crosswalks: &'a [Args],
    given: impl Fn(&'a Args) -> Option<(T, String, &'a dyn quote::ToTokens)>,
    what: &str,
    diagnostics: &mut Diagnostics,
) -> Option<T> {
    let mut given = crosswalks.iter().filter_map(given);
    let (first, first_text, first_at) = given.next()?;
    for (_, text, at) in given {
        if text != first_text {
            diagnostics.error_with_note(
                at,
                format!("the crosswalks on this enum name different `{what}`s"),
                format!("give `{what} = …` once, or the same on each"),
                first_at,
                "the first is given here",
            );
        }
    }
    Some(first)
}

/// The runtime crate's path: `crate = …` where given, else `::crosswalk`.
fn runtime(crosswalks: &[Args], diagnostics: &mut Diagnostics) -> Path {
    let given = agreed(
        crosswalks,
        |args| {
            let path = args.runtime.as_ref()?;
            Some((path.clone(), path_text(path), path as &dyn quote::ToTokens))
        },
        "crate",
        diagnostics,
    );
    crate::private_path::runtime_or_default(given)
}

/// `ordinal_type = …`, where given.
fn ordinal_type(crosswalks: &[Args], diagnostics: &mut Diagnostics) -> Option<IntRepr> {
    agreed(
        crosswalks,
        |args| {
            let (repr, word) = args.ordinal_type.as_ref()?;
            Some((*repr, repr.name().to_owned(), word as &dyn quote::ToTokens))
        },
        "ordinal_type",
        diagnostics,
    )
}
