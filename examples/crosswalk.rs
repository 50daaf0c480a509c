//! The five klr → BIR crosswalks, and the BIR → silicon tables behind them, from the command line.
//!
//! ```text
//! cargo run --example crosswalk                        # every crosswalk and silicon table
//! cargo run --example crosswalk -- translate aluop 13  # aluop 13 → bir is_ge (21) → ALU_OP 0x14
//! cargo run --example crosswalk -- hex aluop           # a klr → BIR table image, xxd-style
//! cargo run --example crosswalk -- hex dtype-corev4    # a silicon table, one byte per cell
//! cargo run --example crosswalk -- dump --format json  # everything, as JSON
//! ```

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let output = crosswalk_examples::cli::run(&args);
    // A closed pipe (`| head`) is not worth a panic: the exit code still tells the story.
    let _ = std::io::stdout().lock().write_all(output.stdout.as_bytes());
    let _ = std::io::stderr().lock().write_all(output.stderr.as_bytes());
    ExitCode::from(output.code)
}
