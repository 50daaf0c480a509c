//! Procedural macros for [`crosswalk`](https://docs.rs/enum-crosswalk/latest/crosswalk/) (the
//! `enum-crosswalk` package): use them through that crate, which documents them and holds the
//! runtime they expand to.
//!
//! Each macro is one pipeline over `proc_macro2` token streams: parse the input into a model,
//! validate the model (collecting every problem, each spanned on the offending tokens), expand.

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

use proc_macro::TokenStream;

// Documented where `crosswalk` re-exports it: rustdoc would append any text here to that page.
#[allow(missing_docs)]
#[proc_macro_attribute]
pub fn crosswalk(args: TokenStream, item: TokenStream) -> TokenStream {
    let expanded = crosswalk::crosswalk(args.into(), item.into());
    debug_dump::maybe_print("crosswalk", &expanded);
    expanded.into()
}

// Documented where `crosswalk` re-exports it, as `crosswalk` is.
#[allow(missing_docs)]
#[proc_macro_attribute]
pub fn checked(args: TokenStream, item: TokenStream) -> TokenStream {
    let expanded = checked::checked(args.into(), item.into());
    debug_dump::maybe_print("checked", &expanded);
    expanded.into()
}

// Documented where `crosswalk` re-exports it, as `crosswalk` is.
#[allow(missing_docs)]
#[proc_macro]
pub fn declare(tokens: TokenStream) -> TokenStream {
    let expanded = crosswalk::declare(tokens.into());
    debug_dump::maybe_print("declare", &expanded);
    expanded.into()
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
    debug_dump::maybe_print("crosswalk (configured)", &expanded);
    expanded.into()
}

/// Not public API: names the runtime's hidden module after the runtime's version, as generated
/// code names it after this crate's.
#[doc(hidden)]
#[proc_macro]
pub fn __versioned_private_module(module: TokenStream) -> TokenStream {
    private_path::versioned_alias(&module.into()).into()
}

// Documented where `crosswalk` re-exports it, as `crosswalk` is.
#[allow(missing_docs)]
// `to`, `reject` and `unreachable` are a crosswalk's: the derive takes them so that on an enum
// with no `#[crosswalk]` it reports them itself, saying what is missing.
#[proc_macro_derive(Roster, attributes(roster, to, reject, unreachable))]
pub fn derive_roster(item: TokenStream) -> TokenStream {
    let expanded = roster::derive_roster(item.into());
    debug_dump::maybe_print("Roster", &expanded);
    expanded.into()
}

#[cfg(test)]
mod no_panic_tests;

#[cfg(test)]
mod expansion_timing_tests;

#[cfg(test)]
mod expansion_size_tests;
