//! Behaviour and compile-fail tests for `crosswalk`; see `tests/` and `ui/`.
//!
//! The expectations in `src/seed.rs` are written from the seed and `ROSTERS.md`, never from
//! `crosswalk::klr`, so a wrong cell in the crate cannot agree with a wrong expectation; likewise
//! `src/wire_seed.rs` from `WIRE.md`, never from `crosswalk::bir` or `crosswalk::wire`.

pub mod expect;
pub mod readme;
pub mod seed;
pub mod wire_seed;
