//! The bound on the size of the generated tables (where each variant sits in them is
//! `crate::crosswalk::plan`'s decision).

use crate::crosswalk::model::MAX_CELLS;
use crate::diagnostics::Diagnostics;
use crate::source::SourceVariant;
use syn::Path;

/// Reports a table larger than [`MAX_CELLS`], from a literal `base` or across the discriminants;
/// `false` when it is. From a constant-expression `base` (`None`), const evaluation checks it.
pub fn check_size(
    source: &Path,
    variants: &[SourceVariant],
    base: Option<i128>,
    diagnostics: &mut Diagnostics,
) -> bool {
    let enum_ident = crate::naming::last_segment(source);
    let Some((ident, ordinal)) = variants
        .iter()
        .filter_map(|variant| Some((&variant.ident, variant.ordinal.known()?)))
        .max_by_key(|(_, ordinal)| *ordinal)
    else {
        return true;
    };
    if let Some(base) = base {
        let cells = (ordinal - base).max(0) + 1;
        if cells > super::max_cells() {
            diagnostics.error_with_help(
                ident,
                format!(
                    "`{ident}` has ordinal {ordinal}, so `{enum_ident}` would need a table of {cells} cells from \
                     `base = {base}`, more than the {MAX_CELLS} a crosswalk allows"
                ),
                "a crosswalk is a dense table; raise `base` to the lowest mapped ordinal, or renumber the sparse variants",
            );
            return false;
        }
    }
    // `translate(self)` indexes a table by discriminant, from the lowest one (which may lie below
    // `base`) to the highest: that span is bounded too.
    let lowest = variants
        .iter()
        .filter_map(|variant| variant.ordinal.known())
        .min()
        .unwrap_or(ordinal);
    let span = ordinal - lowest.min(ordinal) + 1;
    if span > super::max_cells() {
        diagnostics.error_with_help(
            ident,
            format!(
                "the ordinals of `{enum_ident}` span {lowest} to {ordinal}: {span} slots, more than the {MAX_CELLS} a crosswalk allows"
            ),
            "a crosswalk is a dense table; renumber the variants so they lie close together",
        );
        return false;
    }
    true
}
