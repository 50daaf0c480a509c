#![doc = include_str!("../docs/overview.md")]
#![no_std]
#![doc(test(attr(deny(warnings))))]
#![cfg_attr(docsrs, feature(doc_cfg))]

// Generated code names this crate `::crosswalk`, even inside the crate itself.
extern crate self as crosswalk;

mod checks;
mod error;
#[cfg(feature = "neuron")]
mod lower;
mod ordinal;
mod roster;
mod translator;

#[cfg(feature = "neuron")]
pub mod bir;
#[cfg(feature = "neuron")]
pub mod klr;
#[cfg(feature = "serde")]
#[path = "serde_impls.rs"]
pub mod serde_by_name;
#[cfg(feature = "neuron")]
pub mod wire;

pub use crate::error::{Error, ErrorKind, ParseNameError};
#[cfg(feature = "neuron")]
pub use crate::lower::{Lowered, LoweredThrough, lower};
pub use crate::ordinal::Ordinal;
pub use crate::roster::Roster;
pub use crate::translator::{Cell, Crosswalk, NO_TARGET, OnOutOfRange, Primary};
// The macros are documented here rather than in their own crate, so that their examples run
// against this crate; rustdoc shows this text first on the macro's page.
#[doc = include_str!("../docs/roster-derive.md")]
pub use crosswalk_macros::Roster;
#[doc = include_str!("../docs/checked-attribute.md")]
pub use crosswalk_macros::checked;
#[doc = include_str!("../docs/crosswalk-attribute.md")]
pub use crosswalk_macros::crosswalk;
#[doc = include_str!("../docs/declare-macro.md")]
pub use crosswalk_macros::declare;

// What generated code reaches for, under a name that carries this crate's version (generated
// code names it after the macro crate's version, so a mismatched pair does not resolve).
#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
crosswalk_macros::__versioned_private_module!(__private);
