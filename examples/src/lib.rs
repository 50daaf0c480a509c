//! Runnable programs showing crosswalk: `cargo run --example crosswalk`.
//!
//! The example binary is a thin shell over [`cli::run`]; the logic lives here so the tests can
//! call it directly and check its output as strings.

pub mod args;
pub mod catalog;
pub mod cli;
pub mod dump;
pub mod json;
pub mod render_table;
pub mod xxd;
