//! Hygiene: crosswalks and rosters declared in a module whose own items shadow every name the
//! generated code could reach for unqualified: the prelude's types, traits and variants, the
//! primitive types, the `core`, `std` and `crosswalk` crate names and the standard macros. The
//! generated code must name each through an absolute path (`::core::result::Result::Ok`, …).

pub mod bindings;
pub mod hostile;
pub mod no_prelude;
pub mod variant_names;
