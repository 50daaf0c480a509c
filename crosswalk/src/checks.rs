//! Checks generated code runs at compile time, where the macro alone cannot see enough.

pub mod unreached;
