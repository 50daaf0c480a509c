//! How both macros read their attributes: a table of keys per attribute and place
//! ([`Grammar`]), one parser over it ([`KeyedList`]), and the readers of values several keys
//! share.

mod grammar;
mod keyed_list;
mod values;

pub use grammar::{Form, Grammar, Key, key};
pub use keyed_list::{KeyedList, OnKey, write_as};
pub use values::{bool_value, path_value, string_value};

use proc_macro2::TokenStream;
use syn::Meta;

/// What an attribute holds in its parentheses: `None` for `#[name]` or `#[name = value]`, which
/// the reader of the arguments reports.
pub fn list_arguments(meta: &Meta) -> Option<TokenStream> {
    match meta {
        Meta::List(list) => Some(list.tokens.clone()),
        _ => None,
    }
}

#[cfg(test)]
pub use grammar::tests as grammar_tests;
