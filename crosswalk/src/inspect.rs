//! Read-outs of a declared crosswalk, computed from its table rather than written down.

use crate::{Cell, Crosswalk, Roster};

/// The value written into [`table_image`] for a cell that maps nowhere: a hole between discriminants
/// or a `#[reject]` variant that lies before the last mapped cell. No hand-written table can hold a
/// real target there either.
pub const NO_TARGET: u32 = u32::MAX;

/// The table as a C++ `.rodata` `u32[]` would hold it: each cell's target ordinal, little-endian,
/// from the first cell up to the last one that maps somewhere (so a trailing `#[reject]` cell, which
/// a switch would handle in its own arm, adds nothing).
pub fn table_image<C: Crosswalk>() -> impl Iterator<Item = u8> {
    let cells = C::CELLS;
    let mapped_len = cells
        .iter()
        .rposition(|cell| matches!(cell, Cell::Mapped { .. }))
        .map_or(0, |last| last + 1);
    cells[..mapped_len].iter().flat_map(|cell| {
        let ordinal = match *cell {
            Cell::Mapped { target, .. } => C::target_ordinal(target).get(),
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
    C::Target::VARIANTS.iter().copied().filter(|&candidate| {
        !C::SOURCES.iter().any(|&source| {
            source
                .translate()
                .is_ok_and(|target| target.ordinal() == candidate.ordinal())
        })
    })
}
