//! Procedural macros for [`crosswalk`](https://docs.rs/crosswalk): use them through that crate,
//! which documents them and holds the runtime they expand to.
//!
//! Each macro is one pipeline over `proc_macro2` token streams: parse the input into a model,
//! validate the model (collecting every problem, each spanned on the offending tokens), expand.

mod crosswalk;
mod debug_dump;
mod diagnostics;
mod enum_shape;
mod roster;
mod suggest;
mod token_split;

use proc_macro::TokenStream;

/// Derives checked translators from the annotated enum's numbering into another enum's.
///
/// See the `crosswalk` crate for the grammar.
#[proc_macro_attribute]
pub fn crosswalk(args: TokenStream, item: TokenStream) -> TokenStream {
    let expanded = crosswalk::crosswalk(args.into(), item.into());
    debug_dump::maybe_print("crosswalk", &expanded);
    expanded.into()
}

/// Derives the enum's roster: ordinals, names, `Display`, `FromStr`, `TryFrom<u32>`.
///
/// On the enum, `#[roster(rename_all = "snake_case")]` (or `lowercase`, `UPPERCASE`,
/// `SCREAMING_SNAKE_CASE`, `kebab-case`) and `#[roster(crate = path)]` (a renamed `crosswalk`
/// dependency); on a variant, `#[roster(name = "…")]`. See the `crosswalk` crate's `Roster` trait.
#[proc_macro_derive(Roster, attributes(roster))]
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
