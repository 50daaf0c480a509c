//! How both macros read their attributes: a table of keys per attribute and place
//! ([`Grammar`]), one reader of keyed lists on syn's nested-meta parser ([`KeyedList`]), and the
//! readers of the forms and values several keys share.

mod grammar;
mod keyed_list;
mod values;

pub use grammar::{Grammar, Key};
pub use keyed_list::{KeyedList, OnKey};
pub use values::{
    KeyEntry, at_entry_end, entry_up_to_comma, parse_all, parse_meta_list, parse_whole, path_value,
    rest_of_entry, write_as,
};

#[cfg(test)]
pub use grammar::tests as grammar_tests;
