//! Checks generated code runs at compile time, where the macro alone cannot see enough.

mod message;
pub mod shared_constants;
pub mod target_form;
pub mod unreached;

pub use message::Message;
