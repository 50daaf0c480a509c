//! The first stage: reads what was written into the source description, each crosswalk's
//! arguments and each source variant's entries. From an enum with the attribute, it reads every
//! `#[crosswalk(...)]` (the one being expanded and its siblings, which this expansion takes off
//! the item) and every variant's mapping attributes, and leaves the item free of both; from a
//! declaration apart from the enums, its header and lines.

pub mod args;
mod declaration;
pub mod entries;
pub mod keys;
pub mod outcome;
mod written;

pub use args::{Args, Base};
pub use declaration::{
    DeclarationSyntax, Declared, Header, header, parse_declarations, read_declaration,
};
pub use entries::{Entry, EntryKind};
pub use outcome::{Alias, WrittenOutcome};
pub use written::{WrittenCrosswalk, WrittenCrosswalks, handed_to_derive};

use crate::crosswalk::model::{Home, Source};
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::naming::path_text;
use crate::source::Fields;
use crate::source::from_enum::{Accepts, OrdinalType, enum_variants};
use crate::source::repr::{IntRepr, enum_repr};
use proc_macro2::TokenStream;
use syn::{DeriveInput, Meta, Path};

/// What was written, before any cross-checking.
pub struct Input {
    pub source: Source,
    /// Each crosswalk's arguments: the expanding attribute's first, then its siblings in order.
    pub crosswalks: Vec<Args>,
    /// The arguments of the crosswalks a `cfg` switches off in this build: their entries are
    /// dropped, not reported as belonging to no crosswalk.
    pub switched_off: Vec<Args>,
    /// Each source variant's entries, in variant order.
    pub entries: Vec<Vec<Entry>>,
    /// A declaration's `_ => …` line: the outcome of every source value no line names.
    pub wildcard_line: Option<Entry>,
    /// Whether a declaration's line did not parse: the variants it names are then unknown.
    pub unread_lines: bool,
}

/// Reads an enum's declaration and strips the item of what it read. `written` is every
/// crosswalk written on it, in order.
pub fn parse_enum(
    written: WrittenCrosswalks,
    item: &mut DeriveInput,
    diagnostics: &mut Diagnostics,
) -> Input {
    let (crosswalks, switched_off) = written.into_args();
    let runtime = runtime(&crosswalks, diagnostics);
    let given = ordinal_type(&crosswalks, diagnostics);
    let declared = enum_repr(&item.attrs, "#[crosswalk]", diagnostics);
    let ordinal_type = given.or(declared).unwrap_or(IntRepr::U32);
    let read_as = match given {
        Some(repr) => OrdinalType::Given(repr),
        None => OrdinalType::Declared(ordinal_type),
    };
    let accepts = Accepts {
        macro_name: "#[crosswalk]",
        empty: false,
        fields: true,
    };
    let variants = enum_variants(item, accepts, read_as, diagnostics);
    let mut entries = Vec::new();
    if let syn::Data::Enum(data) = &mut item.data {
        for variant in &mut data.variants {
            entries.push(entries::parse_entries(&variant.attrs, diagnostics));
            variant
                .attrs
                .retain(|attribute| !entries::is_mapping_attribute(attribute));
        }
    }
    // A variant with fields has a discriminant only where a primitive `#[repr]` gives it one the
    // macro can read; without one there is no raw ordinal to translate.
    let fieldless = variants
        .iter()
        .all(|variant| variant.fields == Fields::Unit);
    let known = variants
        .iter()
        .all(|variant| variant.ordinal.known().is_some());
    let raw_ordinals = fieldless || (declared.is_some() && known);
    Input {
        source: Source {
            path: Path::from(item.ident.clone()),
            generics: item.generics.clone(),
            home: Home::Source {
                visibility: item.vis.clone(),
            },
            variants,
            runtime,
            ordinal_type,
            ordinal_type_given: given.is_some(),
            raw_ordinals,
        },
        crosswalks,
        switched_off,
        entries,
        wildcard_line: None,
        unread_lines: false,
    }
}

/// The error for an expansion whose item was already expanded by an earlier `#[crosswalk]` that
/// did not recognise this attribute as its sibling (it was written through a renamed import), or
/// `None` when the item is fresh. An expanded enum's docs hold `marker`; one handed to the hidden
/// derive carries the derive's helper attributes.
pub fn already_expanded(item: &DeriveInput, marker: &str) -> Option<syn::Error> {
    let expanded = handed_to_derive(&item.attrs)
        || item.attrs.iter().any(|attribute| match &attribute.meta {
            Meta::NameValue(doc) if doc.path.is_ident("doc") => match &doc.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(text),
                    ..
                }) => text.value().contains(marker),
                _ => false,
            },
            _ => false,
        });
    expanded.then(|| {
        error_with_help(
            TokenStream::new(),
            "this crosswalk was not expanded with the enum's others: an earlier `#[crosswalk]` took \
             the mapping attributes without recognising this attribute as a crosswalk",
            "write every crosswalk on an enum as `#[crosswalk(…)]` (or `path::crosswalk(…)`); an \
             import renamed to another name is not recognised",
        )
    })
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
            let mut error = error_with_help(
                at,
                format!("the crosswalks on this enum name different `{what}`s"),
                format!("give `{what} = …` once, or the same on each"),
            );
            error.combine(syn::Error::new_spanned(first_at, "the first is given here"));
            diagnostics.push(error);
        }
    }
    Some(first)
}

/// The runtime crate's path: `crate = …` where given, else `::crosswalk`.
pub fn runtime(crosswalks: &[Args], diagnostics: &mut Diagnostics) -> Path {
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
pub fn ordinal_type(crosswalks: &[Args], diagnostics: &mut Diagnostics) -> Option<IntRepr> {
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
