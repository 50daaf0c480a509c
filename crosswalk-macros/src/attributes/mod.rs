//! How both macros read their attributes: a table of keys per attribute and place
//! ([`Grammar`]), and one parser over it ([`KeyedList`]).

mod grammar;
mod keyed_list;

pub use grammar::{Form, Grammar, Key, key};
pub use keyed_list::{KeyedList, string_value};

#[cfg(test)]
pub use grammar::tests as grammar_tests;
