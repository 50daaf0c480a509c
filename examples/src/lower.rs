//! `lower FILE.json`: every value of the five enums in a Core KLR document, found by the field
//! that holds it and followed through all three id-spaces.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;
use serde_json::Value;

use crate::crosswalks::{KlrEnum, Wire, short_path};
use crate::readout::{Member, Walk};

/// Core KLR also calls a statement's operator `op`: a nullary one is one of these names, any other
/// an object (`{"tensorScalar": {…}}`) whose own fields are searched. Neither is an ALU op.
pub const OPERATOR_NAMES: [&str; 3] = ["load", "save", "const"];

/// One value of a klr enum found in the document, and how far it got.
#[derive(Clone, Debug, Serialize)]
pub struct Lowered {
    /// Where it sits, as a JSON path: `$.body[1].store.op.tensorScalar.op0`.
    pub path: String,
    /// The klr enum its field holds: `klr::AluOp`.
    pub klr_enum: &'static str,
    /// Its klr name and ordinal; `None` when the value is no name of that enum.
    pub klr_name: Option<&'static str>,
    /// See `klr_name`.
    pub klr_ordinal: Option<u32>,
    /// The BIR enum of the crosswalk: `bir::AluOpType`.
    pub bir_enum: &'static str,
    /// Its BIR name and ordinal; `None` when it did not get that far.
    pub bir_name: Option<&'static str>,
    /// See `bir_name`.
    pub bir_ordinal: Option<u32>,
    /// The BIR value came from the crosswalk's default policy, not from a cell of its own.
    pub by_default: bool,
    /// The silicon byte of each wire table of the BIR enum that has one, by wire type name.
    pub silicon: BTreeMap<&'static str, u8>,
    /// Why it stopped short, if it did: serde's complaint or the crosswalk's refusal.
    pub error: Option<String>,
    /// `CoreV4 tag 0x0e` or `no ALU_OP byte`, one per wire table, for [`Lowered::line`].
    #[serde(skip)]
    steps: Vec<String>,
}

impl Lowered {
    /// The line `lower` prints: `$.x.op0: klr::AluOp is_ge (13) → bir::AluOpType is_ge (21) →
    /// ALU_OP 0x14`, or what stopped it.
    pub fn line(&self) -> String {
        let (Some(name), Some(ordinal)) = (self.klr_name, self.klr_ordinal) else {
            return format!(
                "{}: {}",
                self.path,
                self.error.as_deref().unwrap_or_default()
            );
        };
        let mut line = format!("{}: {} {name} ({ordinal})", self.path, self.klr_enum);
        let (Some(name), Some(ordinal)) = (self.bir_name, self.bir_ordinal) else {
            let error = self.error.as_deref().unwrap_or_default();
            let _ = write!(line, " → refused: {error}");
            return line;
        };
        let _ = write!(line, " → {} {name} ({ordinal})", self.bir_enum);
        if self.by_default {
            line.push_str(", the default for an ordinal with no cell");
        }
        if !self.steps.is_empty() {
            let _ = write!(line, " → {}", self.steps.join(", "));
        }
        if let Some(error) = &self.error {
            let _ = write!(line, " ({error})");
        }
        line
    }
}

/// Every enum value in `document`, in document order.
pub fn lower(document: &Value) -> Vec<Lowered> {
    let lowerer = KlrEnum::ALL.map(|name| (name, name.walk(), name.wires()));
    let mut found = Vec::new();
    search(document, "$", &lowerer, &mut found);
    found
}

fn search(
    value: &Value,
    path: &str,
    lowerer: &[(KlrEnum, Walk, Vec<Wire>)],
    out: &mut Vec<Lowered>,
) {
    match value {
        Value::Object(members) => {
            for (key, child) in members {
                let path = format!("{path}{}", segment(key));
                let holder = KlrEnum::of_field(key).filter(|_| !is_operator(key, child));
                match holder.and_then(|name| lowerer.iter().find(|(of, ..)| *of == name)) {
                    Some(_) if child.is_null() => {}
                    Some((name, walk, wires)) => {
                        out.push(lower_one(*name, walk, wires, child, path));
                    }
                    None => search(child, &path, lowerer, out),
                }
            }
        }
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                search(item, &format!("{path}[{index}]"), lowerer, out);
            }
        }
        _ => {}
    }
}

fn is_operator(key: &str, value: &Value) -> bool {
    key == "op"
        && match value {
            Value::Object(_) => true,
            Value::String(name) => OPERATOR_NAMES.contains(&name.as_str()),
            _ => false,
        }
}

/// `.dtype`, or `["odd key"]` for a key that is not an identifier.
fn segment(key: &str) -> String {
    let plain = key.starts_with(|first: char| first.is_ascii_alphabetic() || first == '_')
        && key
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
    if plain {
        format!(".{key}")
    } else {
        format!("[{}]", Value::from(key))
    }
}

fn lower_one(name: KlrEnum, walk: &Walk, wires: &[Wire], value: &Value, path: String) -> Lowered {
    let mut lowered = Lowered {
        path,
        klr_enum: short_path(walk.source_path),
        klr_name: None,
        klr_ordinal: None,
        bir_enum: short_path(walk.target_path),
        bir_name: None,
        bir_ordinal: None,
        by_default: false,
        silicon: BTreeMap::new(),
        error: None,
        steps: Vec::new(),
    };
    let klr: Member = match name.from_json(value) {
        Ok(klr) => klr,
        Err(error) => {
            lowered.error = Some(error.to_string());
            return lowered;
        }
    };
    (lowered.klr_name, lowered.klr_ordinal) = (Some(klr.name), Some(klr.ordinal));
    match walk.translate(klr.ordinal) {
        Ok(bir) => {
            (lowered.bir_name, lowered.bir_ordinal) = (Some(bir.name), Some(bir.ordinal));
            lowered.by_default = !walk.has_cell(klr.ordinal);
        }
        Err(error) => {
            lowered.error = Some(error.to_string());
            return lowered;
        }
    }
    for wire in wires {
        match wire.walk.lower(klr.ordinal) {
            Ok(byte) => {
                lowered.silicon.insert(wire.wire_name(), byte);
                lowered.steps.push(format!("{} {byte:#04x}", wire.label));
            }
            Err(error) => {
                lowered.error.get_or_insert_with(|| error.to_string());
                lowered.steps.push(wire.missing.to_owned());
            }
        }
    }
    lowered
}

/// What `lower --format json` prints: every value found, and how many stopped short.
#[derive(Serialize)]
pub struct Report<'a> {
    values: &'a [Lowered],
    errors: usize,
}

impl<'a> Report<'a> {
    /// The report on `values`.
    pub fn new(values: &'a [Lowered]) -> Self {
        let errors = values.iter().filter(|value| value.error.is_some()).count();
        Self { values, errors }
    }
}

/// `95 values: 49 klr::Dtype, 46 klr::AluOp; 0 could not be lowered`.
pub fn summary(values: &[Lowered]) -> String {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for value in values {
        match counts.iter_mut().find(|(name, _)| *name == value.klr_enum) {
            Some((_, count)) => *count += 1,
            None => counts.push((value.klr_enum, 1)),
        }
    }
    let counts: Vec<String> = (counts.iter())
        .map(|(name, count)| format!("{count} {name}"))
        .collect();
    let errors = Report::new(values).errors;
    format!(
        "{} values: {}; {errors} could not be lowered",
        values.len(),
        if counts.is_empty() {
            "none".to_owned()
        } else {
            counts.join(", ")
        }
    )
}
