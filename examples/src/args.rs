//! Turns the command line into a [`Command`], or into the message that explains why it cannot.

use crate::catalog::{self, Entry, Silicon};

/// One invocation of the example.
#[derive(Clone, Debug)]
pub enum Command {
    /// No arguments: print every crosswalk as a table.
    Tables,
    /// `translate <enum> <ordinal>`
    Translate {
        /// The crosswalk to translate through.
        entry: Entry,
        /// The raw klr ordinal, exactly as given.
        ordinal: u32,
    },
    /// `hex <table>`
    Hex {
        /// The table whose image to dump.
        table: HexTable,
    },
    /// `dump --format json`
    DumpJson,
    /// `help`, `-h` or `--help`
    Help,
}

/// What `hex` can dump.
#[derive(Clone, Debug)]
pub enum HexTable {
    /// A klr → BIR crosswalk (`hex dtype`): its `u32` little-endian image.
    Crosswalk(Entry),
    /// A BIR → silicon table (`hex dtype-corev4`): one byte per cell.
    Silicon(Silicon),
}

/// Why the command line was not understood; its `Display` is the message shown above the usage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Parses the arguments after the program name.
///
/// # Errors
/// An unknown command or enum, a malformed ordinal, or missing or surplus arguments.
pub fn parse<S: AsRef<str>>(args: &[S]) -> Result<Command, UsageError> {
    let args: Vec<&str> = args.iter().map(AsRef::as_ref).collect();
    let Some((&command, rest)) = args.split_first() else {
        return Ok(Command::Tables);
    };
    match command {
        "translate" => {
            let [name, ordinal] = exactly(rest, "translate <enum> <ordinal>")?;
            Ok(Command::Translate {
                entry: crosswalk(name)?,
                ordinal: parse_ordinal(ordinal).ok_or_else(|| {
                    UsageError(format!(
                        "invalid ordinal {ordinal:?}: expected a u32, in decimal or as 0x hex"
                    ))
                })?,
            })
        }
        "hex" => {
            let [name] = exactly(rest, "hex <table>")?;
            Ok(Command::Hex {
                table: hex_table(name)?,
            })
        }
        "dump" => {
            let format = match rest {
                ["--format", format] => *format,
                [flag] if flag.starts_with("--format=") => &flag["--format=".len()..],
                _ => return Err(arity("dump --format json", rest.len() < 2)),
            };
            if format.eq_ignore_ascii_case("json") {
                Ok(Command::DumpJson)
            } else {
                Err(UsageError(format!(
                    "unknown dump format {format:?}: only json is supported"
                )))
            }
        }
        "help" | "-h" | "--help" => {
            let [] = exactly(rest, "help")?;
            Ok(Command::Help)
        }
        other => Err(UsageError(format!("unknown command {other:?}"))),
    }
}

/// A klr ordinal: decimal, or hexadecimal after `0x`/`0X` (as ordinals appear in disassembly).
/// Signs, blanks and anything past `u32::MAX` are refused rather than wrapped.
pub fn parse_ordinal(text: &str) -> Option<u32> {
    let (digits, radix) = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => (hex, 16),
        None => (text, 10),
    };
    // `from_str_radix` would accept a leading `+`.
    if digits.is_empty() || !digits.chars().all(|ch| ch.is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

fn crosswalk(name: &str) -> Result<Entry, UsageError> {
    catalog::find(name).ok_or_else(|| {
        UsageError(format!(
            "unknown enum {name:?}: expected one of {}",
            catalog::keys().join(", ")
        ))
    })
}

fn hex_table(name: &str) -> Result<HexTable, UsageError> {
    if let Some(entry) = catalog::find(name) {
        return Ok(HexTable::Crosswalk(entry));
    }
    catalog::find_silicon(name)
        .map(HexTable::Silicon)
        .ok_or_else(|| {
            let mut expected = catalog::keys();
            expected.extend(catalog::silicon_keys().into_iter().map(str::to_owned));
            UsageError(format!(
                "unknown table {name:?}: expected one of {}",
                expected.join(", ")
            ))
        })
}

fn exactly<'a, const N: usize>(rest: &[&'a str], shape: &str) -> Result<[&'a str; N], UsageError> {
    <[&str; N]>::try_from(rest).map_err(|_| arity(shape, rest.len() < N))
}

fn arity(shape: &str, missing: bool) -> UsageError {
    let problem = if missing {
        "missing arguments"
    } else {
        "unexpected arguments"
    };
    UsageError(format!("{problem}: expected `{shape}`"))
}
