//! Checked, zero-cost translators between the numbering of one enum and another's.
//!
//! Two layers of a toolchain often number the same things differently: a front end lists its
//! dtypes alphabetically from 1, the IR by size class from 0, the silicon by yet another code. The
//! bridge between them is a small table, and a wrong cell in it is a silent miscompile.
//! `#[crosswalk]` declares that table on the source enum itself, checks it at compile time, and
//! generates translators as fast as the hand-written table.
//!
//! ```
//! use crosswalk::{Crosswalk, Roster};
//!
//! mod ir {
//!     #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
//!     pub enum Color { Red, Green, Blue }
//! }
//!
//! #[crosswalk::crosswalk(to = ir::Color, base = 1, on_oob = throw("unknown colour"))]
//! #[derive(Clone, Copy, Debug, PartialEq, Eq)]
//! enum FrontColor {
//!     #[to(Blue)] Blue = 1,
//!     #[to(Green)] Green = 2,
//!     #[to(Red)] Red = 3,
//!     #[to(Red, alias)] Crimson = 4,
//! }
//!
//! assert_eq!(ir::Color::from(FrontColor::Crimson), ir::Color::Red);
//! assert_eq!(FrontColor::translate_ordinal(2), Ok(ir::Color::Green));
//! assert_eq!(FrontColor::translate_ordinal(9).unwrap_err().to_string(), "unknown colour");
//! assert_eq!(ir::Color::Blue.ordinal().get(), 2);
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

// Generated code names this crate `::crosswalk`, even inside the crate itself.
extern crate self as crosswalk;

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
pub use crosswalk_macros::{Roster, crosswalk};

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private_v0_1;

// The README's examples run as doctests, so the README cannot drift from the crate.
#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
