//! `lower` on the documents the KLR toolchain wrote (`tests/fixtures/klr/`) and on documents in
//! current KLR's field names (`tests/fixtures/klr-current/`), checked value by value against
//! ROSTERS.md and WIRE.md.

mod reference;
mod support;

use crosswalk_examples::cli::{EXIT_OK, EXIT_REFUSED, EXIT_USAGE};
use reference::{fixture, roster, wire, wires_of};
use serde_json::Value;
use support::{run, run_with_stdin};

/// `lower --format json FILE`: the exit code, the values and stderr.
fn lower(path: &str) -> (u8, Vec<Value>, String) {
    let path = fixture(path);
    let output = run(&[
        "lower",
        "--format",
        "json",
        path.to_str().expect("a UTF-8 path"),
    ]);
    let report: Value = serde_json::from_str(&output.stdout).expect("lower prints JSON");
    let values = report["values"].as_array().expect("a values array").clone();
    let errors = values
        .iter()
        .filter(|value| !value["error"].is_null())
        .count();
    assert_eq!(report["errors"], errors);
    (output.code, values, output.stderr)
}

/// Checks a value that lowered against ROSTERS.md (klr and BIR) and WIRE.md (its bytes).
fn assert_as_in_the_reference(value: &Value) {
    let klr_enum = value["klr_enum"]
        .as_str()
        .unwrap()
        .trim_start_matches("klr::");
    let crosswalk = roster(klr_enum);
    let row = crosswalk.row(value["klr_name"].as_str().expect("a klr name"));
    assert_eq!(value["klr_ordinal"], row.klr.0, "{value}");
    assert_eq!(value["bir_enum"], format!("bir::{}", crosswalk.bir_enum));
    let (bir, bir_name) = row.bir.clone().expect("a row that maps");
    assert_eq!(
        (&value["bir_ordinal"], &value["bir_name"]),
        (&Value::from(bir), &Value::from(bir_name))
    );
    assert_eq!(
        value["by_default"],
        row.note.contains("out-of-range policy"),
        "{value}"
    );
    let wires = wires_of(klr_enum);
    let silicon = value["silicon"].as_object().unwrap();
    for (_, _, table) in &wires {
        let byte = wire(*table)[usize::try_from(bir).unwrap()];
        let found = silicon
            .iter()
            .find(|(name, _)| wire_name(*table) == name.as_str());
        assert_eq!(
            found.map(|(_, byte)| byte.as_u64().unwrap()),
            byte.map(u64::from),
            "{value}"
        );
    }
    assert!(silicon.len() <= wires.len());
}

fn wire_name(table: reference::WireTable) -> &'static str {
    match table {
        reference::WireTable::CoreV4 => "CoreV4DtypeTag",
        reference::WireTable::PreV4 => "PreV4DtypeTag",
        reference::WireTable::AluOp => "AluOpByte",
        reference::WireTable::Accumulate => "AccumulateCode",
    }
}

fn paths_of<'a>(values: &'a [Value], klr_enum: &str) -> Vec<&'a str> {
    (values.iter())
        .filter(|value| value["klr_enum"] == klr_enum)
        .map(|value| value["path"].as_str().unwrap())
        .collect()
}

#[test]
fn every_value_of_the_alu_ops_document_lowers_as_the_references_say() {
    let (code, values, stderr) = lower("klr/aluops.json");
    assert_eq!((code, stderr.as_str()), (EXIT_OK, ""));
    values.iter().for_each(assert_as_in_the_reference);
    // The document's 23 `tensorScalar` operators, each with `op0` and `op1`.
    let alu_ops = paths_of(&values, "klr::AluOp");
    for field in [".op0", ".op1"] {
        let count = alu_ops
            .iter()
            .filter(|path| path.ends_with(&format!(".tensorScalar{field}")))
            .count();
        assert_eq!(count, 23, "{field}");
    }
    assert_eq!(
        alu_ops.len(),
        46,
        "the statements' own `op` (`load`) is no ALU op"
    );
    assert_eq!(values[0]["path"], "$.inputs[0].dtype");
}

#[test]
fn the_dtype_documents_lower_as_the_references_say() {
    for document in ["klr/dtypes_str.json", "klr/dtypes_other_ops.json"] {
        let (code, values, stderr) = lower(document);
        assert_eq!((code, stderr.as_str()), (EXIT_OK, ""), "{document}");
        values.iter().for_each(assert_as_in_the_reference);
    }
    // `dtypes_str`: 16 `nl.zeros` results, each with its dtype.
    let (_, values, _) = lower("klr/dtypes_str.json");
    assert_eq!(paths_of(&values, "klr::Dtype").len(), 16);
    assert_eq!(
        values.len(),
        16,
        "its `memset` operators hold no enum value"
    );
}

#[test]
fn a_document_in_current_field_names_lowers_all_five_enums() {
    let (code, values, stderr) = lower("klr-current/five_enums.json");
    assert_eq!((code, stderr.as_str()), (EXIT_OK, ""));
    values.iter().for_each(assert_as_in_the_reference);
    let at = |path: &str| format!("$.body[{path}");
    assert_eq!(
        paths_of(&values, "klr::Dtype"),
        [
            "$.inputs[0].dtype",
            &at("1].oper.op.tensorTensor.dtype"),
            &at("2].oper.op.tensorReduce.dtypeOverride"),
            &at("3].oper.op.tensorScalar.dtype"),
            &at("5].store.dst.dtype")
        ]
    );
    assert_eq!(
        paths_of(&values, "klr::Engine"),
        [
            &at("0].oper.op.activate.engine"),
            &at("1].oper.op.tensorTensor.engine"),
            &at("2].oper.op.tensorReduce.engine"),
            &at("3].oper.op.tensorScalar.engine"),
            &at("4].oper.op.select.engine")
        ]
    );
    let alu = [
        "1].oper.op.tensorTensor.op",
        "2].oper.op.tensorReduce.op",
        "3].oper.op.tensorScalar.op0",
        "3].oper.op.tensorScalar.op1",
        "3].oper.op.tensorScalar.reduceOp",
        "4].oper.op.select.cmpOp",
        "4].oper.op.select.compOp0",
        "4].oper.op.select.compOp1",
    ];
    assert_eq!(paths_of(&values, "klr::AluOp"), alu.map(at));
    assert_eq!(
        paths_of(&values, "klr::ActivationFunc"),
        [
            &at("0].oper.op.activate.activationFunc"),
            &at("4].oper.op.select.activationFunc")
        ]
    );
    let accum = [
        "0].oper.op.activate.accumulatorCmd",
        "2].oper.op.tensorReduce.reduceCmd",
        "3].oper.op.tensorScalar.reduceCommand",
        "4].oper.op.select.reducecmd",
    ];
    assert_eq!(paths_of(&values, "klr::AccumCmd"), accum.map(at));
}

#[test]
fn bad_values_are_reported_with_their_paths_after_everything_else_is_lowered() {
    let (code, values, stderr) = lower("klr-current/errors.json");
    assert_eq!(code, EXIT_REFUSED);
    let failed: Vec<(&str, &str)> = (values.iter())
        .filter_map(|value| Some((value["path"].as_str()?, value["error"].as_str()?)))
        .collect();
    let expected = [
        (
            "$.body[0].tensorTensor.op",
            "unknown variant `plus`, expected one of `abs`",
        ),
        ("$.body[1].tensorScalar.op0", "invalid type: integer `3`"),
        (
            "$.body[2].activate.accumulatorCmd",
            "LoadAccumulate is not supported",
        ),
        ("$.body[3].tensorTensor.op", "average has no ALU_OP byte"),
        ("$.body[3].tensorTensor.engine", "invalid type: sequence"),
        (
            "$.body[4][\"weird key\"].dtype",
            "unknown variant `Float32`",
        ),
    ];
    assert_eq!(failed.len(), expected.len(), "{failed:#?}");
    for ((path, error), (expected_path, expected_error)) in failed.iter().zip(expected) {
        assert_eq!(*path, expected_path);
        assert!(error.starts_with(expected_error), "{path}: {error}");
        assert!(
            stderr.contains(&format!("error: {path}: {error}\n")),
            "{stderr}"
        );
    }
    // The good values beside them are lowered all the same.
    let lowered: Vec<&Value> = values
        .iter()
        .filter(|value| value["error"].is_null())
        .collect();
    lowered.iter().copied().for_each(assert_as_in_the_reference);
    let names: Vec<&str> = lowered
        .iter()
        .map(|value| value["klr_name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["float8_e4m3", "add", "gelu"]);
    // `average` got as far as BIR.
    let average = values
        .iter()
        .find(|value| value["klr_name"] == "average")
        .unwrap();
    assert_eq!(average["bir_name"], "average");
}

#[test]
fn text_output_follows_each_value_through_the_three_spaces() {
    let path = fixture("klr-current/five_enums.json");
    let output = run(&["lower", path.to_str().unwrap()]);
    assert_eq!(output.code, EXIT_OK);
    let lines: Vec<&str> = output.stdout.lines().collect();
    // ROSTERS.md: klr `float8_e4m3` 16 → BIR `float8e4` 4; WIRE.md: 0x0e on both generations.
    assert_eq!(
        lines[0],
        "$.inputs[0].dtype: klr::Dtype float8_e4m3 (16) → bir::Dtype float8e4 (4) → CoreV4 tag 0x0e, pre-V4 tag 0x0e"
    );
    // ROSTERS.md: `unassigned` has no cell; the policy's default is `Unassigned` (0).
    let unassigned = "$.body[3].oper.op.tensorScalar.engine: klr::Engine unassigned (1) → bir::EngineType Unassigned (0), the default for an ordinal with no cell";
    assert!(lines.contains(&unassigned), "{}", output.stdout);
    // Counted by hand in the document, in the order each enum first occurs.
    let summary = "24 values: 5 klr::Dtype, 2 klr::ActivationFunc, 4 klr::AccumCmd, 5 klr::Engine, 8 klr::AluOp; 0 could not be lowered";
    assert_eq!(lines.last(), Some(&summary));
}

#[test]
fn standard_input_is_read_for_a_dash() {
    let output = run_with_stdin(&["lower", "-"], r#"{"op": "is_ge"}"#);
    // WIRE.md's worked example: klr `is_ge` 13 → BIR 21 → ALU_OP 0x14.
    assert!(
        output
            .stdout
            .starts_with("$.op: klr::AluOp is_ge (13) → bir::AluOpType is_ge (21) → ALU_OP 0x14\n")
    );
    assert_eq!(output.code, EXIT_OK);
}

#[test]
fn a_document_that_is_not_json_is_a_usage_error_with_line_and_column() {
    let output = run_with_stdin(&["lower", "-"], "{\"dtype\": \"int8\",\n  oops}");
    assert_eq!((output.stdout.as_str(), output.code), ("", EXIT_USAGE));
    assert_eq!(
        output.stderr,
        "error: - is not JSON: key must be a string at line 2 column 3\n"
    );
    let missing = run(&["lower", "no/such/file.json"]);
    assert_eq!(missing.code, EXIT_USAGE);
    assert!(
        missing
            .stderr
            .starts_with("error: cannot read no/such/file.json: ")
    );
}
