//! Read-outs of a declared crosswalk, computed from its table rather than written down.

use crate::{Cell, Crosswalk, Error, Primary, Roster};

/// The value written into [`table_image`] for a cell that maps nowhere: a hole between discriminants
/// or a `#[reject]` variant that lies before the last mapped cell. No hand-written table can hold a
/// real target there either.
pub const NO_TARGET: u32 = u32::MAX;

/// The table as a C++ `.rodata` `u32[]` would hold it: each cell's target ordinal, little-endian,
/// from the first cell up to the last one that maps somewhere (so a trailing `#[reject]` cell, which
/// a switch would handle in its own arm, adds nothing).
pub fn table_image<C: Crosswalk>() -> impl Iterator<Item = u8> {
    table_image_of::<C, Primary>()
}

/// [`table_image`] of the crosswalk named `W` (`#[crosswalk(…, name = W)]`).
pub fn table_image_of<C: Crosswalk<W>, W: ?Sized>() -> impl Iterator<Item = u8> {
    let cells = C::CELLS;
    let mapped_len = cells
        .iter()
        .rposition(|cell| matches!(cell, Cell::Mapped { .. }))
        .map_or(0, |last| last + 1);
    cells[..mapped_len].iter().flat_map(|cell| {
        let ordinal = match *cell {
            Cell::Mapped { target, .. } => <C as Crosswalk<W>>::target_ordinal(target).get(),
            Cell::Rejected { .. } | Cell::Empty => NO_TARGET,
        };
        ordinal.to_le_bytes()
    })
}

/// The target values that no source variant translates to, in the target's declaration order.
///
/// A value reached only through the `on_oob` default (and by no variant) counts as unreached.
pub fn unreached<C: Crosswalk>() -> impl Iterator<Item = C::Target>
where
    C::Target: Roster,
{
    unreached_of::<C, Primary>()
}

/// [`unreached`] for the crosswalk named `W`.
pub fn unreached_of<C: Crosswalk<W>, W: ?Sized>() -> impl Iterator<Item = C::Target>
where
    C::Target: Roster,
{
    C::Target::VARIANTS.iter().copied().filter(|&candidate| {
        !C::SOURCES.iter().any(|&source| {
            <C as Crosswalk<W>>::translate(source)
                .is_ok_and(|target| target.ordinal() == candidate.ordinal())
        })
    })
}

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
/// # Errors
/// The first crosswalk's error, or the second's (each names its own enum and ordinal).
pub fn lower<S, W>(source: S) -> Result<LoweredThrough<S, W>, Error>
where
    S: Crosswalk,
    S::Target: Crosswalk<W>,
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
