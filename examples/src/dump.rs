//! `dump --format json`: every crosswalk as data, for tools that diff or check it.

use crate::catalog::{Entry, Policy, Row, Target};
use crate::json::Json;

/// The whole document: `{"crosswalks": [...]}`.
pub fn document(entries: &[Entry]) -> Json {
    Json::object([(
        "crosswalks",
        Json::Array(entries.iter().map(crosswalk).collect()),
    )])
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
        ("rows", Json::Array(entry.rows.iter().map(row).collect())),
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
/// has the same shape.
fn row(row: &Row) -> Json {
    let mapped = row.outcome.ok();
    Json::object([
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
    ])
}
