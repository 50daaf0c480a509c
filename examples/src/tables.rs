//! The no-argument output: each crosswalk as a table to check against ROSTERS.md, then each
//! silicon table as one to check against WIRE.md. In prose, a member's name is set in backticks
//! (`` `ALL` (7) ``), so a name that is also a word reads as a name.

use std::fmt::Write as _;

use crate::crosswalks::{KlrEnum, Wire, WireTable, short_path};
use crate::readout::{Member, OnOutOfRange, Row, Walk};

/// Every crosswalk, then every silicon table, separated by blank lines.
pub fn render_all() -> String {
    let crosswalks = KlrEnum::ALL.map(|name| render(&name.walk()));
    let wires = WireTable::ALL.map(|table| render_wire(&table.read()));
    crosswalks
        .into_iter()
        .chain(wires)
        .collect::<Vec<_>>()
        .join("\n")
}

/// `` `float8e4` (4) ``: a member named as a name, then its ordinal.
pub fn quoted(member: Member) -> String {
    format!("`{}` ({})", member.name, member.ordinal)
}

/// One crosswalk: heading, one row per klr variant, then the BIR members nothing reaches.
pub fn render(walk: &Walk) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} → {}",
        short_path(walk.source_path),
        short_path(walk.target_path)
    );
    let _ = writeln!(out, "  base:   {}", walk.base);
    let _ = writeln!(out, "  table:  {} cells", walk.table().len());
    let _ = writeln!(out, "  policy: {}\n", policy(walk.policy));
    let klr_width = width("klr name", walk.rows.iter().map(|row| row.source.name));
    let targets = walk.rows.iter().filter_map(|row| row.outcome.ok());
    let bir_width = width("BIR name", targets.map(|target| target.name));
    let _ = writeln!(
        out,
        "  {:>3}  {:<klr_width$}  →  {:>3}  {:<bir_width$}  note",
        "klr", "klr name", "BIR", "BIR name"
    );
    for row in &walk.rows {
        let (ordinal, name) = match row.outcome {
            Ok(target) => (target.ordinal.to_string(), target.name),
            Err(_) => ("-".to_owned(), "-"),
        };
        let line = format!(
            "  {:>3}  {:<klr_width$}  →  {ordinal:>3}  {name:<bir_width$}  {}",
            row.source.ordinal,
            row.source.name,
            note(walk, row),
        );
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let unreached: Vec<String> = walk.unreached.iter().copied().map(quoted).collect();
    let _ = writeln!(out, "\n  unreached BIR targets: {}", list(&unreached));
    out
}

/// The policy as ROSTERS.md words it: `throw "message"` or ``default → `Unassigned` (0)``.
pub fn policy(policy: OnOutOfRange<Member>) -> String {
    match policy {
        OnOutOfRange::Throw(Some(message)) => format!("throw {message:?}"),
        OnOutOfRange::Throw(None) => "throw (generated message)".to_owned(),
        OnOutOfRange::Default(target) => format!("default → {}", quoted(target)),
        OnOutOfRange::Compute(function) => format!("compute → `{function}(ordinal)`"),
    }
}

/// Why a row deserves a second look: it shares its target, it has no cell, or it is refused.
fn note(walk: &Walk, row: &Row) -> String {
    let mut notes = Vec::new();
    if row.alias {
        let first = walk.rows.iter().find(|first| first.outcome == row.outcome);
        if let Some(first) = first {
            notes.push(format!("alias of {}", quoted(first.source)));
        }
    }
    if !row.in_table {
        let place = if row.source.ordinal < walk.base {
            "below base"
        } else {
            "past the table"
        };
        let handling = match walk.policy {
            OnOutOfRange::Default(_) => "default",
            OnOutOfRange::Throw(_) => "throw",
            OnOutOfRange::Compute(_) => "compute",
        };
        notes.push(format!("{place}: {handling}"));
    }
    if let Err(error) = row.outcome {
        notes.push(format!("rejected: {:?}", error.to_string()));
    }
    notes.join("; ")
}

/// One silicon table: heading, one row per BIR variant with its byte, then the bytes several
/// BIR members share and the members with no byte.
pub fn render_wire(wire: &Wire) -> String {
    let walk = &wire.walk;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} → wire::{}",
        short_path(walk.bir_path),
        wire.wire_name()
    );
    let _ = writeln!(out, "  table:  {} cells, one byte each", walk.cells.len());
    let policy = match walk.policy {
        OnOutOfRange::Throw(Some(message)) => format!("throw {message:?}"),
        OnOutOfRange::Throw(None) => "throw (generated message)".to_owned(),
        OnOutOfRange::Default(byte) => format!("default → {byte:#04x}"),
        OnOutOfRange::Compute(function) => format!("compute → `{function}(ordinal)`"),
    };
    let _ = writeln!(out, "  policy: {policy}\n");
    let bir_width = width("BIR name", walk.rows.iter().map(|(bir, _)| bir.name));
    let _ = writeln!(
        out,
        "  {:>3}  {:<bir_width$}  →  byte  note",
        "BIR", "BIR name"
    );
    for (index, (bir, outcome)) in walk.rows.iter().enumerate() {
        let first = walk
            .rows
            .iter()
            .take(index)
            .find(|(_, other)| other == outcome);
        let (byte, note) = match (outcome, first) {
            (Ok(byte), Some((first, _))) => (
                format!("{byte:#04x}"),
                format!("shares {byte:#04x} with {}", quoted(*first)),
            ),
            (Ok(byte), None) => (format!("{byte:#04x}"), String::new()),
            (Err(error), _) => ("-".to_owned(), format!("rejected: {:?}", error.to_string())),
        };
        let line = format!(
            "  {:>3}  {:<bir_width$}  →  {byte:>4}  {note}",
            bir.ordinal, bir.name
        );
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out.push('\n');
    let shared = shared_bytes(wire);
    if shared.is_empty() {
        out.push_str("  shared bytes: none\n");
    } else {
        out.push_str("  shared bytes (many-to-one):\n");
        for line in shared {
            let _ = writeln!(out, "    {line}");
        }
    }
    let no_byte: Vec<String> = (walk.rows.iter())
        .filter(|(_, outcome)| outcome.is_err())
        .map(|(bir, _)| quoted(*bir))
        .collect();
    let _ = writeln!(out, "  no byte: {}", list(&no_byte));
    out
}

/// `` 0x0e ← `float8e4` (4), `float8_e4m3fn` (5) ``, one line per byte several BIR members reach.
fn shared_bytes(wire: &Wire) -> Vec<String> {
    let rows = &wire.walk.rows;
    let mut lines = Vec::new();
    for (index, (_, outcome)) in rows.iter().enumerate() {
        let Ok(byte) = outcome else { continue };
        if rows.iter().take(index).any(|(_, other)| other == outcome) {
            continue;
        }
        let sharing: Vec<String> = (rows.iter())
            .filter(|(_, other)| other == outcome)
            .map(|(bir, _)| quoted(*bir))
            .collect();
        if sharing.len() > 1 {
            lines.push(format!("{byte:#04x} ← {}", sharing.join(", ")));
        }
    }
    lines
}

fn list(items: &[String]) -> String {
    if items.is_empty() {
        "none".to_owned()
    } else {
        items.join(", ")
    }
}

fn width<'a>(heading: &str, cells: impl Iterator<Item = &'a str>) -> usize {
    cells
        .map(|cell| cell.chars().count())
        .chain([heading.len()])
        .max()
        .unwrap_or(0)
}
