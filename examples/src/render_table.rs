//! The no-argument output: each crosswalk as a table a reviewer can check against the seed.

use std::fmt::Write as _;

use crate::catalog::{Entry, Policy, Row, Target};

const ARROW: &str = "→";

/// All crosswalks, one block each, separated by a blank line.
pub fn render_all(entries: &[Entry]) -> String {
    entries.iter().map(render).collect::<Vec<_>>().join("\n")
}

/// One crosswalk: header, one row per klr variant, then the BIR values nothing reaches.
pub fn render(entry: &Entry) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} {ARROW} {}", entry.klr_enum, entry.bir_enum);
    let _ = writeln!(out, "  base:   {}", entry.base);
    let _ = writeln!(out, "  table:  {} cells", entry.table().len());
    let _ = writeln!(out, "  policy: {}", policy(entry.policy));
    out.push('\n');

    let klr_width = column_width("klr name", entry.rows.iter().map(|row| row.klr_name));
    let bir_width = column_width(
        "BIR name",
        entry
            .rows
            .iter()
            .filter_map(|row| row.outcome.ok().map(|target| target.name)),
    );
    let _ = writeln!(
        out,
        "  {:>3}  {:<klr_width$}  {ARROW}  {:>3}  {:<bir_width$}  note",
        "klr", "klr name", "BIR", "BIR name"
    );
    for row in &entry.rows {
        let (bir_ordinal, bir_name) = match row.outcome {
            Ok(target) => (target.ordinal.to_string(), target.name),
            Err(_) => ("-".to_owned(), "-"),
        };
        let line = format!(
            "  {:>3}  {:<klr_width$}  {ARROW}  {bir_ordinal:>3}  {bir_name:<bir_width$}  {}",
            row.klr_ordinal,
            row.klr_name,
            note(entry, row),
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push('\n');
    let _ = writeln!(
        out,
        "  unreached BIR targets: {}",
        unreached(&entry.unreached)
    );
    out
}

/// The policy as the seed words it: `throw "message"` or `default → Name (ordinal)`.
pub fn policy(policy: Policy) -> String {
    match policy {
        Policy::Throw(Some(message)) => format!("throw {message:?}"),
        Policy::Throw(None) => "throw (generated message)".to_owned(),
        Policy::Default(target) => format!("default {ARROW} {}", target_label(target)),
    }
}

/// `float8_e8m0fnu (6)`: a BIR value named first, since the name is what a reader looks for.
pub fn target_label(target: Target) -> String {
    format!("{} ({})", target.name, target.ordinal)
}

fn unreached(targets: &[Target]) -> String {
    if targets.is_empty() {
        return "none".to_owned();
    }
    targets
        .iter()
        .copied()
        .map(target_label)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a row deserves a second look: it shares its target, it only reached one through the
/// out-of-range policy, or it has none.
fn note(entry: &Entry, row: &Row) -> String {
    let mut notes = Vec::new();
    if let Some(earlier) = row.alias_of.and_then(|index| entry.rows.get(index)) {
        notes.push(format!(
            "alias of {} ({})",
            earlier.klr_name, earlier.klr_ordinal
        ));
    }
    if !row.in_table {
        let place = if row.klr_ordinal < entry.base {
            "below base"
        } else {
            "past the table"
        };
        let handling = match entry.policy {
            Policy::Default(_) => "default",
            Policy::Throw(_) => "throw",
        };
        notes.push(format!("{place}: {handling}"));
    }
    if let Err(error) = row.outcome {
        let what = match error.kind() {
            crosswalk::ErrorKind::Rejected => "rejected",
            _ => "error",
        };
        notes.push(format!("{what}: {:?}", error.to_string()));
    }
    notes.join("; ")
}

fn column_width<'a>(heading: &str, cells: impl Iterator<Item = &'a str>) -> usize {
    cells
        .map(|cell| cell.chars().count())
        .chain([heading.len()])
        .max()
        .unwrap_or(0)
}
