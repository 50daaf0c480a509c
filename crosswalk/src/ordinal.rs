//! Ordinals that remember which enum's numbering they belong to.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use crate::{Crosswalk, Error, Roster};

/// An ordinal in the numbering of the enum `E`, and of no other.
///
/// A klr ordinal, a BIR ordinal and a silicon byte are different numbers for the same thing; reading
/// one as another is a silent miscompile. `Ordinal<klr::Dtype>` and `Ordinal<bir::Dtype>` are
/// different types, so passing one where the other is expected does not compile. The raw number is
/// one explicit [`Ordinal::get`] away, for the encoder or the file format that needs it.
pub struct Ordinal<E: ?Sized> {
    value: u32,
    space: PhantomData<fn() -> E>,
}

impl<E: ?Sized> Ordinal<E> {
    /// Declares that `value` is an ordinal of `E`: a raw number read from outside (a file, an
    /// encoder, the C++ side) enters a typed numbering here, and only here.
    #[must_use]
    pub const fn new(value: u32) -> Self {
        Self {
            value,
            space: PhantomData,
        }
    }

    /// The raw number, leaving the type's protection behind.
    #[must_use]
    pub const fn get(self) -> u32 {
        self.value
    }
}

impl<E: Roster> Ordinal<E> {
    /// The variant of `E` with this ordinal.
    ///
    /// # Errors
    /// [`ErrorKind::UnknownOrdinal`](crate::ErrorKind::UnknownOrdinal) when no variant has it.
    pub fn decode(self) -> Result<E, Error> {
        E::try_from_ordinal(self.value)
    }
}

impl<E: Crosswalk<Repr = u32>> Ordinal<E> {
    /// Translates this ordinal through `E`'s crosswalk, exactly as
    /// [`Crosswalk::translate_ordinal`] does.
    ///
    /// # Errors
    /// Whatever the crosswalk's table and `on_oob` policy give for this ordinal.
    pub fn translate(self) -> Result<E::Target, Error> {
        E::translate_ordinal(self.value)
    }
}

impl<E: ?Sized> Clone for Ordinal<E> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<E: ?Sized> Copy for Ordinal<E> {}

impl<E: ?Sized> PartialEq for Ordinal<E> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<E: ?Sized> Eq for Ordinal<E> {}

impl<E: ?Sized> PartialOrd for Ordinal<E> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<E: ?Sized> Ord for Ordinal<E> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.value.cmp(&other.value)
    }
}

impl<E: ?Sized> Hash for Ordinal<E> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.value.hash(state);
    }
}

impl<E: ?Sized> fmt::Debug for Ordinal<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Ordinal<{}>({})",
            core::any::type_name::<E>(),
            self.value
        )
    }
}

/// Prints the bare number, for tables and logs.
impl<E: ?Sized> fmt::Display for Ordinal<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.value, f)
    }
}
