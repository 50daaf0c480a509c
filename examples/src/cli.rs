//! The whole program as a function from arguments to output, so tests need not spawn a process.

use crate::args::{self, Command};
use crate::catalog::{self, Entry};
use crate::render_table::target_label;
use crate::{dump, render_table, xxd};

/// Success.
pub const EXIT_OK: u8 = 0;
/// The crosswalk refused the ordinal (its `throw` policy or a rejected variant).
pub const EXIT_TRANSLATION_ERROR: u8 = 1;
/// The command line was not understood.
pub const EXIT_USAGE: u8 = 2;

/// The usage text, shown by `help` and after every command-line mistake.
pub const USAGE: &str = "\
usage: crosswalk                              print the five crosswalks as tables
       crosswalk translate <enum> <ordinal>   translate a klr ordinal (decimal or 0x hex)
       crosswalk hex <enum>                   the table image, as xxd shows it
       crosswalk dump --format json           every crosswalk as JSON
  <enum>: dtype, engine, aluop, activationfunc, accumcmd (any case)
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
        Command::Hex { entry } => Output::ok(xxd::dump(&entry.image)),
        Command::DumpJson => Output::ok(dump::document(&catalog::all()).pretty()),
        Command::Help => Output::ok(USAGE.to_owned()),
    }
}

/// On failure prints only the crosswalk's own message, exactly as the C++ helper throws it, so a
/// script can compare it with the original's.
fn translate(entry: &Entry, ordinal: u32) -> Output {
    match entry.translate(ordinal) {
        Ok(target) => Output::ok(format!(
            "{} {ordinal} → bir {}\n",
            entry.key(),
            target_label(target)
        )),
        Err(error) => Output {
            stderr: format!("{error}\n"),
            code: EXIT_TRANSLATION_ERROR,
            ..Output::default()
        },
    }
}
