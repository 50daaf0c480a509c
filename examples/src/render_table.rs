//! The no-argument output: each crosswalk as a table a reviewer can check against the seed, then
//! each silicon table as one to check against WIRE.md.

use std::fmt::Write as _;

use crate::catalog::{Entry, Policy, Row, Silicon, SiliconRow, Target, WirePolicy};

const ARROW: &str = "→";

/// All crosswalks, one block each, then the silicon tables of their BIR enums, separated by a
/// blank line.
pub fn render_all(entries: &[Entry]) -> String {
    entries
        .iter()
        .map(render)
        .chain(
            entries
                .iter()
                .flat_map(|entry| &entry.silicon)
                .map(render_silicon),
        )
        .collect::<Vec<_>>()
        .join("\n")
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

/// One silicon table: header, one row per BIR variant with its byte, then the bytes several BIR
/// values share and the BIR values with no byte.
pub fn render_silicon(table: &Silicon) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "bir::{} {ARROW} wire::{}", table.bir_enum, table.wire);
    let _ = writeln!(out, "  table:  {} cells, one byte each", table.cells.len());
    let _ = writeln!(out, "  policy: {}", wire_policy(table.policy));
    out.push('\n');

    let bir_width = column_width("BIR name", table.rows.iter().map(|row| row.bir.name));
    let _ = writeln!(
        out,
        "  {:>3}  {:<bir_width$}  {ARROW}  byte  note",
        "BIR", "BIR name"
    );
    for row in &table.rows {
        let byte = row
            .outcome
            .map_or_else(|_| "-".to_owned(), |byte| format!("{byte:#04x}"));
        let line = format!(
            "  {:>3}  {:<bir_width$}  {ARROW}  {byte:>4}  {}",
            row.bir.ordinal,
            row.bir.name,
            silicon_note(table, row),
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push('\n');
    let shared = shared_bytes(table);
    if shared.is_empty() {
        out.push_str("  shared bytes: none\n");
    } else {
        out.push_str("  shared bytes (many-to-one):\n");
        for line in shared {
            let _ = writeln!(out, "    {line}");
        }
    }
    let rejected: Vec<String> = table
        .rows
        .iter()
        .filter(|row| row.outcome.is_err())
        .map(|row| target_label(row.bir))
        .collect();
    let _ = writeln!(
        out,
        "  no byte: {}",
        if rejected.is_empty() {
            "none".to_owned()
        } else {
            rejected.join(", ")
        }
    );
    out
}

fn wire_policy(policy: WirePolicy) -> String {
    match policy {
        WirePolicy::Throw(Some(message)) => format!("throw {message:?}"),
        WirePolicy::Throw(None) => "throw (generated message)".to_owned(),
        WirePolicy::Default(byte) => format!("default {ARROW} {byte:#04x}"),
    }
}

/// A row that shares its byte names the first row with it; a row with no byte quotes why.
fn silicon_note(table: &Silicon, row: &SiliconRow) -> String {
    match row.outcome {
        Ok(byte) => row
            .shares_with
            .and_then(|index| table.rows.get(index))
            .map(|first| format!("shares {byte:#04x} with {}", target_label(first.bir)))
            .unwrap_or_default(),
        Err(error) => format!("rejected: {:?}", error.to_string()),
    }
}

/// `0x0e ← float8e4 (4), float8_e4m3fn (5), float8_e4m3fn_x4 (8)`, one line per byte that more
/// than one BIR value reaches, in the order the bytes first appear.
fn shared_bytes(table: &Silicon) -> Vec<String> {
    table
        .rows
        .iter()
        .filter(|row| row.shares_with.is_none())
        .filter_map(|first| {
            let byte = first.outcome.ok()?;
            let sharing: Vec<String> = table
                .rows
                .iter()
                .filter(|row| row.outcome == Ok(byte))
                .map(|row| target_label(row.bir))
                .collect();
            (sharing.len() > 1).then(|| format!("{byte:#04x} ← {}", sharing.join(", ")))
        })
        .collect()
}

fn column_width<'a>(heading: &str, cells: impl Iterator<Item = &'a str>) -> usize {
    cells
        .map(|cell| cell.chars().count())
        .chain([heading.len()])
        .max()
        .unwrap_or(0)
}
