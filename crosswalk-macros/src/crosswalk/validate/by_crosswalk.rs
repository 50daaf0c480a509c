//! The one entry each variant gives a crosswalk, and the report of a variant that gives one
//! crosswalk two.

use super::names::EntryName;
use crate::crosswalk::parse::{Entry, EntryKind};
use crate::diagnostics::Diagnostics;
use crate::source::SourceVariant;

/// What a variant gives one crosswalk.
#[derive(Clone, Copy)]
pub enum OneEntry<'a> {
    /// Its one entry (whose outcome is `None` when malformed and already reported).
    Found(&'a Entry),
    /// No entry. `already_reported` when the variant has an entry that belongs to no crosswalk
    /// (a misspelt key): "no outcome" would only repeat that error.
    Missing { already_reported: bool },
}

/// Reports each variant that gives one crosswalk two entries; `belongs_to` is, per variant and
/// entry, the crosswalk the entry belongs to (an index into `names`).
pub fn report_second_entries(
    variants: &[SourceVariant],
    entries: &[Vec<Entry>],
    belongs_to: &[Vec<Option<usize>>],
    names: &[Option<EntryName>],
    diagnostics: &mut Diagnostics,
) {
    for ((variant_entries, belongs), variant) in entries.iter().zip(belongs_to).zip(variants) {
        for (crosswalk, name) in names.iter().enumerate() {
            let mut own = variant_entries
                .iter()
                .zip(belongs)
                .filter(|(_, its_crosswalk)| **its_crosswalk == Some(crosswalk))
                .map(|(entry, _)| entry);
            if let Some(first) = own.next() {
                for extra in own {
                    report_second_entry(first, extra, name.as_ref(), variant, diagnostics);
                }
            }
        }
    }
}

fn report_second_entry(
    first: &Entry,
    extra: &Entry,
    name: Option<&EntryName>,
    variant: &SourceVariant,
    diagnostics: &mut Diagnostics,
) {
    let which = match name {
        Some(name) => format!(" in the crosswalk `{}`", name.short),
        None => String::new(),
    };
    let variant = &variant.ident;
    let (at, first_at): (&dyn quote::ToTokens, &dyn quote::ToTokens) =
        match (&first.key, &extra.key) {
            (Some(first_key), Some(extra_key)) => (extra_key, first_key),
            _ => (&extra.written, &first.written),
        };
    let first_word = first.kind.word();
    let (message, help, note) = if first.kind == extra.kind {
        let (message, help) = if first.kind == EntryKind::To {
            (
                format!("a variant maps to one target{which}: `#[to]` is given twice"),
                "keep one `#[to(…)]`".to_owned(),
            )
        } else {
            (
                format!("`#[{first_word}]` is given twice{which}"),
                format!("keep one `#[{first_word}]`"),
            )
        };
        (message, help, format!("first `#[{first_word}]` here"))
    } else {
        // Named in the order of `EntryKind`: "map and be rejected", whichever came first.
        let (one, other) = if (first.kind as u8) < (extra.kind as u8) {
            (first.kind, extra.kind)
        } else {
            (extra.kind, first.kind)
        };
        (
            format!(
                "`{variant}` cannot both {} and {}{which}",
                doing(one),
                doing(other)
            ),
            "keep one of the two".to_owned(),
            format!("`{variant}` {} here", done(first.kind)),
        )
    };
    diagnostics.error_with_note(at, message, help, first_at, note);
}

fn doing(kind: EntryKind) -> &'static str {
    match kind {
        EntryKind::To => "map (`#[to]`)",
        EntryKind::Reject => "be rejected (`#[reject]`)",
        EntryKind::Unreachable => "be unreachable (`#[unreachable]`)",
    }
}

fn done(kind: EntryKind) -> &'static str {
    match kind {
        EntryKind::To => "maps",
        EntryKind::Reject => "is rejected",
        EntryKind::Unreachable => "is declared unreachable",
    }
}
