//! The facts validation builds the model from and the placeholders of a broken declaration are
//! written from: which crosswalks there are, what each is named and which entries are its own,
//! its methods, whether it converts and whether it can fail. Computed once, with the problems
//! they show reported, so that the two readers never disagree.

use super::by_crosswalk::{OneEntry, report_second_entries};
use super::methods::{home_name, methods, suffix};
use super::names::{self, EntryName};
use super::source::source_of;
use super::targets::{Primitive, implicit_primitive};
use crate::crosswalk::model::{CrosswalkName, Home, Methods, Source};
use crate::crosswalk::parse::{Args, Entry, Input, WrittenOutcome};
use crate::diagnostics::Diagnostics;

/// A declaration with its entries assigned to their crosswalks.
pub struct Resolved {
    pub source: Source,
    /// In the order they are declared.
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
    /// Whether `From`/`TryFrom` between the source and the target is implemented: for an enum's
    /// unnamed crosswalk unless `vis` is given (a trait impl is as public as its types), on
    /// `convert` for any other.
    pub converts: bool,
    /// The target, where it is a primitive type whose literals the macro reads itself (no
    /// `target_ordinal`).
    pub primitive: Option<Primitive>,
}

/// Each variant's entries and the crosswalk each belongs to.
pub struct Ownership {
    /// In variant order, without those of a crosswalk a `cfg` switches off in this build.
    entries: Vec<Vec<Entry>>,
    /// Per variant and entry, the index of its crosswalk; `None` for one that belongs to none
    /// (reported).
    belongs_to: Vec<Vec<Option<usize>>>,
}

impl Ownership {
    /// What each variant gives the crosswalk at `crosswalk`, in variant order: its first entry
    /// (a second is reported in [`resolve`]).
    pub fn of(&self, crosswalk: usize) -> Vec<OneEntry<'_>> {
        self.entries
            .iter()
            .zip(&self.belongs_to)
            .map(|(entries, belongs)| {
                let own = entries
                    .iter()
                    .zip(belongs)
                    .find(|(_, its_crosswalk)| **its_crosswalk == Some(crosswalk));
                match own {
                    Some((entry, _)) => OneEntry::Found(entry),
                    None => OneEntry::Missing {
                        already_reported: belongs.iter().any(Option::is_none),
                    },
                }
            })
            .collect()
    }
}

/// Builds the model's source description and assigns every entry to its crosswalk, reporting the
/// names that collide and the entries that belong to none or repeat one.
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
    let entry_names = names::entry_names(&crosswalks, diagnostics);
    names::check_reserved_names(&source, diagnostics);
    let off_names = names::names_of(&switched_off);
    let declared = matches!(source.home, Home::Holder { .. });
    let entries: Vec<Vec<Entry>> = if !declared {
        entries
            .into_iter()
            .map(|entries| names::without_switched_off(entries, &entry_names, &off_names))
            .collect()
    } else if crosswalks.is_empty() && !switched_off.is_empty() {
        // A declaration's lines are its one crosswalk's: with it switched off, they are no one's.
        entries.iter().map(|_| Vec::new()).collect()
    } else {
        entries
    };
    // A declaration's lines are its one crosswalk's, whatever `name` it gives.
    let unnamed: Vec<Option<EntryName>> = crosswalks.iter().map(|_| None).collect();
    let names_to_match = if declared { &unnamed } else { &entry_names };
    let belongs_to: Vec<Vec<Option<usize>>> = entries
        .iter()
        .map(|entries| names::belongs_to(entries, names_to_match, &off_names, diagnostics))
        .collect();
    report_second_entries(
        &source.variants,
        &entries,
        &belongs_to,
        names_to_match,
        diagnostics,
    );
    let entries = Ownership {
        entries,
        belongs_to,
    };
    // A second unnamed crosswalk is reported as such; its entries are the first one's.
    let first_unnamed = entry_names.iter().position(Option::is_none);
    let wildcard_rejects = wildcard_line.as_ref().is_some_and(rejects);
    let crosswalks = crosswalks
        .into_iter()
        .zip(entry_names)
        .enumerate()
        .map(|(index, (args, entry_name))| {
            let fallible = wildcard_rejects
                || entries.of(index).iter().any(|one| match one {
                    OneEntry::Found(entry) => rejects(entry),
                    OneEntry::Missing { .. } => false,
                });
            let name = match (&entry_name, &source.home) {
                (Some(name), _) => CrosswalkName::Named(name.path.clone()),
                (None, Home::Holder { ident, .. }) => CrosswalkName::Holder(ident.clone()),
                (None, Home::Source { .. }) => CrosswalkName::Primary,
            };
            let converts = match (&args.convert, &name) {
                (_, CrosswalkName::Primary) if args.vis.is_none() => true,
                (convert, _) => convert.is_some(),
            };
            ResolvedCrosswalk {
                repeats_unnamed: entry_name.is_none() && first_unnamed != Some(index),
                methods: methods(suffix(&args).as_deref(), !fallible, &home_name(&source)),
                primitive: implicit_primitive(&args),
                entry_name,
                name,
                fallible,
                converts,
                args,
            }
        })
        .collect();
    Resolved {
        source,
        crosswalks,
        entries,
        wildcard_line,
        unread_lines,
    }
}

fn rejects(entry: &Entry) -> bool {
    matches!(entry.outcome, Some(WrittenOutcome::Reject { .. }))
}
