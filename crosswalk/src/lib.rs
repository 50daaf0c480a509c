#![doc = include_str!("../docs/overview.md")]
#![no_std]
#![doc(test(attr(deny(warnings))))]
#![cfg_attr(docsrs, feature(doc_cfg))]

// Generated code names this crate `::crosswalk`, even inside the crate itself.
extern crate self as crosswalk;

mod error;
mod inspect;
mod ordinal;
mod roster;
mod translator;

pub mod bir;
pub mod klr;
#[cfg(feature = "serde")]
#[path = "serde_impls.rs"]
pub mod serde_by_name;
pub mod wire;

pub use crate::error::{Error, ErrorKind, ParseNameError};
pub use crate::inspect::{
    Lowered, LoweredThrough, NO_TARGET, lower, table_image, table_image_of, unreached, unreached_of,
};
pub use crate::ordinal::Ordinal;
pub use crate::roster::Roster;
pub use crate::translator::{Cell, Crosswalk, OutOfRange, Primary};
// The macros are documented here rather than in their own crate, so that their examples run
// against this crate; rustdoc shows this text first on the macro's page.
#[doc = include_str!("../docs/roster-derive.md")]
pub use crosswalk_macros::Roster;
#[doc = include_str!("../docs/crosswalk-attribute.md")]
pub use crosswalk_macros::crosswalk;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private_v0_1;
