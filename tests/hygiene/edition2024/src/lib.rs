//! Hygiene: a crosswalk and a roster declared in an edition-2024 crate. The generated code is
//! spanned in this crate, so it is parsed and resolved under edition 2024's rules.
#![deny(warnings, rust_2018_idioms)]

include!("../../edition_items.rs");
