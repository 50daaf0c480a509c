//! How both macros read their attributes: a table of keys per attribute and place
//! ([`Grammar`]), one parser over it ([`KeyedList`]), and the readers of values several keys
//! share.

mod grammar;
mod keyed_list;
mod values;

pub use grammar::{Form, Grammar, Key, key};
pub use keyed_list::{KeyedList, OnKey};
pub use values::{bool_value, path_value, string_value};

#[cfg(test)]
pub use grammar::tests as grammar_tests;
