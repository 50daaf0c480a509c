//! The facts both the model and the placeholders of a broken declaration are built from, computed
//! once so that the two never disagree: the source, each crosswalk's name, entries and methods.

use super::names::{self, EntryName, home_name, methods, suffix};
use super::targets::{Primitive, primitive};
use crate::crosswalk::model::{CrosswalkName, Home, Methods, Source};
use crate::crosswalk::parse::{
    Args, Entry, EntryKind, Input, WrittenOutcome, WrittenRepr, WrittenSource,
};
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use crate::source::from_enum::{OrdinalType, fit_ordinals};
use crate::source::repr::IntRepr;
use crate::source::{Fields, SourceVariant};
use proc_macro2::TokenStream;
use quote::ToTokens;

pub struct Resolved {
    pub source: Source,
    pub crosswalks: Vec<ResolvedCrosswalk>,
    pub entries: Ownership,
    /// A declaration's `_ => …` line, every crosswalk's.
    pub wildcard_line: Option<Entry>,
    /// Whether a declaration's line did not parse: the variants it names are then unknown.
    pub unread_lines: bool,
}

pub struct ResolvedCrosswalk {
    pub args: Args,
    /// The name its keyed entries are written with; `None` for an unnamed crosswalk.
    pub entry_name: Option<EntryName>,
    /// A second unnamed crosswalk, reported: it has no entries and no model of its own.
    pub repeats_unnamed: bool,
    pub name: CrosswalkName,
    pub methods: Methods,
    /// Whether some variant (or the `_` line) is rejected, which decides `TryFrom` over `From`.
    pub fallible: bool,
    /// Whether `From`/`TryFrom` is implemented: for an enum's unnamed crosswalk without `vis` (a
    /// trait impl is as public as its types), else on `convert`.
    pub converts: bool,
    /// The target, where it is a primitive type read without `target_ordinal`.
    pub primitive: Option<Primitive>,
}

/// What a variant gives one crosswalk.
#[derive(Clone, Copy)]
pub enum OneEntry<'a> {
    /// Its one entry (whose outcome is `None` when malformed and already reported).
    Found(&'a Entry),
    /// No entry. `already_reported` when the variant has an entry that belongs to no crosswalk
    /// (a misspelt key): "no outcome" would only repeat that error.
    Missing { already_reported: bool },
}

/// Each variant's entries, in variant order, each with the index of the crosswalk it belongs to
/// (`None`: none, reported); without those of a crosswalk a `cfg` switches off in this build.
pub struct Ownership(Vec<Vec<(Entry, Option<usize>)>>);

impl Ownership {
    pub fn of(&self, crosswalk: usize) -> Vec<OneEntry<'_>> {
        let mut own = Vec::with_capacity(self.0.len());
        for entries in &self.0 {
            let mut one = OneEntry::Missing {
                already_reported: false,
            };
            for (entry, its) in entries {
                if *its == Some(crosswalk) {
                    one = OneEntry::Found(entry);
                    break;
                }
                if its.is_none() {
                    one = OneEntry::Missing {
                        already_reported: true,
                    };
                }
            }
            own.push(one);
        }
        own
    }
}

/// Builds the source description and assigns every entry to its crosswalk, reporting the names
/// that collide and the entries that belong to none or repeat one.
pub fn resolve(input: Input, diagnostics: &mut Diagnostics) -> Resolved {
    let Input {
        source,
        crosswalks,
        switched_off,
        entries,
        wildcard_line,
        unread_lines,
    } = input;
    let source = source_of(source, &crosswalks, diagnostics);
    let mut entry_names = names::entry_names(&crosswalks, diagnostics);
    names::check_reserved_names(&source, diagnostics);
    let off_names = names::names_of(&switched_off);
    let declared = source.on_a_holder();
    // A declaration's lines are its one crosswalk's: with it switched off, they are no one's.
    let lines_switched_off = declared && crosswalks.is_empty() && !switched_off.is_empty();
    // A declaration's lines are its one crosswalk's, whatever `name` it gives.
    let unnamed: Vec<_> = crosswalks.iter().map(|_| None).collect();
    let names_to_match = if declared { &unnamed } else { &entry_names };
    let mut by_variant = Vec::with_capacity(entries.len());
    for entries in entries {
        let mut kept = Vec::with_capacity(entries.len());
        for entry in entries {
            if lines_switched_off
                || (!declared && names::switched_off(&entry, &entry_names, &off_names))
            {
                continue;
            }
            let owner = names::owner(&entry, names_to_match, &off_names, diagnostics);
            kept.push((entry, owner));
        }
        by_variant.push(kept);
    }
    let entries = Ownership(by_variant);
    report_second_entries(&source.variants, &entries, names_to_match, diagnostics);
    // A second unnamed crosswalk is reported as such; its entries are the first one's.
    let mut unnamed_seen = false;
    let wildcard_rejects = matches!(&wildcard_line, Some(entry) if rejects(entry));
    let mut resolved = Vec::with_capacity(crosswalks.len());
    for args in crosswalks {
        let index = resolved.len();
        let entry_name = match entry_names.get_mut(index) {
            Some(name) => name.take(),
            None => None,
        };
        let found_rejects =
            |one: &OneEntry| matches!(one, OneEntry::Found(entry) if rejects(entry));
        let fallible = wildcard_rejects || entries.of(index).iter().any(found_rejects);
        let name = match (&entry_name, &source.home) {
            (Some(name), _) => CrosswalkName::Named(name.path.clone()),
            (None, Home::Holder { ident, .. }) => CrosswalkName::Holder(ident.clone()),
            (None, Home::Source { .. }) => CrosswalkName::Primary,
        };
        let converts = args.convert.is_some()
            || (matches!(name, CrosswalkName::Primary) && args.vis.is_none());
        let repeats_unnamed = entry_name.is_none() && unnamed_seen;
        unnamed_seen |= entry_name.is_none();
        resolved.push(ResolvedCrosswalk {
            repeats_unnamed,
            methods: methods(suffix(&args).as_deref(), !fallible, &home_name(&source)),
            primitive: match (&args.target, &args.target_ordinal) {
                (Some(target), None) => primitive(target),
                _ => None,
            },
            entry_name,
            name,
            fallible,
            converts,
            args,
        });
    }
    Resolved {
        source,
        crosswalks: resolved,
        entries,
        wildcard_line,
        unread_lines,
    }
}

fn rejects(entry: &Entry) -> bool {
    matches!(entry.outcome, Some(WrittenOutcome::Reject { .. }))
}

fn source_of(written: WrittenSource, crosswalks: &[Args], diagnostics: &mut Diagnostics) -> Source {
    let runtime = agreed(
        crosswalks,
        |args| {
            let path = args.runtime.as_ref()?;
            Some((path_text(path), path.to_token_stream()))
        },
        "crate",
        diagnostics,
    );
    let runtime = runtime.and_then(|args| args.runtime.clone());
    let runtime = crate::private_path::runtime_or_default(runtime);
    let given = agreed(
        crosswalks,
        |args| {
            let (repr, word) = args.ordinal_type.as_ref()?;
            Some((repr.name().to_owned(), word.to_token_stream()))
        },
        "ordinal_type",
        diagnostics,
    );
    let given = given.and_then(|args| Some(args.ordinal_type.as_ref()?.0));
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
    // A variant with fields has a raw ordinal only where a primitive `#[repr]` gives it one.
    let (mut fieldless, mut known) = (true, true);
    for variant in &variants {
        fieldless &= variant.fields == Fields::Unit;
        known &= variant.ordinal.known().is_some();
    }
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

/// A fact, `what`, that every crosswalk giving it must give alike: the first crosswalk giving it.
fn agreed<'a>(
    crosswalks: &'a [Args],
    given: fn(&Args) -> Option<(String, TokenStream)>,
    what: &str,
    diagnostics: &mut Diagnostics,
) -> Option<&'a Args> {
    let mut first = None;
    for args in crosswalks {
        let Some((text, at)) = given(args) else {
            continue;
        };
        let Some((_, first_text, first_at)) = &first else {
            first = Some((args, text, at));
            continue;
        };
        if text != *first_text {
            diagnostics.error_with_note(
                &at,
                format!("the crosswalks on this enum name different `{what}`s"),
                format!("give `{what} = …` once, or the same on each"),
                first_at,
                "the first is given here".to_owned(),
            );
        }
    }
    Some(first?.0)
}

fn report_second_entries(
    variants: &[SourceVariant],
    ownership: &Ownership,
    names: &[Option<EntryName>],
    diagnostics: &mut Diagnostics,
) {
    for (index, variant) in variants.iter().enumerate() {
        let Some(variant_entries) = ownership.0.get(index) else {
            continue;
        };
        let variant = &variant.ident;
        for (crosswalk, name) in names.iter().enumerate() {
            let own: Vec<&Entry> = (variant_entries.iter())
                .filter_map(|(entry, its)| (*its == Some(crosswalk)).then_some(entry))
                .collect();
            let Some((first, extras)) = own.split_first() else {
                continue;
            };
            let which = match name {
                Some(name) => format!(" in the crosswalk `{}`", name.short),
                None => String::new(),
            };
            for extra in extras {
                let (at, first_at) = match (&first.key, &extra.key) {
                    (Some(first), Some(extra)) => {
                        (extra.to_token_stream(), first.to_token_stream())
                    }
                    _ => (extra.written.clone(), first.written.clone()),
                };
                let first_word = first.kind.word();
                let (message, help, note) = if first.kind != extra.kind {
                    // In the order of `EntryKind`, whichever came first.
                    let (one, other) = if (first.kind as u8) < (extra.kind as u8) {
                        (doing(first.kind), doing(extra.kind))
                    } else {
                        (doing(extra.kind), doing(first.kind))
                    };
                    (
                        format!("`{variant}` cannot both {} and {}{which}", one.0, other.0),
                        "keep one of the two".to_owned(),
                        format!("`{variant}` {} here", doing(first.kind).1),
                    )
                } else if first.kind == EntryKind::To {
                    (
                        format!("a variant maps to one target{which}: `#[to]` is given twice"),
                        "keep one `#[to(…)]`".to_owned(),
                        "first `#[to]` here".to_owned(),
                    )
                } else {
                    (
                        format!("`#[{first_word}]` is given twice{which}"),
                        format!("keep one `#[{first_word}]`"),
                        format!("first `#[{first_word}]` here"),
                    )
                };
                diagnostics.error_with_note(&at, message, help, &first_at, note);
            }
        }
    }
}

/// What an entry of `kind` makes a variant do, and what it did, as the messages say it.
fn doing(kind: EntryKind) -> (&'static str, &'static str) {
    match kind {
        EntryKind::To => ("map (`#[to]`)", "maps"),
        EntryKind::Reject => ("be rejected (`#[reject]`)", "is rejected"),
        EntryKind::Unreachable => (
            "be unreachable (`#[unreachable]`)",
            "is declared unreachable",
        ),
    }
}
