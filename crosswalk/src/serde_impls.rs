//! serde support (feature `serde`): an enum is written and read as its [`Roster`] name.
//!
//! The ten shipped enums implement `Serialize` and `Deserialize` this way: the [`klr`] enums as
//! their klr spellings (`"float8_e4m3"`, `"gelu_dx"`), the [`bir`] enums as their BIR-JSON
//! spellings (`"float8e4"`, `"Derivative_Gelu"`). A name the enum does not have is an error that
//! lists the ones it does, and so is a name of the other layer: `"float8_e4m3"` is not a
//! [`bir::Dtype`].
//!
//! For your own enums, derive [`Roster`](macro@crate::Roster) and route a field through this
//! module with `#[serde(with = "crosswalk::serde_by_name")]`:
//!
//! ```
//! use crosswalk::bir;
//! use serde::{Deserialize, Serialize};
//!
//! #[derive(Clone, Copy, Debug, PartialEq, crosswalk::Roster)]
//! #[roster(rename_all = "kebab-case")]
//! enum Queue { HighPriority, Bulk }
//!
//! #[derive(Debug, PartialEq, Serialize, Deserialize)]
//! struct Instruction {
//!     dtype: bir::Dtype, // a shipped enum: serde support built in
//!     #[serde(with = "crosswalk::serde_by_name")]
//!     queue: Queue,
//! }
//!
//! let json = r#"{"dtype":"float8e4","queue":"high-priority"}"#;
//! let read: Instruction = serde_json::from_str(json).unwrap();
//! assert_eq!(read.dtype, bir::Dtype::Float8e4);
//! assert_eq!(read.queue, Queue::HighPriority);
//! assert_eq!(serde_json::to_string(&read).unwrap(), json);
//!
//! let json = r#"{"dtype":"float8e4","queue":"low"}"#;
//! let error = serde_json::from_str::<Instruction>(json).unwrap_err();
//! assert!(error.to_string().starts_with(
//!     "unknown variant `low`, expected `high-priority` or `bulk`"
//! ));
//! ```
//!
//! Names are written with `serialize_str` and read with `deserialize_str`, so a binary format
//! stores the name too, never a position or an ordinal.
#![cfg_attr(docsrs, doc(cfg(feature = "serde")))]

use crate::Roster;
#[cfg(feature = "neuron")]
use crate::{bir, klr};
use core::fmt;
use core::marker::PhantomData;
use serde::de::{self, Deserializer, Visitor};
use serde::ser::Serializer;

/// Writes `value` as its [`Roster::name`].
///
/// # Errors
/// Whatever the serializer gives for a string.
pub fn serialize<T: Roster, S: Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(value.name())
}

/// Reads a name as its variant, as [`Roster::from_name`] does (aliases too, and any ASCII case
/// if the enum is `ascii_case_insensitive`).
///
/// # Errors
/// serde's `unknown variant` error, listing every name of `T`, for a string that names no variant;
/// `invalid type` for anything but a string.
pub fn deserialize<'de, T: Roster, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    deserializer.deserialize_str(NameVisitor(PhantomData))
}

struct NameVisitor<T>(PhantomData<T>);

impl<T: Roster> Visitor<'_> for NameVisitor<T> {
    type Value = T;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "the name of a {} variant", T::ENUM_PATH)
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<T, E> {
        T::from_name(name).ok_or_else(|| E::unknown_variant(name, T::NAMES))
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<T, E> {
        match core::str::from_utf8(bytes) {
            Ok(name) => self.visit_str(name),
            Err(_) => Err(E::invalid_value(de::Unexpected::Bytes(bytes), &self)),
        }
    }
}

/// `Serialize` and `Deserialize` by name, through [`serialize`] and [`deserialize`].
#[cfg(feature = "neuron")]
macro_rules! by_name {
    ($($enum:ty),* $(,)?) => {$(
        impl serde::Serialize for $enum {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serialize(self, serializer)
            }
        }

        impl<'de> serde::Deserialize<'de> for $enum {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserialize(deserializer)
            }
        }
    )*};
}

#[cfg(feature = "neuron")]
by_name!(
    klr::Dtype,
    klr::Engine,
    klr::AluOp,
    klr::ActivationFunc,
    klr::AccumCmd,
    bir::Dtype,
    bir::EngineType,
    bir::AluOpType,
    bir::ActivationFunctionType,
    bir::EngineAccumulationType,
);
