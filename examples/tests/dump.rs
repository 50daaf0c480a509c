//! `dump --format json` against ROSTERS.md and WIRE.md, read with `serde_json`.

mod reference;
mod support;

use reference::{WireTable, rosters, wire};
use serde_json::{Value, json};
use support::run;

fn document() -> Value {
    let output = run(&["dump", "--format", "json"]);
    assert_eq!((output.code, output.stderr.as_str()), (0, ""));
    serde_json::from_str(&output.stdout).expect("dump prints JSON")
}

#[test]
fn every_crosswalk_is_as_rosters_md_says() {
    let document = document();
    let crosswalks = document["crosswalks"].as_array().unwrap();
    let rosters = rosters();
    assert_eq!(crosswalks.len(), rosters.len());
    for (dumped, roster) in crosswalks.iter().zip(&rosters) {
        assert_eq!(dumped["klr_enum"], roster.klr_enum);
        assert_eq!(dumped["bir_enum"], roster.bir_enum);
        assert_eq!(dumped["base"], roster.base);
        let policy = match (&roster.throw, &roster.default) {
            (Some(message), _) => json!({ "throw": message }),
            (None, Some((ordinal, name))) => {
                json!({ "default": { "bir_ordinal": ordinal, "bir_name": name } })
            }
            (None, None) => unreachable!("ROSTERS.md gives every crosswalk a policy"),
        };
        assert_eq!(dumped["policy"], policy);
        let cells: Vec<u32> = (roster.image.chunks(4))
            .map(|cell| u32::from_le_bytes(cell.try_into().unwrap()))
            .collect();
        assert_eq!(dumped["table"], json!(cells));
        let unreached: Vec<Value> = (roster.unreached.iter())
            .map(|(ordinal, name)| json!({ "bir_ordinal": ordinal, "bir_name": name }))
            .collect();
        assert_eq!(dumped["unreached"], json!(unreached));
        assert_eq!(
            dumped["unreachable"], dumped["unreached"],
            "the older key stays"
        );
        let rows = dumped["rows"].as_array().unwrap();
        assert_eq!(rows.len(), roster.rows.len());
        for (row, expected) in rows.iter().zip(&roster.rows) {
            assert_eq!(
                (&row["klr_ordinal"], &row["klr_name"]),
                (&json!(expected.klr.0), &json!(expected.klr.1))
            );
            let bir = expected.bir.as_ref();
            assert_eq!(row["bir_ordinal"], json!(bir.map(|bir| bir.0)));
            assert_eq!(row["bir_name"], json!(bir.map(|bir| &bir.1)));
            assert_eq!(row["error"].is_null(), bir.is_some());
        }
    }
}

#[test]
fn every_silicon_table_is_as_wire_md_says() {
    let document = document();
    let silicon = document["silicon"].as_array().unwrap();
    let expected = [
        ("Dtype", "CoreV4DtypeTag", WireTable::CoreV4),
        ("Dtype", "PreV4DtypeTag", WireTable::PreV4),
        ("AluOpType", "AluOpByte", WireTable::AluOp),
        (
            "EngineAccumulationType",
            "AccumulateCode",
            WireTable::Accumulate,
        ),
    ];
    assert_eq!(silicon.len(), expected.len());
    for (dumped, (bir_enum, wire_name, table)) in silicon.iter().zip(expected) {
        assert_eq!(
            (&dumped["bir_enum"], &dumped["wire"]),
            (&json!(bir_enum), &json!(wire_name))
        );
        let bytes = wire(table);
        assert_eq!(dumped["table"], json!(bytes));
        for (row, byte) in dumped["rows"].as_array().unwrap().iter().zip(&bytes) {
            assert_eq!(row["byte"], json!(byte));
            assert_eq!(row["error"].is_null(), byte.is_some());
        }
    }
}

#[test]
fn a_crosswalk_row_carries_the_bytes_of_its_bir_value() {
    let document = document();
    // WIRE.md's worked example: klr `float8_e4m3` (16) → BIR `float8e4` (4) → tag 0x0e.
    let e4m3 = &document["crosswalks"][0]["rows"][15];
    assert_eq!(e4m3["klr_name"], "float8_e4m3");
    assert_eq!(
        (&e4m3["CoreV4DtypeTag"], &e4m3["PreV4DtypeTag"]),
        (&json!(0x0e), &json!(0x0e))
    );
}
