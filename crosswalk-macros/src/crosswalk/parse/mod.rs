//! The first stage: reads the source, each crosswalk's arguments and each variant's entries, from
//! an enum (taking its sibling `#[crosswalk]`s and mapping attributes off it) or a declaration.

pub mod args;
mod declaration;
pub mod entries;
pub mod outcome;
mod written;

pub use args::{Args, Base};
pub use declaration::{DeclarationSyntax, Header, header, parse_declarations, read_declaration};
pub use entries::{Entry, EntryKind};
pub use outcome::{Alias, WrittenOutcome};
pub use written::WrittenCrosswalks;

use crate::crosswalk::configuration::{CROSSWALK_OFF, CROSSWALK_ON};
use crate::crosswalk::model::Home;
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::source::WrittenVariant;
use crate::source::from_enum::{Accepts, written_variants};
use crate::source::repr::{IntRepr, enum_repr};
use proc_macro2::TokenStream;
use syn::{DeriveInput, Meta, Path};

/// What was written, before any cross-checking.
pub struct Input {
    pub source: WrittenSource,
    /// The expanding attribute's first, then its siblings in order.
    pub crosswalks: Vec<Args>,
    /// Those a `cfg` switches off in this build: their entries are dropped, not reported.
    pub switched_off: Vec<Args>,
    /// Each source variant's entries, in variant order.
    pub entries: Vec<Vec<Entry>>,
    /// A declaration's `_ => …` line.
    pub wildcard_line: Option<Entry>,
    /// Whether a declaration's line did not parse: the variants it names are then unknown.
    pub unread_lines: bool,
}

/// The source enum as written: on the enum itself, or as a declaration's lines name it.
pub struct WrittenSource {
    pub path: Path,
    pub generics: syn::Generics,
    pub home: Home,
    pub variants: Vec<WrittenVariant>,
    pub repr: WrittenRepr,
}

/// The source enum's `#[repr]`, which a declaration's source, defined elsewhere, leaves unseen.
pub enum WrittenRepr {
    Declared(Option<IntRepr>),
    Unseen,
}

/// Reads an enum and strips the item of what it read; `written` is its crosswalks.
pub fn parse_enum(
    written: WrittenCrosswalks,
    item: &mut DeriveInput,
    diagnostics: &mut Diagnostics,
) -> Input {
    let (crosswalks, switched_off) = written.into_args();
    let repr = enum_repr(&item.attrs, "#[crosswalk]", diagnostics);
    let accepts = Accepts {
        macro_name: "#[crosswalk]",
        empty: false,
        fields: true,
    };
    let variants = written_variants(item, accepts, diagnostics);
    let mut entries = Vec::new();
    if let syn::Data::Enum(data) = &mut item.data {
        for variant in &mut data.variants {
            entries.push(entries::parse_entries(&mut variant.attrs, diagnostics));
        }
    }
    Input {
        source: WrittenSource {
            path: Path::from(item.ident.clone()),
            generics: item.generics.clone(),
            home: Home::Source {
                visibility: item.vis.clone(),
            },
            variants,
            repr: WrittenRepr::Declared(repr),
        },
        crosswalks,
        switched_off,
        entries,
        wildcard_line: None,
        unread_lines: false,
    }
}

/// The error for an item an earlier `#[crosswalk]` expanded without recognising this attribute
/// (a renamed import) as its sibling: its docs hold `marker`, or it carries the derive's helpers.
pub fn already_expanded(item: &DeriveInput, marker: &str) -> Option<syn::Error> {
    for attribute in &item.attrs {
        let expanded = match &attribute.meta {
            Meta::NameValue(doc) if doc.path.is_ident("doc") => match &doc.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(text),
                    ..
                }) => text.value().contains(marker),
                _ => false,
            },
            meta => meta.path().is_ident(CROSSWALK_ON) || meta.path().is_ident(CROSSWALK_OFF),
        };
        if expanded {
            return Some(error_with_help(
                &TokenStream::new(),
                "this crosswalk was not expanded with the enum's others: an earlier `#[crosswalk]` \
                 took the mapping attributes without recognising this attribute as a crosswalk",
                "write every crosswalk on an enum as `#[crosswalk(…)]` (or `path::crosswalk(…)`); \
                 an import renamed to another name is not recognised",
            ));
        }
    }
    None
}
