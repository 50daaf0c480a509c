//! Runs the program in-process, as `main` does, on streams the test chooses.

#![allow(dead_code)]

use std::io::{self, Write};

use crosswalk_examples::cli::{self, Streams};

/// What one run printed, and its exit code.
#[derive(Debug)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: u8,
}

/// Runs `crosswalk ARGS…` with `stdin` as standard input.
pub fn run_with_stdin(args: &[&str], stdin: &str) -> Run {
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let code = cli::run(
        std::iter::once("crosswalk").chain(args.iter().copied()),
        &mut Streams {
            stdin: &mut stdin.as_bytes(),
            stdout: &mut stdout,
            stderr: &mut stderr,
        },
    );
    Run {
        stdout: String::from_utf8(stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(stderr).expect("stderr is UTF-8"),
        code,
    }
}

/// Runs `crosswalk ARGS…` with nothing on standard input.
pub fn run(args: &[&str]) -> Run {
    run_with_stdin(args, "")
}

/// Runs `crosswalk ARGS…` with a standard output whose every write fails with `kind`; gives the
/// exit code and what went to stderr.
pub fn run_into_failing_stdout(args: &[&str], kind: io::ErrorKind) -> (u8, String) {
    struct Failing(io::ErrorKind);
    impl Write for Failing {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(self.0))
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::Error::from(self.0))
        }
    }
    let mut stderr = Vec::new();
    let code = cli::run(
        std::iter::once("crosswalk").chain(args.iter().copied()),
        &mut Streams {
            stdin: &mut io::empty(),
            stdout: &mut Failing(kind),
            stderr: &mut stderr,
        },
    );
    (code, String::from_utf8(stderr).expect("stderr is UTF-8"))
}
