//! Checks generated code runs at compile time, where the macro alone cannot see enough.

pub mod target_form;
pub mod unreached;
