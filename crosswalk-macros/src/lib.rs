//! Procedural macros for [`crosswalk`](https://docs.rs/enum-crosswalk/latest/crosswalk/) (the
//! `enum-crosswalk` package), which documents them. Each macro parses its input into a model,
//! validates it (collecting every problem), and expands it.

// First, so that its `template!` macros are in scope in the modules after it.
#[macro_use]
mod template;

mod attributes;
mod checked;
mod crosswalk;
mod debug_dump;
mod diagnostics;
mod name_hash;
mod naming;
mod private_path;
mod rename;
mod roster;
mod source;
mod spans;
mod suggest;
mod token_split;
mod trees;

use debug_dump::shown;
use proc_macro::TokenStream;

// The macros without docs are documented where `crosswalk` re-exports them: rustdoc would append
// any text here to that page.
#[allow(missing_docs)]
#[proc_macro_attribute]
pub fn crosswalk(args: TokenStream, item: TokenStream) -> TokenStream {
    shown("crosswalk", crosswalk::crosswalk(args.into(), item.into()))
}

#[allow(missing_docs)]
#[proc_macro_attribute]
pub fn checked(args: TokenStream, item: TokenStream) -> TokenStream {
    shown("checked", checked::checked(args.into(), item.into()))
}

#[allow(missing_docs)]
#[proc_macro]
pub fn declare(tokens: TokenStream) -> TokenStream {
    shown("declare", crosswalk::declare(tokens.into()))
}

/// Not public API: `#[crosswalk]`'s and `declare!`'s own, for an input whose crosswalks depend on
/// a `cfg`. A derive is handed its item with every `cfg` evaluated, which an attribute macro is
/// not.
#[doc(hidden)]
#[proc_macro_derive(
    ConfiguredCrosswalk,
    attributes(
        __crosswalk,
        __crosswalk_off,
        __crosswalk_unknown,
        __crosswalk_declaration,
        __crosswalk_line,
        to,
        reject,
        unreachable
    )
)]
pub fn configured_crosswalk(item: TokenStream) -> TokenStream {
    let expanded = crosswalk::configured_crosswalk(&item.into());
    shown("crosswalk (configured)", expanded)
}

/// Not public API: names the runtime's hidden module after the runtime's version, as generated
/// code names it after this crate's.
#[doc(hidden)]
#[proc_macro]
pub fn __versioned_private_module(module: TokenStream) -> TokenStream {
    private_path::versioned_alias(&module.into()).into()
}

#[allow(missing_docs)]
// `to`, `reject` and `unreachable` are a crosswalk's: the derive takes them so that on an enum
// with no `#[crosswalk]` it reports them itself, saying what is missing.
#[proc_macro_derive(Roster, attributes(roster, to, reject, unreachable))]
pub fn derive_roster(item: TokenStream) -> TokenStream {
    shown("Roster", roster::derive_roster(item.into()))
}

#[cfg(test)]
mod expansion_size_tests;
#[cfg(test)]
mod expansion_timing_tests;
#[cfg(test)]
mod no_panic_tests;
