//! The five klr → BIR crosswalks, and the silicon tables behind them, from the command line.
//!
//! ```text
//! cargo run --example crosswalk                            # every crosswalk and silicon table
//! cargo run --example crosswalk -- translate aluop 13      # aluop 13 → bir is_ge (21) → ALU_OP 0x14
//! cargo run --example crosswalk -- hex dtype-corev4        # a table image, as xxd shows it
//! cargo run --example crosswalk -- dump --format json      # everything, as JSON
//! cargo run --example crosswalk -- lower kernel.klr.json   # every enum value of a Core KLR document
//! cargo run --example crosswalk -- svg dtype > dtype.svg   # a crosswalk, drawn
//! ```

use std::io::{self, BufWriter};
use std::process::ExitCode;

use crosswalk_examples::cli::{self, Streams};

fn main() -> ExitCode {
    let mut stdout = BufWriter::new(io::stdout().lock());
    let code = cli::run(
        std::env::args_os(),
        &mut Streams {
            stdin: &mut io::stdin().lock(),
            stdout: &mut stdout,
            stderr: &mut io::stderr().lock(),
        },
    );
    ExitCode::from(code)
}
