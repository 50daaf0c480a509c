//! The library behind `cargo run --example crosswalk`: the five shipped crosswalks read into plain
//! data ([`readout`], [`crosswalks`]) and the program's outputs, each in its own module, so tests
//! can run the program in-process ([`cli::run`]).

pub mod cli;
pub mod crosswalks;
pub mod dump;
pub mod lower;
pub mod readout;
pub mod svg;
pub mod tables;
pub mod xxd;
