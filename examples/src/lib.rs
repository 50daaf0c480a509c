//! Runnable programs showing crosswalk: `cargo run --example crosswalk`.
