//! Ordinals that remember which enum's numbering they belong to.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use crate::{Crosswalk, Error};

/// An ordinal in the numbering of the enum `E`, and of no other.
///
/// A klr ordinal, a BIR ordinal and a silicon byte are different numbers for the same thing; reading
/// one as another is a silent miscompile. `Ordinal<klr::Dtype>` and `Ordinal<bir::Dtype>` are
/// different types, so passing one where the other is expected does not compile. The raw number is
/// one explicit [`Ordinal::get`] away, for the encoder or the file format that needs it.
///
/// `R` is the ordinal's integer type: `u32` unless `E` has a `#[repr]`, whose type it then is.
pub struct Ordinal<E: ?Sized, R = u32> {
    value: R,
    space: PhantomData<fn() -> E>,
}

impl<E: ?Sized, R: Copy> Ordinal<E, R> {
    /// Declares that `value` is an ordinal of `E`: a raw number read from outside (a file, an
    /// encoder, the C++ side) enters a typed numbering here, and only here.
    #[must_use]
    pub const fn new(value: R) -> Self {
        Self {
            value,
            space: PhantomData,
        }
    }

    /// The raw number, leaving the type's protection behind.
    #[must_use]
    pub const fn get(self) -> R {
        self.value
    }
}

impl<E: Crosswalk<Repr = R>, R: Copy> Ordinal<E, R> {
    /// Translates this ordinal through `E`'s crosswalk, exactly as
    /// [`Crosswalk::translate_ordinal`] does.
    ///
    /// # Errors
    /// Whatever the crosswalk's table and `on_oob` policy give for this ordinal.
    pub fn translate(self) -> Result<E::Target, Error> {
        E::translate_ordinal(self.value)
    }
}

impl<E: ?Sized, R: Copy> Clone for Ordinal<E, R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<E: ?Sized, R: Copy> Copy for Ordinal<E, R> {}

impl<E: ?Sized, R: PartialEq> PartialEq for Ordinal<E, R> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<E: ?Sized, R: Eq> Eq for Ordinal<E, R> {}

impl<E: ?Sized, R: Ord> PartialOrd for Ordinal<E, R> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<E: ?Sized, R: Ord> Ord for Ordinal<E, R> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.value.cmp(&other.value)
    }
}

impl<E: ?Sized, R: Hash> Hash for Ordinal<E, R> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.value.hash(state);
    }
}

impl<E: ?Sized, R: fmt::Debug> fmt::Debug for Ordinal<E, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Ordinal<{}>({:?})",
            core::any::type_name::<E>(),
            self.value
        )
    }
}

/// Prints the bare number, for tables and logs.
impl<E: ?Sized, R: fmt::Display> fmt::Display for Ordinal<E, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.value, f)
    }
}
