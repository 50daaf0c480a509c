//! Hygiene: a crosswalk and a roster declared in an edition-2021 crate. The generated code is
//! spanned in this crate, so it is parsed and resolved under edition 2021's rules. The migration
//! lints to the later editions must find nothing to migrate in it.
#![deny(warnings, rust_2018_idioms, rust_2024_compatibility)]

include!("../../edition_items.rs");
