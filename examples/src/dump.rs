//! `dump --format json`: every crosswalk as data, for tools that diff or check it.

use crate::catalog::{Entry, Policy, Row, Silicon, SiliconRow, Target};
use crate::json::Json;

/// The whole document: `{"crosswalks": [...], "silicon": [...]}`, the silicon tables being those
/// of the crosswalks' BIR enums, in the same order.
pub fn document(entries: &[Entry]) -> Json {
    Json::object([
        (
            "crosswalks",
            Json::Array(entries.iter().map(crosswalk).collect()),
        ),
        (
            "silicon",
            Json::Array(
                entries
                    .iter()
                    .flat_map(|entry| &entry.silicon)
                    .map(silicon)
                    .collect(),
            ),
        ),
    ])
}

/// One crosswalk. `table` holds the image's cells as numbers, so a consumer need not decode
/// little-endian bytes to compare it with a `.rodata` dump.
pub fn crosswalk(entry: &Entry) -> Json {
    Json::object([
        ("klr_enum", Json::string(entry.klr_enum)),
        ("bir_enum", Json::string(entry.bir_enum)),
        ("base", Json::Number(entry.base.into())),
        ("policy", policy(entry.policy)),
        (
            "table",
            Json::Array(
                entry
                    .table()
                    .into_iter()
                    .map(|cell| Json::Number(cell.into()))
                    .collect(),
            ),
        ),
        (
            "unreachable",
            Json::Array(entry.unreached.iter().copied().map(target).collect()),
        ),
        (
            "rows",
            Json::Array(entry.rows.iter().map(|klr| row(entry, klr)).collect()),
        ),
    ])
}

/// One BIR → silicon table. `table` holds the byte of each cell, indexed by BIR ordinal, with
/// `null` for a cell that has none; each row says which byte its BIR value becomes, or why none.
pub fn silicon(table: &Silicon) -> Json {
    Json::object([
        ("bir_enum", Json::string(table.bir_enum)),
        ("wire", Json::string(table.wire)),
        (
            "table",
            Json::Array(
                table
                    .cells
                    .iter()
                    .map(|&cell| Json::or_null(cell, |byte| Json::Number(byte.into())))
                    .collect(),
            ),
        ),
        (
            "rows",
            Json::Array(table.rows.iter().map(silicon_row).collect()),
        ),
    ])
}

fn silicon_row(row: &SiliconRow) -> Json {
    Json::object([
        ("bir_ordinal", Json::Number(row.bir.ordinal.into())),
        ("bir_name", Json::string(row.bir.name)),
        (
            "byte",
            Json::or_null(row.outcome.ok(), |byte| Json::Number(byte.into())),
        ),
        (
            "error",
            Json::or_null(row.outcome.err(), |error| Json::String(error.to_string())),
        ),
    ])
}

fn policy(policy: Policy) -> Json {
    match policy {
        Policy::Throw(message) => Json::object([("throw", Json::or_null(message, Json::string))]),
        Policy::Default(value) => Json::object([("default", target(value))]),
    }
}

fn target(target: Target) -> Json {
    Json::object([
        ("bir_ordinal", Json::Number(target.ordinal.into())),
        ("bir_name", Json::string(target.name)),
    ])
}

/// A row keeps all five keys whatever the outcome, with `null` for the absent side, so every row
/// has the same shape. Where the BIR enum has silicon tables, one more key per table, named as the
/// table's `wire`, holds the byte the row's BIR value becomes (`"CoreV4DtypeTag": 14`), or `null`
/// when the row reaches none; the `silicon` table's rows say why.
fn row(entry: &Entry, row: &Row) -> Json {
    let mapped = row.outcome.ok();
    let mut json = Json::object([
        ("klr_ordinal", Json::Number(row.klr_ordinal.into())),
        ("klr_name", Json::string(row.klr_name)),
        (
            "bir_ordinal",
            Json::or_null(mapped, |target| Json::Number(target.ordinal.into())),
        ),
        (
            "bir_name",
            Json::or_null(mapped, |target| Json::string(target.name)),
        ),
        (
            "error",
            Json::or_null(row.outcome.err(), |error| Json::String(error.to_string())),
        ),
    ]);
    if let Json::Object(members) = &mut json {
        members.extend(entry.silicon.iter().map(|table| {
            let byte = mapped
                .and_then(|bir| table.row_of(bir))
                .and_then(|reached| reached.outcome.ok());
            (
                table.wire.to_owned(),
                Json::or_null(byte, |byte| Json::Number(byte.into())),
            )
        }));
    }
    json
}
