//! The silicon layer of the example (klr → BIR → byte), checked against WIRE.md.
//!
//! Every expected value here is transcribed from `shared/reference/WIRE.md` (the bytes) and
//! `ROSTERS.md` (the klr → BIR cells and the BIR names), never read from the crate.

use crosswalk_examples::cli::{self, EXIT_OK, EXIT_TRANSLATION_ERROR, Output};

fn run(args: &[&str]) -> Output {
    cli::run(args)
}

fn assert_success(args: &[&str], stdout: &str) {
    let output = run(args);
    assert_eq!(output.stdout, stdout, "{args:?}");
    assert_eq!(output.stderr, "", "{args:?}");
    assert_eq!(output.code, EXIT_OK, "{args:?}");
}

// ---- WIRE.md and ROSTERS.md, transcribed -------------------------------------------------------

/// ROSTERS.md: the BIR `Dtype` roster, by BIR ordinal.
const BIR_DTYPE: [&str; 20] = [
    "uint8",
    "int8",
    "float4_e2m1fn_x4",
    "float8e3",
    "float8e4",
    "float8_e4m3fn",
    "float8_e8m0fnu",
    "float8e5",
    "float8_e4m3fn_x4",
    "float8_e5m2_x4",
    "uint16",
    "int16",
    "bfloat16",
    "float16",
    "uint32",
    "int32",
    "float32",
    "float32r",
    "uint64",
    "int64",
];

/// WIRE.md: the CoreV4 dtype tags (`byte_1DFBAD0`), by BIR ordinal.
const CORE_V4: [u8; 20] = [
    0x03, 0x02, 0x10, 0x0d, 0x0e, 0x0e, 0x03, 0x0f, 0x0e, 0x0f, 0x05, 0x04, 0x06, 0x07, 0x09, 0x08,
    0x0a, 0x0b, 0x01, 0x0c,
];

/// WIRE.md: the pre-V4 dtype tags (`byte_1DF5760`), by BIR ordinal.
const PRE_V4: [u8; 20] = [
    0x03, 0x02, 0x05, 0x0d, 0x0e, 0x0e, 0x03, 0x0f, 0x0e, 0x0f, 0x05, 0x04, 0x06, 0x07, 0x09, 0x08,
    0x0a, 0x0b, 0x01, 0x0c,
];

/// ROSTERS.md: the BIR ordinal of klr dtype 1, 2, … 20.
const KLR_DTYPE_TO_BIR: [usize; 20] = [
    12, 3, 4, 7, 13, 16, 17, 1, 11, 19, 15, 0, 10, 14, 18, 4, 5, 9, 8, 2,
];

/// ROSTERS.md: the BIR `AluOpType` roster, by BIR ordinal.
const BIR_ALU_OP: [&str; 33] = [
    "bypass",
    "bitwise_not",
    "arith_shift_left",
    "arith_shift_right",
    "add",
    "subtract",
    "mult",
    "divide",
    "max",
    "min",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "logical_and",
    "logical_or",
    "logical_xor",
    "logical_shift_left",
    "logical_shift_right",
    "is_equal",
    "not_equal",
    "is_gt",
    "is_ge",
    "is_lt",
    "is_le",
    "average",
    "elemwise_mul",
    "pow",
    "mod",
    "rsqrt",
    "abs",
    "abs_max",
    "abs_min",
    "mod_int",
];

/// WIRE.md: the CoreV4 `ALU_OP` byte of each BIR ALU op; `None` is "ERR".
const ALU_OP: [Option<u8>; 33] = [
    Some(0x00),
    Some(0x01),
    Some(0x02),
    Some(0x03),
    Some(0x04),
    Some(0x05),
    Some(0x06),
    Some(0x07),
    Some(0x08),
    Some(0x09),
    Some(0x0a),
    Some(0x0b),
    Some(0x0c),
    Some(0x0d),
    Some(0x0e),
    Some(0x0f),
    Some(0x10),
    Some(0x11),
    Some(0x12),
    Some(0x18),
    Some(0x13),
    Some(0x14),
    Some(0x16),
    Some(0x15),
    None,
    None,
    Some(0x1a),
    Some(0x1b),
    Some(0x1d),
    Some(0x19),
    Some(0x20),
    Some(0x21),
    Some(0xc8),
];

/// ROSTERS.md: the BIR ordinal of klr ALU op 1, 2, … 29.
const KLR_ALU_OP_TO_BIR: [usize; 29] = [
    29, 4, 2, 3, 24, 10, 1, 11, 12, 0, 7, 18, 21, 20, 23, 22, 13, 14, 16, 17, 15, 8, 9, 27, 6, 19,
    26, 28, 5,
];

/// ROSTERS.md: the BIR `EngineAccumulationType` roster.
const BIR_ACCUMULATION: [&str; 6] = [
    "Idle",
    "Zero",
    "Accumulate",
    "ZeroAccumulate",
    "AddAccumulate",
    "LoadAccumulate",
];

/// WIRE.md: the accumulate wire code of each BIR accumulation type; `None` is "ERR".
const ACCUMULATE: [Option<u8>; 6] = [Some(0), Some(1), None, Some(3), Some(2), Some(4)];

/// ROSTERS.md: the BIR ordinal of klr `AccumCmd` 1 … 4 (5, `LoadAccumulate`, is rejected).
const KLR_ACCUM_TO_BIR: [usize; 4] = [0, 1, 4, 3];

/// The messages the crate declares for the WIRE.md "ERR" cells.
const AVERAGE_HAS_NO_BYTE: &str = "average has no ALU_OP byte: it has a dedicated opcode";
const ELEMWISE_MUL_HAS_NO_BYTE: &str = "elemwise_mul has no ALU_OP byte: it has a dedicated opcode";
const ACCUMULATE_HAS_NO_CODE: &str = "Accumulate has no accumulate wire code";

// ---- translate ---------------------------------------------------------------------------------

#[test]
fn worked_examples_of_wire_md_end_to_end() {
    // klr `AluOp::is_ge` = 13 → BIR `AluOpType::is_ge` = 21 → ALU_OP byte 0x14 (20).
    assert_success(
        &["translate", "aluop", "13"],
        "aluop 13 → bir is_ge (21) → ALU_OP 0x14\n",
    );
    // klr `Dtype::float8_e4m3` = 16 → BIR `Dtype::float8e4` = 4 → CoreV4 tag 0x0e (14).
    assert_success(
        &["translate", "dtype", "16"],
        "dtype 16 → bir float8e4 (4) → CoreV4 tag 0x0e, pre-V4 tag 0x0e\n",
    );
    // klr `AccumCmd::Accumulate` = 3 → BIR `AddAccumulate` = 4 → wire 2.
    assert_success(
        &["translate", "accumcmd", "3"],
        "accumcmd 3 → bir AddAccumulate (4) → accumulate wire 0x02\n",
    );
}

#[test]
fn the_two_generations_differ_only_at_float4() {
    assert_success(
        &["translate", "dtype", "20"],
        "dtype 20 → bir float4_e2m1fn_x4 (2) → CoreV4 tag 0x10, pre-V4 tag 0x05\n",
    );
}

#[test]
fn every_klr_dtype_reaches_both_tags() {
    for (klr, &bir) in (1..).zip(&KLR_DTYPE_TO_BIR) {
        assert_success(
            &["translate", "dtype", &klr.to_string()],
            &format!(
                "dtype {klr} → bir {} ({bir}) → CoreV4 tag {:#04x}, pre-V4 tag {:#04x}\n",
                BIR_DTYPE[bir], CORE_V4[bir], PRE_V4[bir]
            ),
        );
    }
}

#[test]
fn every_klr_alu_op_reaches_its_byte_or_says_why_not() {
    for (klr, &bir) in (1..).zip(&KLR_ALU_OP_TO_BIR) {
        let args = ["translate", "aluop", &klr.to_string()];
        let reached = format!("aluop {klr} → bir {} ({bir}) → ", BIR_ALU_OP[bir]);
        match ALU_OP[bir] {
            Some(byte) => assert_success(&args, &format!("{reached}ALU_OP {byte:#04x}\n")),
            None => {
                let output = run(&args);
                assert_eq!(output.stdout, format!("{reached}no ALU_OP byte\n"));
                assert_eq!(output.stderr, format!("{AVERAGE_HAS_NO_BYTE}\n"));
                assert_eq!(output.code, EXIT_TRANSLATION_ERROR);
            }
        }
    }
}

#[test]
fn every_klr_accum_cmd_reaches_its_code() {
    for (klr, &bir) in (1..).zip(&KLR_ACCUM_TO_BIR) {
        let code = ACCUMULATE[bir].expect("every klr AccumCmd that lowers has a code");
        assert_success(
            &["translate", "accumcmd", &klr.to_string()],
            &format!(
                "accumcmd {klr} → bir {} ({bir}) → accumulate wire {code:#04x}\n",
                BIR_ACCUMULATION[bir]
            ),
        );
    }
}

#[test]
fn a_silicon_rejection_keeps_the_path_so_far_and_exits_1() {
    let output = run(&["translate", "aluop", "5"]);
    assert_eq!(
        output.stdout,
        "aluop 5 → bir average (24) → no ALU_OP byte\n"
    );
    assert_eq!(output.stderr, format!("{AVERAGE_HAS_NO_BYTE}\n"));
    assert_eq!(output.code, EXIT_TRANSLATION_ERROR);
}

#[test]
fn a_bir_rejection_still_prints_only_the_message() {
    let output = run(&["translate", "accumcmd", "5"]);
    assert_eq!(output.stdout, "");
    assert_eq!(output.stderr, "LoadAccumulate is not supported\n");
    assert_eq!(output.code, EXIT_TRANSLATION_ERROR);
}

#[test]
fn usage_documents_the_silicon_failure_and_the_wire_tables() {
    let usage = run(&["help"]).stdout;
    assert!(usage.contains("aluop 5 → bir average (24) → no ALU_OP byte"));
    assert!(usage.contains("dtype-corev4, dtype-prev4,"));
    assert!(usage.contains("aluop-wire, accumcmd-wire"));
    assert!(usage.contains("ff where a cell has no byte"));
}

// ---- hex ---------------------------------------------------------------------------------------

#[test]
fn hex_of_the_core_v4_tags_is_wire_md_through_xxd() {
    // `echo 03 02 10 0d … 01 0c | xxd -r -p | xxd`
    assert_success(
        &["hex", "dtype-corev4"],
        "\
00000000: 0302 100d 0e0e 030f 0e0f 0504 0607 0908  ................
00000010: 0a0b 010c                                ....
",
    );
}

#[test]
fn hex_of_the_pre_v4_tags_is_wire_md_through_xxd() {
    assert_success(
        &["hex", "dtype-prev4"],
        "\
00000000: 0302 050d 0e0e 030f 0e0f 0504 0607 0908  ................
00000010: 0a0b 010c                                ....
",
    );
}

#[test]
fn hex_of_the_alu_op_bytes_shows_err_cells_as_ff() {
    // average (24) and elemwise_mul (25) have no byte: `ffff` at offset 0x18.
    assert_success(
        &["hex", "aluop-wire"],
        "\
00000000: 0001 0203 0405 0607 0809 0a0b 0c0d 0e0f  ................
00000010: 1011 1218 1314 1615 ffff 1a1b 1d19 2021  .............. !
00000020: c8                                       .
",
    );
}

#[test]
fn hex_of_the_accumulate_codes_shows_the_err_cell_as_ff() {
    assert_success(
        &["hex", "accumcmd-wire"],
        "00000000: 0001 ff03 0204                           ......\n",
    );
}

#[test]
fn hex_table_names_ignore_case() {
    assert_eq!(
        run(&["hex", "DType-CoreV4"]).stdout,
        run(&["hex", "dtype-corev4"]).stdout
    );
    assert_eq!(
        run(&["hex", "ALUOP-WIRE"]).stdout,
        run(&["hex", "aluop-wire"]).stdout
    );
}

// ---- the tables --------------------------------------------------------------------------------

/// The block of the no-argument output that starts with `header`, up to the next block's header.
fn block<'a>(text: &'a str, header: &str) -> &'a str {
    let start = text
        .find(header)
        .unwrap_or_else(|| panic!("no block {header:?}"));
    let rest = &text[start..];
    let end = rest[header.len()..]
        .find("\n\nbir::")
        .map_or(rest.len(), |end| header.len() + end + 1);
    &rest[..end]
}

/// The byte column of the row for `bir`: `0x0e`, or `-` for none.
fn byte_column(block: &str, bir: usize, name: &str) -> String {
    let prefix = format!("{bir:>5}  {name} ");
    let line = block
        .lines()
        .find(|line| line.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no row {prefix:?} in\n{block}"));
    let fields: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(fields[2], "→", "{line}");
    fields[3].to_owned()
}

fn shown(byte: Option<u8>) -> String {
    byte.map_or_else(|| "-".to_owned(), |byte| format!("{byte:#04x}"))
}

#[test]
fn the_silicon_tables_follow_the_five_crosswalks() {
    let text = run(&[]).stdout;
    let headers = [
        "AccumCmd → EngineAccumulationType\n",
        "bir::Dtype → wire::CoreV4DtypeTag\n",
        "bir::Dtype → wire::PreV4DtypeTag\n",
        "bir::AluOpType → wire::AluOpByte\n",
        "bir::EngineAccumulationType → wire::AccumulateCode\n",
    ];
    let at: Vec<usize> = headers
        .iter()
        .map(|header| text.find(header).unwrap_or_else(|| panic!("no {header:?}")))
        .collect();
    assert!(at.is_sorted(), "{at:?}");
}

#[test]
fn every_bir_dtype_shows_its_wire_md_tags() {
    let text = run(&[]).stdout;
    for (header, tags) in [
        ("bir::Dtype → wire::CoreV4DtypeTag\n", CORE_V4),
        ("bir::Dtype → wire::PreV4DtypeTag\n", PRE_V4),
    ] {
        let block = block(&text, header);
        assert!(
            block.contains("  table:  20 cells, one byte each\n"),
            "{block}"
        );
        for (bir, name) in BIR_DTYPE.iter().enumerate() {
            assert_eq!(
                byte_column(block, bir, name),
                shown(Some(tags[bir])),
                "{header}"
            );
        }
    }
}

#[test]
fn the_dtype_tables_note_their_many_to_one_sharing() {
    let text = run(&[]).stdout;
    let core_v4 = block(&text, "bir::Dtype → wire::CoreV4DtypeTag\n");
    let pre_v4 = block(&text, "bir::Dtype → wire::PreV4DtypeTag\n");
    let common = concat!(
        "  shared bytes (many-to-one):\n",
        "    0x03 ← uint8 (0), float8_e8m0fnu (6)\n",
    );
    let e4m3_and_e5m2 = concat!(
        "    0x0e ← float8e4 (4), float8_e4m3fn (5), float8_e4m3fn_x4 (8)\n",
        "    0x0f ← float8e5 (7), float8_e5m2_x4 (9)\n",
        "  no byte: none\n",
    );
    assert!(
        core_v4.ends_with(&format!("{common}{e4m3_and_e5m2}")),
        "{core_v4}"
    );
    assert!(
        pre_v4.ends_with(&format!(
            "{common}    0x05 ← float4_e2m1fn_x4 (2), uint16 (10)\n{e4m3_and_e5m2}"
        )),
        "{pre_v4}"
    );
    let row = |block: &str, start: &str| {
        block
            .lines()
            .find(|line| line.trim_start().starts_with(start))
            .unwrap_or_else(|| panic!("no row {start:?}"))
            .to_owned()
    };
    assert!(row(core_v4, "8  float8_e4m3fn_x4 ").ends_with("shares 0x0e with float8e4 (4)"));
    assert!(row(core_v4, "4  float8e4 ").ends_with("→  0x0e"));
    assert!(row(pre_v4, "10  uint16 ").ends_with("shares 0x05 with float4_e2m1fn_x4 (2)"));
    assert!(row(core_v4, "10  uint16 ").ends_with("→  0x05"));
}

#[test]
fn every_bir_alu_op_shows_its_wire_md_byte() {
    let text = run(&[]).stdout;
    let block = block(&text, "bir::AluOpType → wire::AluOpByte\n");
    assert!(block.contains("  table:  33 cells, one byte each\n"));
    for (bir, name) in BIR_ALU_OP.iter().enumerate() {
        assert_eq!(byte_column(block, bir, name), shown(ALU_OP[bir]), "{name}");
    }
    for (bir, name, message) in [
        (24, "average", AVERAGE_HAS_NO_BYTE),
        (25, "elemwise_mul", ELEMWISE_MUL_HAS_NO_BYTE),
    ] {
        let line = format!("{bir:>5}  {name:<19}  →     -  rejected: {message:?}\n");
        assert!(block.contains(&line), "{line:?}");
    }
    assert!(block.ends_with(concat!(
        "  shared bytes: none\n",
        "  no byte: average (24), elemwise_mul (25)\n",
    )));
}

#[test]
fn the_accumulate_table_in_full() {
    let text = run(&[]).stdout;
    assert!(
        text.ends_with(
            "
bir::EngineAccumulationType → wire::AccumulateCode
  table:  6 cells, one byte each
  policy: throw (generated message)

  BIR  BIR name        →  byte  note
    0  Idle            →  0x00
    1  Zero            →  0x01
    2  Accumulate      →     -  rejected: \"Accumulate has no accumulate wire code\"
    3  ZeroAccumulate  →  0x03
    4  AddAccumulate   →  0x02
    5  LoadAccumulate  →  0x04

  shared bytes: none
  no byte: Accumulate (2)
"
        ),
        "{text}"
    );
}

// ---- dump --format json ------------------------------------------------------------------------

fn dump() -> String {
    let output = run(&["dump", "--format", "json"]);
    assert_eq!(output.code, EXIT_OK);
    assert_eq!(output.stderr, "");
    output.stdout
}

/// `[3, 2, 16, …]`, `null` for `None`.
fn json_table(cells: impl IntoIterator<Item = Option<u8>>) -> String {
    let cells: Vec<String> = cells
        .into_iter()
        .map(|cell| cell.map_or_else(|| "null".to_owned(), |byte| byte.to_string()))
        .collect();
    format!("[{}]", cells.join(", "))
}

#[test]
fn dump_has_one_silicon_object_per_wire_table() {
    let json = dump();
    let silicon = json
        .find("\n  \"silicon\": [\n")
        .expect("a top-level silicon array");
    assert!(silicon > json.find("\n  \"crosswalks\": [\n").expect("crosswalks"));
    for (bir_enum, wire, table) in [
        ("Dtype", "CoreV4DtypeTag", json_table(CORE_V4.map(Some))),
        ("Dtype", "PreV4DtypeTag", json_table(PRE_V4.map(Some))),
        ("AluOpType", "AluOpByte", json_table(ALU_OP)),
        (
            "EngineAccumulationType",
            "AccumulateCode",
            json_table(ACCUMULATE),
        ),
    ] {
        let head = format!(
            "    {{\n      \"bir_enum\": \"{bir_enum}\",\n      \"wire\": \"{wire}\",\n      \"table\": {table},\n      \"rows\": [\n"
        );
        let at = json.find(&head).unwrap_or_else(|| panic!("missing {head}"));
        assert!(at > silicon, "{wire} is not in the silicon array");
    }
    assert_eq!(json.matches("\"wire\": ").count(), 4);
}

#[test]
fn dump_spells_out_the_wire_md_tables_literally() {
    let json = dump();
    for table in [
        r#""table": [3, 2, 16, 13, 14, 14, 3, 15, 14, 15, 5, 4, 6, 7, 9, 8, 10, 11, 1, 12]"#,
        r#""table": [3, 2, 5, 13, 14, 14, 3, 15, 14, 15, 5, 4, 6, 7, 9, 8, 10, 11, 1, 12]"#,
        r#""table": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 24, 19, 20, 22, 21, null, null, 26, 27, 29, 25, 32, 33, 200]"#,
        r#""table": [0, 1, null, 3, 2, 4]"#,
    ] {
        assert!(json.contains(table), "missing {table}");
    }
}

#[test]
fn dump_silicon_rows_have_the_byte_or_the_error() {
    let json = dump();
    for (names, bytes) in [
        (&BIR_DTYPE[..], &CORE_V4.map(Some)[..]),
        (&BIR_DTYPE[..], &PRE_V4.map(Some)[..]),
        (&BIR_ALU_OP[..], &ALU_OP[..]),
        (&BIR_ACCUMULATION[..], &ACCUMULATE[..]),
    ] {
        for (bir, (name, byte)) in names.iter().zip(bytes).enumerate() {
            let row = match byte {
                Some(byte) => format!(
                    r#"{{"bir_ordinal": {bir}, "bir_name": "{name}", "byte": {byte}, "error": null}}"#
                ),
                None => format!(r#"{{"bir_ordinal": {bir}, "bir_name": "{name}", "byte": null, "#),
            };
            assert!(json.contains(&row), "missing {row}");
        }
    }
    for row in [
        format!(
            r#"{{"bir_ordinal": 24, "bir_name": "average", "byte": null, "error": "{AVERAGE_HAS_NO_BYTE}"}}"#
        ),
        format!(
            r#"{{"bir_ordinal": 25, "bir_name": "elemwise_mul", "byte": null, "error": "{ELEMWISE_MUL_HAS_NO_BYTE}"}}"#
        ),
        format!(
            r#"{{"bir_ordinal": 2, "bir_name": "Accumulate", "byte": null, "error": "{ACCUMULATE_HAS_NO_CODE}"}}"#
        ),
    ] {
        assert!(json.contains(&row), "missing {row}");
    }
    assert_eq!(json.matches("\"byte\": ").count(), 20 + 20 + 33 + 6);
}

#[test]
fn dump_klr_rows_carry_the_bytes_they_reach() {
    let json = dump();
    for row in [
        // The worked examples.
        r#"{"klr_ordinal": 16, "klr_name": "float8_e4m3", "bir_ordinal": 4, "bir_name": "float8e4", "error": null, "CoreV4DtypeTag": 14, "PreV4DtypeTag": 14}"#,
        r#"{"klr_ordinal": 13, "klr_name": "is_ge", "bir_ordinal": 21, "bir_name": "is_ge", "error": null, "AluOpByte": 20}"#,
        r#"{"klr_ordinal": 3, "klr_name": "Accumulate", "bir_ordinal": 4, "bir_name": "AddAccumulate", "error": null, "AccumulateCode": 2}"#,
        // The generations apart.
        r#"{"klr_ordinal": 20, "klr_name": "float4_e2m1fn_x4", "bir_ordinal": 2, "bir_name": "float4_e2m1fn_x4", "error": null, "CoreV4DtypeTag": 16, "PreV4DtypeTag": 5}"#,
        // BIR reached, no byte; and not even BIR.
        r#"{"klr_ordinal": 5, "klr_name": "average", "bir_ordinal": 24, "bir_name": "average", "error": null, "AluOpByte": null}"#,
        r#"{"klr_ordinal": 5, "klr_name": "LoadAccumulate", "bir_ordinal": null, "bir_name": null, "error": "LoadAccumulate is not supported", "AccumulateCode": null}"#,
        // No silicon layer: the row is as it was.
        r#"{"klr_ordinal": 2, "klr_name": "act", "bir_ordinal": 2, "bir_name": "Activation", "error": null}"#,
    ] {
        assert!(json.contains(row), "missing {row}");
    }
    assert_eq!(json.matches("\"CoreV4DtypeTag\": ").count(), 20);
    assert_eq!(json.matches("\"PreV4DtypeTag\": ").count(), 20);
    assert_eq!(json.matches("\"AluOpByte\": ").count(), 29);
    assert_eq!(json.matches("\"AccumulateCode\": ").count(), 5);
}
