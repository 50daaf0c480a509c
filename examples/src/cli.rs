//! The whole program as a function from arguments to output, so tests need not spawn a process.

use std::fmt::Write as _;

use crate::args::{self, Command, HexTable};
use crate::catalog::{self, Entry};
use crate::render_table::target_label;
use crate::{dump, render_table, xxd};

/// Success.
pub const EXIT_OK: u8 = 0;
/// A crosswalk refused the ordinal (its `throw` policy or a rejected variant), on the way to BIR
/// or on from BIR to a silicon byte.
pub const EXIT_TRANSLATION_ERROR: u8 = 1;
/// The command line was not understood.
pub const EXIT_USAGE: u8 = 2;

/// The usage text, shown by `help` and after every command-line mistake.
pub const USAGE: &str = "\
usage: crosswalk                              print the five crosswalks, then the silicon tables
       crosswalk translate <enum> <ordinal>   translate a klr ordinal (decimal or 0x hex) to BIR,
                                              and on to its silicon byte(s) where there are any
       crosswalk hex <table>                  a table image, as xxd shows it
       crosswalk dump --format json           every crosswalk and silicon table as JSON
  <enum>:  dtype, engine, aluop, activationfunc, accumcmd (any case)
  <table>: an <enum> (its klr → BIR image, 4 bytes per cell, little-endian), or a silicon
           table, one byte per cell, ff where a cell has no byte: dtype-corev4, dtype-prev4,
           aluop-wire, accumcmd-wire (any case)
  translate exits 1 when a crosswalk refuses: the crosswalk's message alone goes to stderr. If
  BIR was reached but a silicon table has no byte for it, stdout still shows how far it got
  (aluop 5 → bir average (24) → no ALU_OP byte) and stderr has that table's message.
";

/// What one run prints and how it exits.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// Everything for standard output.
    pub stdout: String,
    /// Everything for standard error.
    pub stderr: String,
    /// The process exit code: [`EXIT_OK`], [`EXIT_TRANSLATION_ERROR`] or [`EXIT_USAGE`].
    pub code: u8,
}

impl Output {
    fn ok(stdout: String) -> Self {
        Self {
            stdout,
            ..Self::default()
        }
    }
}

/// Runs the example on the arguments after the program name.
pub fn run<S: AsRef<str>>(args: &[S]) -> Output {
    match args::parse(args) {
        Ok(command) => execute(command),
        Err(error) => Output {
            stderr: format!("error: {error}\n{USAGE}"),
            code: EXIT_USAGE,
            ..Output::default()
        },
    }
}

fn execute(command: Command) -> Output {
    match command {
        Command::Tables => Output::ok(render_table::render_all(&catalog::all())),
        Command::Translate { entry, ordinal } => translate(&entry, ordinal),
        Command::Hex {
            table: HexTable::Crosswalk(entry),
        } => Output::ok(xxd::dump(&entry.image)),
        Command::Hex {
            table: HexTable::Silicon(table),
        } => Output::ok(xxd::dump(&table.image())),
        Command::DumpJson => Output::ok(dump::document(&catalog::all()).pretty()),
        Command::Help => Output::ok(USAGE.to_owned()),
    }
}

/// Follows a klr ordinal to BIR, then through each silicon table of the BIR enum. A failure prints
/// only the crosswalk's own message on stderr, exactly as the C++ helper throws it, so a script can
/// compare it with the original's; a failure past BIR keeps the path so far on stdout.
fn translate(entry: &Entry, ordinal: u32) -> Output {
    let bir = match entry.translate(ordinal) {
        Ok(bir) => bir,
        Err(error) => {
            return Output {
                stderr: format!("{error}\n"),
                code: EXIT_TRANSLATION_ERROR,
                ..Output::default()
            };
        }
    };
    let mut stdout = format!("{} {ordinal} → bir {}", entry.key(), target_label(bir));
    let mut stderr = String::new();
    let steps: Vec<String> = entry
        .silicon
        .iter()
        .map(|table| match table.lower(ordinal) {
            Ok(byte) => format!("{} {byte:#04x}", table.label),
            Err(error) => {
                let _ = writeln!(stderr, "{error}");
                table.missing.to_owned()
            }
        })
        .collect();
    if !steps.is_empty() {
        stdout.push_str(" → ");
        stdout.push_str(&steps.join(", "));
    }
    stdout.push('\n');
    let code = if stderr.is_empty() {
        EXIT_OK
    } else {
        EXIT_TRANSLATION_ERROR
    };
    Output {
        stdout,
        stderr,
        code,
    }
}
