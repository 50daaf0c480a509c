//! `translate`, `hex`, the tables and the command line itself, against ROSTERS.md and WIRE.md.

mod reference;
mod support;

use std::io::ErrorKind;

use crosswalk_examples::cli::{EXIT_OK, EXIT_REFUSED, EXIT_USAGE, EXIT_WRITE_FAILED};
use reference::{rosters, wire, wires_of};
use support::{run, run_into_failing_stdout};

#[test]
fn translate_follows_every_klr_member_of_rosters_md_to_its_wire_bytes() {
    for crosswalk in rosters() {
        let key = crosswalk.klr_enum.to_ascii_lowercase();
        for row in &crosswalk.rows {
            let ordinal = row.klr.0.to_string();
            let output = run(&["translate", &key, &ordinal]);
            let input = format!("{key} {ordinal}");
            let Some((bir, bir_name)) = &row.bir else {
                let message = row
                    .note
                    .trim_start_matches("throws `\"")
                    .trim_end_matches("\"`");
                assert_eq!(output.stderr, format!("{input}: {message}\n"));
                assert_eq!((output.stdout.as_str(), output.code), ("", EXIT_REFUSED));
                continue;
            };
            let mut expected = format!("{input} → bir {bir_name} ({bir})");
            if row.note.contains("out-of-range policy") {
                expected.push_str(", the default for an ordinal with no cell");
            }
            let mut steps = Vec::new();
            let mut code = EXIT_OK;
            for (label, missing, table) in wires_of(&crosswalk.klr_enum) {
                match wire(table)[usize::try_from(*bir).unwrap()] {
                    Some(byte) => steps.push(format!("{label} {byte:#04x}")),
                    None => {
                        steps.push(missing.to_owned());
                        code = EXIT_REFUSED;
                    }
                }
            }
            if !steps.is_empty() {
                expected = format!("{expected} → {}", steps.join(", "));
            }
            assert_eq!(output.stdout, format!("{expected}\n"), "{input}");
            assert_eq!(output.code, code, "{input}: {}", output.stderr);
            if code == EXIT_REFUSED {
                assert!(
                    output.stderr.starts_with(&format!("{input}: ")),
                    "{}",
                    output.stderr
                );
            }
        }
    }
}

#[test]
fn an_ordinal_with_no_cell_gets_the_policy_of_rosters_md_and_says_so() {
    for crosswalk in rosters() {
        let key = crosswalk.klr_enum.to_ascii_lowercase();
        let past = (crosswalk.rows.iter().map(|row| row.klr.0).max().unwrap() + 1).to_string();
        for ordinal in ["0", past.as_str(), "4294967295"] {
            let output = run(&["translate", &key, ordinal]);
            if let Some(message) = &crosswalk.throw {
                assert_eq!(output.stderr, format!("{key} {ordinal}: {message}\n"));
                assert_eq!(output.code, EXIT_REFUSED);
            } else if let Some((bir, name)) = &crosswalk.default {
                let expected = format!(
                    "{key} {ordinal} → bir {name} ({bir}), the default for an ordinal with no cell\n"
                );
                assert_eq!((output.stdout, output.code), (expected, EXIT_OK));
            }
        }
    }
}

#[test]
fn ordinals_are_decimal_or_hex_and_never_wrap() {
    assert_eq!(
        run(&["translate", "aluop", "0xd"]).stdout,
        run(&["translate", "aluop", "13"]).stdout
    );
    for bad in ["-1", "+1", "0x", "", "4294967296", "1.0", "thirteen"] {
        let output = run(&["translate", "aluop", bad]);
        assert_eq!(output.code, EXIT_USAGE, "{bad:?}");
        assert!(
            output.stderr.contains("expected a u32"),
            "{bad:?}: {}",
            output.stderr
        );
    }
}

#[test]
fn a_misspelt_enum_is_a_usage_error_listing_the_names() {
    let output = run(&["translate", "dtypo", "1"]);
    assert_eq!((output.stdout.as_str(), output.code), ("", EXIT_USAGE));
    assert!(
        output
            .stderr
            .contains("[possible values: dtype, engine, aluop, activationfunc, accumcmd]")
    );
    assert!(
        output.stderr.contains("a similar value exists: 'dtype'"),
        "{}",
        output.stderr
    );
    assert_eq!(
        run(&["translate", "AluOp", "13"]).code,
        EXIT_OK,
        "names ignore case"
    );
    assert_eq!(run(&["frobnicate"]).code, EXIT_USAGE);
    assert_eq!(run(&["dump", "--format", "yaml"]).code, EXIT_USAGE);
}

#[test]
fn help_and_version_go_to_stdout() {
    let help = run(&["--help"]);
    assert_eq!(help.code, EXIT_OK);
    assert!(
        help.stdout.contains("Usage: crosswalk [COMMAND]"),
        "{}",
        help.stdout
    );
    assert!(help.stdout.contains("Exit status"));
    let version = run(&["--version"]);
    assert_eq!(
        version.stdout,
        format!("crosswalk {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn hex_of_a_crosswalk_is_the_image_of_rosters_md() {
    for crosswalk in rosters() {
        let output = run(&["hex", &crosswalk.klr_enum.to_ascii_uppercase()]);
        assert_eq!(
            output.stdout,
            crosswalk_examples::xxd::dump(&crosswalk.image)
        );
    }
}

/// `echo <WIRE.md bytes, ff for ERR> | xxd -r -p | xxd`
#[test]
fn hex_of_a_silicon_table_is_wire_md_through_xxd() {
    let cases = [
        (
            "dtype-corev4",
            "00000000: 0302 100d 0e0e 030f 0e0f 0504 0607 0908  ................\n00000010: 0a0b 010c                                ....\n",
        ),
        (
            "dtype-prev4",
            "00000000: 0302 050d 0e0e 030f 0e0f 0504 0607 0908  ................\n00000010: 0a0b 010c                                ....\n",
        ),
        (
            "aluop-wire",
            "00000000: 0001 0203 0405 0607 0809 0a0b 0c0d 0e0f  ................\n00000010: 1011 1218 1314 1615 ffff 1a1b 1d19 2021  .............. !\n00000020: c8                                       .\n",
        ),
        (
            "accumcmd-wire",
            "00000000: 0001 ff03 0204                           ......\n",
        ),
    ];
    for (table, expected) in cases {
        assert_eq!(run(&["hex", table]).stdout, expected, "{table}");
    }
}

#[test]
fn the_tables_name_modules_and_quote_member_names() {
    let text = run(&[]).stdout;
    let mut at = 0;
    for crosswalk in rosters() {
        let heading = format!(
            "klr::{} → bir::{}\n",
            crosswalk.klr_enum, crosswalk.bir_enum
        );
        let found = text[at..]
            .find(&heading)
            .unwrap_or_else(|| panic!("no {heading:?}"));
        at += found;
        let rest = &text[at..];
        let end = rest
            .find("  unreached BIR targets: ")
            .expect("an unreached line");
        let newline = end + rest[end..].find('\n').expect("a newline");
        let block = &rest[..=newline];
        let unreached: Vec<String> = (crosswalk.unreached.iter())
            .map(|(ordinal, name)| format!("`{name}` ({ordinal})"))
            .collect();
        assert!(
            block.contains(&format!(
                "  unreached BIR targets: {}\n",
                unreached.join(", ")
            )),
            "{block}"
        );
        for row in &crosswalk.rows {
            let bir = row
                .bir
                .as_ref()
                .map_or("  -  -".to_owned(), |(ordinal, name)| {
                    format!("{ordinal:>3}  {name}")
                });
            let line = format!(
                "{:>3}  {:<w$}  →  {bir}",
                row.klr.0,
                row.klr.1,
                w = width(&crosswalk)
            );
            assert!(block.contains(&line), "{line:?} not in\n{block}");
        }
    }
    for heading in [
        "bir::Dtype → wire::CoreV4DtypeTag\n",
        "bir::Dtype → wire::PreV4DtypeTag\n",
        "bir::AluOpType → wire::AluOpByte\n",
        "bir::EngineAccumulationType → wire::AccumulateCode\n",
    ] {
        let found = text[at..]
            .find(heading)
            .unwrap_or_else(|| panic!("no {heading:?} in order"));
        at += found;
    }
    assert!(text.contains("  policy: default → `Unassigned` (0)\n"));
    assert!(text.contains("alias of `float8e4` (3)"));
}

fn width(crosswalk: &reference::Crosswalk) -> usize {
    crosswalk
        .rows
        .iter()
        .map(|row| row.klr.1.len())
        .chain(["klr name".len()])
        .max()
        .unwrap()
}

fn every_command() -> Vec<Vec<String>> {
    let document = reference::fixture("klr/dtypes_str.json");
    let commands: [&[&str]; 8] = [
        &[],
        &["translate", "dtype", "16"],
        &["translate", "aluop", "5"],
        &["hex", "aluop"],
        &["dump", "--format", "json"],
        &["lower", document.to_str().expect("a UTF-8 path")],
        &["svg", "dtype"],
        &["--help"],
    ];
    commands
        .iter()
        .map(|args| args.iter().map(ToString::to_string).collect())
        .collect()
}

#[test]
fn a_failed_write_is_an_error_on_stderr_for_every_command() {
    for args in every_command() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, stderr) = run_into_failing_stdout(&args, ErrorKind::StorageFull);
        assert_eq!(code, EXIT_WRITE_FAILED, "{args:?}");
        assert!(
            stderr.contains("error: cannot write the output: "),
            "{args:?}: {stderr}"
        );
    }
}

#[test]
fn a_closed_pipe_ends_quietly_for_every_command() {
    for args in every_command() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, stderr) = run_into_failing_stdout(&args, ErrorKind::BrokenPipe);
        assert_eq!(code, EXIT_OK, "{args:?}");
        assert_eq!(
            stderr.lines().filter(|line| line.contains("write")).count(),
            0,
            "{args:?}: {stderr}"
        );
    }
}
