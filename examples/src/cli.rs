//! The command line of `cargo run --example crosswalk`, as a function of its arguments and
//! streams, so tests can run it in-process and hand it streams that fail.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::path::PathBuf;

use clap::builder::PossibleValue;
use clap::{Parser, Subcommand, ValueEnum};

use crate::crosswalks::{KlrEnum, WireTable};
use crate::{dump, lower, svg, tables, xxd};

/// Success.
pub const EXIT_OK: u8 = 0;
/// A crosswalk refused a value, or `lower` met a value it could not read.
pub const EXIT_REFUSED: u8 = 1;
/// The command line, or the document given to `lower`, could not be used.
pub const EXIT_USAGE: u8 = 2;
/// The output could not be written (a full disk, a closed standard output).
pub const EXIT_WRITE_FAILED: u8 = 3;

const EXIT_STATUS: &str = "\
Exit status: 0 done; 1 a crosswalk refused a value, or `lower` met a value it could not read
(each is named on stderr); 2 the command line or the document could not be used; 3 the output
could not be written. A reader that closes the pipe early (`| head`) ends the program quietly.";

/// The five klr → BIR crosswalks, and the silicon tables behind them.
///
/// Without a command, prints every crosswalk as a table, then every silicon table.
#[derive(Debug, Parser)]
#[command(name = "crosswalk", version, after_help = EXIT_STATUS)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Follow a klr ordinal to BIR, and on to its silicon bytes where there are any.
    Translate {
        #[arg(ignore_case = true)]
        name: KlrEnum,
        /// Decimal, or hexadecimal after `0x`.
        #[arg(value_parser = parse_ordinal, allow_hyphen_values = true)]
        ordinal: u32,
    },
    /// Print a table image as xxd does: a crosswalk's (4 bytes per cell, little-endian) or a
    /// silicon table's (one byte per cell, ff where a cell has none).
    Hex {
        #[arg(ignore_case = true)]
        table: HexTable,
    },
    /// Print every crosswalk and silicon table as JSON.
    Dump {
        #[arg(long, value_enum, default_value = "json")]
        format: DumpFormat,
    },
    /// Find every value of the five enums in a Core KLR JSON document and lower it to BIR and
    /// silicon.
    Lower {
        /// The document; `-` reads standard input.
        file: PathBuf,
        #[arg(long, value_enum, default_value = "text")]
        format: LowerFormat,
    },
    /// Draw a crosswalk as SVG: klr members left, BIR members right, a line per cell.
    Svg {
        #[arg(ignore_case = true)]
        name: KlrEnum,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum DumpFormat {
    Json,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum LowerFormat {
    Text,
    Json,
}

/// What `hex` dumps: a crosswalk by its klr enum, or a silicon table.
#[derive(Clone, Copy, Debug)]
enum HexTable {
    Crosswalk(KlrEnum),
    Wire(WireTable),
}

impl ValueEnum for HexTable {
    fn value_variants<'a>() -> &'a [Self] {
        const ALL: [HexTable; 9] = {
            let [a, b, c, d, e] = KlrEnum::ALL;
            let [f, g, h, i] = WireTable::ALL;
            [
                HexTable::Crosswalk(a),
                HexTable::Crosswalk(b),
                HexTable::Crosswalk(c),
                HexTable::Crosswalk(d),
                HexTable::Crosswalk(e),
                HexTable::Wire(f),
                HexTable::Wire(g),
                HexTable::Wire(h),
                HexTable::Wire(i),
            ]
        };
        &ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        match self {
            Self::Crosswalk(name) => name.to_possible_value(),
            Self::Wire(table) => table.to_possible_value(),
        }
    }
}

/// A klr ordinal: decimal, or hexadecimal after `0x`; a sign or a value past `u32::MAX` is
/// refused rather than wrapped.
fn parse_ordinal(text: &str) -> Result<u32, String> {
    let (digits, radix) = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => (hex, 16),
        None => (text, 10),
    };
    let digits_only = !digits.is_empty() && digits.chars().all(|ch| ch.is_digit(radix));
    digits_only
        .then(|| u32::from_str_radix(digits, radix).ok())
        .flatten()
        .ok_or_else(|| "expected a u32, in decimal or as 0x hex".to_owned())
}

/// The streams a run reads and writes.
pub struct Streams<'a> {
    /// Read by `lower -`.
    pub stdin: &'a mut dyn Read,
    /// The output.
    pub stdout: &'a mut dyn Write,
    /// Diagnostics: refusals, usage errors, a failed write.
    pub stderr: &'a mut dyn Write,
}

/// Runs the program on `args` (the program name first) and gives its exit code.
pub fn run<I, T>(args: I, streams: &mut Streams<'_>) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let outcome = match Cli::try_parse_from(args) {
        Ok(cli) => execute(cli.command, streams),
        Err(error) => {
            let text = error.to_string();
            let newline = if text.ends_with('\n') { "" } else { "\n" };
            if error.use_stderr() {
                write!(streams.stderr, "{text}{newline}").map(|()| EXIT_USAGE)
            } else {
                // `--help`, `--version`: what was asked for, on stdout.
                write!(streams.stdout, "{text}{newline}").map(|()| EXIT_OK)
            }
        }
    };
    match outcome.and_then(|code| streams.stdout.flush().map(|()| code)) {
        Ok(code) => code,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => EXIT_OK,
        Err(error) => {
            let _ = writeln!(streams.stderr, "error: cannot write the output: {error}");
            EXIT_WRITE_FAILED
        }
    }
}

fn execute(command: Option<Command>, streams: &mut Streams<'_>) -> io::Result<u8> {
    let out = &mut *streams.stdout;
    match command {
        None => out.write_all(tables::render_all().as_bytes()),
        Some(Command::Translate { name, ordinal }) => return translate(name, ordinal, streams),
        Some(Command::Hex { table }) => {
            let image = match table {
                HexTable::Crosswalk(name) => name.walk().image,
                HexTable::Wire(table) => (table.read().walk.cells.iter())
                    .map(|cell| cell.unwrap_or(0xff))
                    .collect(),
            };
            out.write_all(xxd::dump(&image).as_bytes())
        }
        Some(Command::Dump {
            format: DumpFormat::Json,
        }) => serde_json::to_writer_pretty(&mut *out, &dump::document())
            .map_err(io::Error::from)
            .and_then(|()| writeln!(out)),
        Some(Command::Lower { file, format }) => return lower_command(&file, format, streams),
        Some(Command::Svg { name }) => out.write_all(svg::draw(&name.walk()).as_bytes()),
    }
    .map(|()| EXIT_OK)
}

/// `dtype 16 → bir float8e4 (4) → CoreV4 tag 0x0e, pre-V4 tag 0x0e`; a refusal names the input
/// on stderr (`dtype 999: Unsupported dtype encountered`).
fn translate(name: KlrEnum, ordinal: u32, streams: &mut Streams<'_>) -> io::Result<u8> {
    let walk = name.walk();
    let input = format!("{} {ordinal}", name.key());
    let bir = match walk.translate(ordinal) {
        Ok(bir) => bir,
        Err(error) => {
            writeln!(streams.stderr, "{input}: {error}")?;
            return Ok(EXIT_REFUSED);
        }
    };
    let mut line = format!("{input} → bir {} ({})", bir.name, bir.ordinal);
    if !walk.has_cell(ordinal) {
        line.push_str(", the default for an ordinal with no cell");
    }
    let mut code = EXIT_OK;
    let mut steps = Vec::new();
    for wire in name.wires() {
        match wire.walk.lower(ordinal) {
            Ok(byte) => steps.push(format!("{} {byte:#04x}", wire.label)),
            Err(error) => {
                writeln!(streams.stderr, "{input}: {error}")?;
                steps.push(wire.missing.to_owned());
                code = EXIT_REFUSED;
            }
        }
    }
    if !steps.is_empty() {
        line = format!("{line} → {}", steps.join(", "));
    }
    writeln!(streams.stdout, "{line}")?;
    Ok(code)
}

fn lower_command(file: &PathBuf, format: LowerFormat, streams: &mut Streams<'_>) -> io::Result<u8> {
    let shown = file.display();
    let mut text = String::new();
    let read = if file.as_os_str() == "-" {
        streams.stdin.read_to_string(&mut text)
    } else {
        std::fs::File::open(file).and_then(|mut opened| opened.read_to_string(&mut text))
    };
    if let Err(error) = read {
        writeln!(streams.stderr, "error: cannot read {shown}: {error}")?;
        return Ok(EXIT_USAGE);
    }
    let document: serde_json::Value = match serde_json::from_str(&text) {
        Ok(document) => document,
        Err(error) => {
            writeln!(streams.stderr, "error: {shown} is not JSON: {error}")?;
            return Ok(EXIT_USAGE);
        }
    };
    let found = lower::lower(&document);
    let failed: Vec<&lower::Lowered> = found.iter().filter(|value| value.error.is_some()).collect();
    match format {
        LowerFormat::Text => {
            for value in &found {
                writeln!(streams.stdout, "{}", value.line())?;
            }
            writeln!(streams.stdout, "{}", lower::summary(&found))?;
        }
        LowerFormat::Json => {
            serde_json::to_writer_pretty(&mut *streams.stdout, &lower::Report::new(&found))?;
            writeln!(streams.stdout)?;
        }
    }
    for value in &failed {
        let error = value.error.as_deref().unwrap_or_default();
        writeln!(streams.stderr, "error: {}: {error}", value.path)?;
    }
    Ok(if failed.is_empty() {
        EXIT_OK
    } else {
        EXIT_REFUSED
    })
}
