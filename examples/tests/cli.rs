//! The example's subcommands, driven through `cli::run` exactly as `main` drives them.

use crosswalk_examples::cli::{self, EXIT_OK, EXIT_TRANSLATION_ERROR, EXIT_USAGE, Output};

fn run(args: &[&str]) -> Output {
    cli::run(args)
}

fn assert_success(output: &Output, stdout: &str) {
    assert_eq!(output.stdout, stdout);
    assert_eq!(output.stderr, "");
    assert_eq!(output.code, EXIT_OK);
}

fn assert_translation_error(args: &[&str], message: &str) {
    let output = run(args);
    assert_eq!(output.stdout, "", "{args:?}");
    assert_eq!(output.stderr, format!("{message}\n"), "{args:?}");
    assert_eq!(output.code, EXIT_TRANSLATION_ERROR, "{args:?}");
}

fn assert_usage_error(args: &[&str], complaint: &str) {
    let output = run(args);
    assert_eq!(output.stdout, "", "{args:?}");
    assert!(
        output.stderr.starts_with(&format!("error: {complaint}")),
        "{args:?}: {}",
        output.stderr
    );
    assert!(output.stderr.contains("usage: crosswalk"), "{args:?}");
    assert_eq!(output.code, EXIT_USAGE, "{args:?}");
}

#[test]
fn translate_walks_all_three_spaces() {
    // The worked examples at the bottom of WIRE.md; dtype also shows the pre-V4 tag.
    assert_success(
        &run(&["translate", "dtype", "16"]),
        "dtype 16 → bir float8e4 (4) → CoreV4 tag 0x0e, pre-V4 tag 0x0e\n",
    );
    assert_success(
        &run(&["translate", "aluop", "13"]),
        "aluop 13 → bir is_ge (21) → ALU_OP 0x14\n",
    );
    assert_success(
        &run(&["translate", "accumcmd", "3"]),
        "accumcmd 3 → bir AddAccumulate (4) → accumulate wire 0x02\n",
    );
}

#[test]
fn translate_without_a_silicon_layer_stops_at_bir() {
    assert_success(
        &run(&["translate", "engine", "2"]),
        "engine 2 → bir Activation (2)\n",
    );
    assert_success(
        &run(&["translate", "activationfunc", "1"]),
        "activationfunc 1 → bir Abs (24)\n",
    );
}

#[test]
fn translate_takes_hex_and_any_case() {
    assert_success(
        &run(&["translate", "DType", "0x10"]),
        "dtype 16 → bir float8e4 (4) → CoreV4 tag 0x0e, pre-V4 tag 0x0e\n",
    );
    assert_success(
        &run(&["translate", "ActivationFunc", "0X0a"]),
        "activationfunc 10 → bir Ln (11)\n",
    );
}

#[test]
fn translate_falls_back_to_the_soft_default() {
    assert_success(
        &run(&["translate", "engine", "1"]),
        "engine 1 → bir Unassigned (0)\n",
    );
    assert_success(
        &run(&["translate", "engine", "0xffffffff"]),
        "engine 4294967295 → bir Unassigned (0)\n",
    );
    assert_success(
        &run(&["translate", "activationfunc", "26"]),
        "activationfunc 26 → bir Unknown (30)\n",
    );
}

#[test]
fn translate_reports_the_declared_message_alone() {
    assert_translation_error(
        &["translate", "accumcmd", "5"],
        "LoadAccumulate is not supported",
    );
    assert_translation_error(
        &["translate", "accumcmd", "0"],
        "Unrecognized accumulation cmd encountered!",
    );
    assert_translation_error(
        &["translate", "dtype", "0"],
        "Unsupported dtype encountered",
    );
    assert_translation_error(
        &["translate", "dtype", "21"],
        "Unsupported dtype encountered",
    );
    assert_translation_error(
        &["translate", "aluop", "4294967295"],
        "Unsupported ALU operation",
    );
}

#[test]
fn command_line_mistakes_exit_2_with_usage() {
    assert_usage_error(&["translate", "colour", "1"], "unknown enum \"colour\"");
    assert_usage_error(&["hex", "bir"], "unknown table \"bir\"");
    assert_usage_error(&["hex", "dtype-v4"], "unknown table \"dtype-v4\"");
    assert_usage_error(&["translate", "dtype-corev4", "1"], "unknown enum");
    assert_usage_error(&["translate", "dtype", "sixteen"], "invalid ordinal");
    assert_usage_error(&["translate", "dtype", "-1"], "invalid ordinal");
    assert_usage_error(&["translate", "dtype", "+1"], "invalid ordinal");
    assert_usage_error(&["translate", "dtype", "0x"], "invalid ordinal");
    assert_usage_error(&["translate", "dtype", "4294967296"], "invalid ordinal");
    assert_usage_error(&["translate", "dtype"], "missing arguments");
    assert_usage_error(&["translate", "dtype", "1", "2"], "unexpected arguments");
    assert_usage_error(&["hex"], "missing arguments");
    assert_usage_error(&["dump"], "missing arguments");
    assert_usage_error(&["dump", "--format", "yaml"], "unknown dump format");
    assert_usage_error(&["frobnicate"], "unknown command \"frobnicate\"");
}

#[test]
fn help_goes_to_stdout() {
    let output = run(&["--help"]);
    assert!(output.stdout.starts_with("usage: crosswalk"));
    assert_eq!(output.code, EXIT_OK);
}

#[test]
fn hex_matches_xxd_on_the_dtype_image() {
    // `xxd` of the 80-byte image in ROSTERS.md, byte for byte.
    let expected = "\
00000000: 0c00 0000 0300 0000 0400 0000 0700 0000  ................
00000010: 0d00 0000 1000 0000 1100 0000 0100 0000  ................
00000020: 0b00 0000 1300 0000 0f00 0000 0000 0000  ................
00000030: 0a00 0000 0e00 0000 1200 0000 0400 0000  ................
00000040: 0500 0000 0900 0000 0800 0000 0200 0000  ................
";
    assert_success(&run(&["hex", "dtype"]), expected);
}

#[test]
fn hex_pads_a_short_last_line_like_xxd() {
    let expected = "\
00000000: 0200 0000 0400 0000 0500 0000 0300 0000  ................
00000010: 0100 0000 0600 0000                      ........
";
    assert_success(&run(&["hex", "Engine"]), expected);
}

#[test]
fn hex_of_accumcmd_stops_before_the_rejected_cell() {
    assert_success(
        &run(&["hex", "accumcmd"]),
        "00000000: 0000 0000 0100 0000 0400 0000 0300 0000  ................\n",
    );
}

#[test]
fn no_arguments_prints_every_table() {
    let output = run(&[]);
    assert_eq!(output.code, EXIT_OK);
    assert_eq!(output.stderr, "");
    let text = output.stdout;
    for header in [
        "Dtype → Dtype\n",
        "Engine → EngineType\n",
        "AluOp → AluOpType\n",
        "ActivationFunc → ActivationFunctionType\n",
        "AccumCmd → EngineAccumulationType\n",
    ] {
        assert!(text.contains(header), "missing {header:?}");
    }
    for fragment in [
        "policy: throw \"Unsupported dtype encountered\"",
        "policy: default → Unassigned (0)",
        "policy: default → Unknown (30)",
        "unreached BIR targets: float8_e8m0fnu (6)\n",
        "unreached BIR targets: ALL (7)\n",
        "unreached BIR targets: elemwise_mul (25), abs_max (30), abs_min (31), mod_int (32)\n",
        "unreached BIR targets: Accumulate (2), LoadAccumulate (5)\n",
    ] {
        assert!(text.contains(fragment), "missing {fragment:?}");
    }
    let row = |start: &str| {
        text.lines()
            .find(|line| line.trim_start().starts_with(start))
            .unwrap_or_else(|| panic!("no row starting {start:?}"))
            .to_owned()
    };
    let alias = row("16  float8_e4m3 ");
    assert!(alias.contains("→    4  float8e4"), "{alias}");
    assert!(alias.ends_with("alias of float8e4 (3)"), "{alias}");
    assert!(!row("3  float8e4 ").contains("alias"));
    assert!(row("1  unassigned ").ends_with("Unassigned  below base: default"));
    assert!(row("5  LoadAccumulate ").ends_with("rejected: \"LoadAccumulate is not supported\""));
}

#[test]
fn dump_json_has_every_crosswalk() {
    let output = run(&["dump", "--format", "json"]);
    assert_eq!(output.code, EXIT_OK);
    assert_eq!(output.stderr, "");
    let json = output.stdout;
    assert!(json.starts_with("{\n  \"crosswalks\": [\n"));
    assert!(json.ends_with("}\n"));
    for fragment in [
        "\"klr_enum\": \"Dtype\",\n",
        "\"bir_enum\": \"ActivationFunctionType\",\n",
        r#""policy": {"throw": "Unsupported dtype encountered"}"#,
        r#""policy": {"throw": "Unrecognized accumulation cmd encountered!"}"#,
        r#""table": [12, 3, 4, 7, 13, 16, 17, 1, 11, 19, 15, 0, 10, 14, 18, 4, 5, 9, 8, 2]"#,
        r#""table": [2, 4, 5, 3, 1, 6]"#,
        r#""table": [0, 1, 4, 3]"#,
        r#"{"bir_ordinal": 6, "bir_name": "float8_e8m0fnu"}"#,
        r#"{"klr_ordinal": 16, "klr_name": "float8_e4m3", "bir_ordinal": 4, "bir_name": "float8e4", "error": null, "#,
        r#"{"klr_ordinal": 1, "klr_name": "unassigned", "bir_ordinal": 0, "bir_name": "Unassigned", "error": null}"#,
        r#"{"klr_ordinal": 5, "klr_name": "LoadAccumulate", "bir_ordinal": null, "bir_name": null, "error": "LoadAccumulate is not supported", "#,
    ] {
        assert!(json.contains(fragment), "missing {fragment}");
    }
    assert!(json.contains(
        r#""policy": {
        "default": {"bir_ordinal": 0, "bir_name": "Unassigned"}
      }"#
    ));
    assert_eq!(json.matches("\"klr_enum\"").count(), 5);
    assert_eq!(
        json.matches("\"klr_ordinal\"").count(),
        20 + 7 + 29 + 25 + 5
    );
    assert_eq!(run(&["dump", "--format=JSON"]).stdout, json);
}
