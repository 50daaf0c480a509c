//! How both macros read their attributes: a table of keys per attribute and place
//! ([`Grammar`]), one reader of keyed lists on syn's nested-meta parser ([`KeyedList`]), and the
//! readers of the forms and values several keys share.

mod grammar;
mod keyed_list;
mod values;

pub use grammar::{Grammar, Key};
pub use keyed_list::{KeyedList, OnKey};
pub use values::{KeyEntry, at_entry_end, entry_up_to_comma, path_value, rest_of_entry, write_as};

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
