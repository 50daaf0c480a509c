//! Following one value through two crosswalks, each step typed in its own id-space.

use crate::{Crosswalk, Error};

/// One value followed through two crosswalks: the source, the intermediate and the final value,
/// each typed in its own space (klr → BIR → silicon, say), so none can be read as another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lowered<S, M, T> {
    /// Where it started.
    pub source: S,
    /// After the first crosswalk.
    pub middle: M,
    /// After the second.
    pub target: T,
}

/// What [`lower`] gives: `S`, its target, and that target's target through the crosswalk `W`.
pub type LoweredThrough<S, W> =
    Lowered<S, <S as Crosswalk>::Target, <<S as Crosswalk>::Target as Crosswalk<W>>::Target>;

/// Goes the whole way: `source` through its (unnamed) crosswalk, then the result through its
/// crosswalk named `W` (`Primary` for an unnamed one). For example,
/// `lower::<_, wire::CoreV4>(klr::Dtype::Float8E4m3)` gives BIR `float8e4` and CoreV4 tag `0x0e`.
///
/// The source and the intermediate are kept as well as translated, so both are `Copy`.
///
/// # Errors
/// The first crosswalk's error, or the second's (each names its own enum and ordinal).
pub fn lower<S, W>(source: S) -> Result<LoweredThrough<S, W>, Error>
where
    S: Crosswalk + Copy,
    S::Target: Crosswalk<W> + Copy,
    W: ?Sized,
{
    let middle = source.translate()?;
    let target = <S::Target as Crosswalk<W>>::translate(middle)?;
    Ok(Lowered {
        source,
        middle,
        target,
    })
}
