//! `dump --format json`: every crosswalk and silicon table as data, for tools that diff or check.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::crosswalks::{KlrEnum, Wire, WireTable, last_segment};
use crate::readout::{Member, OnOutOfRange, Walk};

/// The whole document: the crosswalks, then the silicon tables of their BIR enums.
#[derive(Serialize)]
pub struct Document {
    crosswalks: Vec<Crosswalk>,
    silicon: Vec<Silicon>,
}

/// Builds the document from the shipped crosswalks.
pub fn document() -> Document {
    Document {
        crosswalks: KlrEnum::ALL.iter().map(|name| crosswalk(*name)).collect(),
        silicon: WireTable::ALL
            .iter()
            .map(|table| silicon(&table.read()))
            .collect(),
    }
}

#[derive(Serialize)]
struct Crosswalk {
    klr_enum: &'static str,
    bir_enum: &'static str,
    base: u32,
    policy: Policy,
    /// The image's cells as numbers, to compare with a `.rodata` dump without decoding bytes.
    table: Vec<u32>,
    /// The older name of `unreached`, kept for existing consumers.
    unreachable: Vec<Target>,
    unreached: Vec<Target>,
    rows: Vec<Row>,
}

#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum Policy {
    Throw(Option<&'static str>),
    Default(Target),
    Compute(&'static str),
}

#[derive(Clone, Copy, Serialize)]
struct Target {
    bir_ordinal: u32,
    bir_name: &'static str,
}

impl From<Member> for Target {
    fn from(member: Member) -> Self {
        Self {
            bir_ordinal: member.ordinal,
            bir_name: member.name,
        }
    }
}

/// Every row has every key, `null` on the absent side; one more key per silicon table of the BIR
/// enum, named as its wire type, holds the byte the row reaches (`"CoreV4DtypeTag": 14`).
#[derive(Serialize)]
struct Row {
    klr_ordinal: u32,
    klr_name: &'static str,
    bir_ordinal: Option<u32>,
    bir_name: Option<&'static str>,
    error: Option<String>,
    #[serde(flatten)]
    silicon: BTreeMap<&'static str, Option<u8>>,
}

fn crosswalk(name: KlrEnum) -> Crosswalk {
    let walk: Walk = name.walk();
    let wires = name.wires();
    let unreached: Vec<Target> = walk.unreached.iter().map(|&member| member.into()).collect();
    Crosswalk {
        klr_enum: last_segment(walk.source_path),
        bir_enum: last_segment(walk.target_path),
        base: walk.base,
        policy: match walk.policy {
            OnOutOfRange::Throw(message) => Policy::Throw(message),
            OnOutOfRange::Default(target) => Policy::Default(target.into()),
            OnOutOfRange::Compute(function) => Policy::Compute(function),
        },
        table: walk.table(),
        unreachable: unreached.clone(),
        unreached,
        rows: walk
            .rows
            .iter()
            .map(|row| Row {
                klr_ordinal: row.source.ordinal,
                klr_name: row.source.name,
                bir_ordinal: row.outcome.ok().map(|target| target.ordinal),
                bir_name: row.outcome.ok().map(|target| target.name),
                error: row.outcome.err().map(|error| error.to_string()),
                silicon: (wires.iter())
                    .map(|wire| {
                        let byte = wire.walk.lower(row.source.ordinal).ok();
                        (wire.wire_name(), byte)
                    })
                    .collect(),
            })
            .collect(),
    }
}

#[derive(Serialize)]
struct Silicon {
    bir_enum: &'static str,
    wire: &'static str,
    /// The byte of each cell, by BIR ordinal; `null` where the cell has none.
    table: Vec<Option<u8>>,
    rows: Vec<SiliconRow>,
}

#[derive(Serialize)]
struct SiliconRow {
    bir_ordinal: u32,
    bir_name: &'static str,
    byte: Option<u8>,
    error: Option<String>,
}

fn silicon(wire: &Wire) -> Silicon {
    Silicon {
        bir_enum: last_segment(wire.walk.bir_path),
        wire: wire.wire_name(),
        table: wire.walk.cells.clone(),
        rows: (wire.walk.rows.iter())
            .map(|(bir, outcome)| SiliconRow {
                bir_ordinal: bir.ordinal,
                bir_name: bir.name,
                byte: outcome.as_ref().ok().copied(),
                error: outcome.as_ref().err().map(ToString::to_string),
            })
            .collect(),
    }
}
