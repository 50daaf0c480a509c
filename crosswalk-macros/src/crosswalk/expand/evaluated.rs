//! The tables of an enum whose discriminants include constant expressions: the macro cannot
//! evaluate them, so each table is a `const` built by a loop over `Source::A as R`, and the checks
//! validation makes on literal discriminants (below `base`, the cell cap) are `const` panics that
//! name the variant.

use super::typed;
use super::walk::{Walk, error_ordinal, primitive};
use crate::crosswalk::model::{Outcome, Policy};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote};

/// The most cells a table may have, as validation bounds literal ones.
const MAX_CELLS: usize = 1 << 16;

/// The enum's hidden constants every evaluated table reads: its discriminants in declaration
/// order, the lowest and the highest.
pub fn source_constants(walk: &Walk<'_>) -> TokenStream {
    let ordinal_type = walk.ordinal_type();
    let variants = walk.source.variants.iter().map(|variant| &variant.ident);
    let count = walk.source.variants.len();
    quote! {
        #[doc(hidden)]
        const __CROSSWALK_ORDINALS: [#ordinal_type; #count] = [#(Self::#variants as #ordinal_type),*];
        #[doc(hidden)]
        const __CROSSWALK_LOWEST: #ordinal_type = {
            let mut __lowest = Self::__CROSSWALK_ORDINALS[0];
            let mut __index = 1;
            while __index < #count {
                if Self::__CROSSWALK_ORDINALS[__index] < __lowest {
                    __lowest = Self::__CROSSWALK_ORDINALS[__index];
                }
                __index += 1;
            }
            __lowest
        };
        #[doc(hidden)]
        const __CROSSWALK_HIGHEST: #ordinal_type = {
            let mut __highest = Self::__CROSSWALK_ORDINALS[0];
            let mut __index = 1;
            while __index < #count {
                if Self::__CROSSWALK_ORDINALS[__index] > __highest {
                    __highest = Self::__CROSSWALK_ORDINALS[__index];
                }
                __index += 1;
            }
            __highest
        };
    }
}

/// `ordinal - from` in the unsigned twin, as a `usize` (exact below the cell cap).
fn offset(walk: &Walk<'_>, ordinal: &TokenStream, from: &TokenStream) -> TokenStream {
    let unsigned = primitive(walk.source.ordinal_type.unsigned_twin());
    quote!(((#ordinal as #unsigned).wrapping_sub(#from as #unsigned) as ::core::primitive::usize))
}

/// The const checks: per variant, not below `base` where it maps, and within the cell cap of
/// both tables. Each panics with a message naming the variant. The check is written once, in a
/// local `macro_rules!` the variants' names are handed to, so the expansion holds a name per
/// variant rather than a whole check with its messages.
pub fn checks(walk: &Walk<'_>) -> TokenStream {
    let source = &walk.source.ident;
    let base = walk.ordinal_literal(walk.crosswalk.base);
    let ordinal_type = walk.ordinal_type();
    let value = quote!((#source::$variant as #ordinal_type));
    let from_base = offset(walk, &value, &base);
    let from_lowest = offset(walk, &value, &quote!(#source::__CROSSWALK_LOWEST));
    let below = format!(
        "` lies below `base = {}`: no table cell holds it, so `#[to]` could never be reached through `translate_ordinal`; lower `base` or mark it `#[reject]`",
        walk.crosswalk.base
    );
    let cap = format!(
        "` is more than {MAX_CELLS} cells from `base` or from the lowest discriminant: a crosswalk is a dense table; renumber the variants so they lie close together"
    );
    let variants = walk.source.variants.iter().map(|variant| &variant.ident);
    let mapped = walk
        .source
        .variants
        .iter()
        .zip(&walk.crosswalk.outcomes)
        .filter(|(_, outcome)| matches!(outcome, Outcome::Mapped { .. }))
        .map(|(variant, _)| &variant.ident);
    // Lints see through a `macro_rules!` declared in the user's crate as if the user had written
    // its body, so the casts of the check (exact below the cell cap) would be reported as theirs.
    quote! {
        #[allow(clippy::all, clippy::pedantic, clippy::nursery, clippy::restriction)]
        // These panics run in the const evaluation of the user's crate, never in the macro: the
        // macro cannot evaluate the discriminants, so a failed check is this compile error, naming
        // the variant (literal discriminants get the macro's own located error instead).
        const _: () = {
            macro_rules! __crosswalk_checks {
                ([$($mapped:ident)*] [$($every:ident)*]) => {
                    $(__crosswalk_checks!(@below $mapped);)*
                    $(__crosswalk_checks!(@cap $every);)*
                };
                (@below $variant:ident) => {
                    if #value < #base {
                        ::core::panic!(::core::concat!("`", ::core::stringify!($variant), #below));
                    }
                };
                (@cap $variant:ident) => {
                    if (#value >= #base && #from_base >= #MAX_CELLS) || #from_lowest >= #MAX_CELLS {
                        ::core::panic!(::core::concat!("`", ::core::stringify!($variant), #cap));
                    }
                };
            }
            __crosswalk_checks!([#(#mapped)*] [#(#variants)*]);
        };
    }
}

/// The raw cells' count: from `base` to the highest discriminant, 0 when all lie below `base`,
/// and 0 past the cell cap, where [`checks`] fails the build with the variant's name and no
/// table is worth building first.
pub fn cell_count(walk: &Walk<'_>) -> TokenStream {
    let source = &walk.source.ident;
    let base = walk.ordinal_literal(walk.crosswalk.base);
    let span = offset(walk, &quote!(#source::__CROSSWALK_HIGHEST), &base);
    quote!(if #source::__CROSSWALK_HIGHEST < #base || #span >= #MAX_CELLS { 0 } else { #span + 1 })
}

/// `translate_ordinal`: the general table of whole outcomes, built in const context.
pub fn translate_ordinal_body(walk: &Walk<'_>, ordinal: &TokenStream) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let source = &walk.source.ident;
    let target = &crosswalk.target.path;
    let private = &walk.private;
    let ordinal_type = walk.ordinal_type();
    let base = walk.ordinal_literal(crosswalk.base);
    let count = walk.source.variants.len();
    let len = cell_count(walk);
    let outcomes = (0..count).map(|index| typed::outcome(walk, index));
    let names = walk.table_names();
    let result = quote!(::core::result::Result<#target, #private::Error>);
    let unsigned = primitive(walk.source.ordinal_type.unsigned_twin());
    // `filler` only fills the array before every cell is written: a constant of the right type.
    let (filler, hole, past_end) = match walk.out_of_range_site() {
        None => {
            let default = match &crosswalk.policy {
                Policy::Default { target } => walk.target_value(target),
                Policy::Throw { .. } => TokenStream::new(),
            };
            let ok = quote!(::core::result::Result::Ok(#default));
            (ok.clone(), ok.clone(), ok)
        }
        Some(site) => {
            let hole_ordinal = error_ordinal(
                &quote!(((#base as #unsigned).wrapping_add(__cell as #unsigned) as #ordinal_type)),
            );
            (
                walk.error(&site, &quote!(0)),
                walk.error(&site, &hole_ordinal),
                walk.error(&site, &error_ordinal(ordinal)),
            )
        }
    };
    let index = walk.cell_index(ordinal, crosswalk.base);
    let slot = offset(walk, &quote!(__ordinals[__index]), &base);
    quote! {
        const LEN: ::core::primitive::usize = #len;
        const TABLE: [#result; LEN] = {
            #names
            let __outcomes: [#result; #count] = [#(#outcomes),*];
            let __ordinals = #source::__CROSSWALK_ORDINALS;
            let mut __table = [#filler; LEN];
            let mut __cell = 0;
            while __cell < LEN {
                __table[__cell] = #hole;
                __cell += 1;
            }
            let mut __index = 0;
            while __index < #count {
                if __ordinals[__index] >= #base && #slot < LEN {
                    __table[#slot] = __outcomes[__index];
                }
                __index += 1;
            }
            __table
        };
        #index
        if __index < LEN {
            TABLE[__index]
        } else {
            #past_end
        }
    }
}

/// Slot count and the placing slot of a table indexed by discriminant from the lowest; 0 slots
/// past the cell cap, as in [`cell_count`].
fn slots(walk: &Walk<'_>) -> (TokenStream, TokenStream) {
    let source = &walk.source.ident;
    let span = offset(
        walk,
        &quote!(#source::__CROSSWALK_HIGHEST),
        &quote!(#source::__CROSSWALK_LOWEST),
    );
    let slot = offset(
        walk,
        &quote!(__ordinals[__index]),
        &quote!(#source::__CROSSWALK_LOWEST),
    );
    (
        quote!(if #span >= #MAX_CELLS { 0 } else { #span + 1 }),
        slot,
    )
}

/// The target of `source` (a variant) for a crosswalk with no rejected variant.
pub fn target_table(walk: &Walk<'_>, source: &TokenStream) -> TokenStream {
    let target = &walk.crosswalk.target.path;
    let targets = (0..walk.source.variants.len())
        .filter_map(|index| walk.target_or_filler(Some(index)))
        .map(|target| walk.table_value(target));
    let filler = walk
        .target_or_filler(None)
        .map(|target| walk.target_value(target));
    placed_table(walk, target, targets, &quote!(#filler), source)
}

/// `translate(self)` for a crosswalk with rejected variants: every variant's whole outcome.
pub fn outcome_table(walk: &Walk<'_>) -> TokenStream {
    let target = &walk.crosswalk.target.path;
    let private = &walk.private;
    let outcomes = (0..walk.source.variants.len()).map(|index| typed::outcome(walk, index));
    let result = quote!(::core::result::Result<#target, #private::Error>);
    placed_table(walk, &result, outcomes, &quote!(__values[0]), &quote!(self))
}

/// A table of `element`s indexed from the lowest discriminant, built in const evaluation: each
/// variant's value (`values`, in declaration order) is placed at its discriminant's slot, `filler`
/// stands in the others; the expression reads the slot of `source`, a variant.
fn placed_table(
    walk: &Walk<'_>,
    element: &impl ToTokens,
    values: impl Iterator<Item = TokenStream>,
    filler: &TokenStream,
    source: &TokenStream,
) -> TokenStream {
    let source_type = &walk.source.ident;
    let count = walk.source.variants.len();
    let names = walk.table_names();
    let (len, slot) = slots(walk);
    let ordinal_type = walk.ordinal_type();
    let index = offset(
        walk,
        &quote!((#source as #ordinal_type)),
        &quote!(#source_type::__CROSSWALK_LOWEST),
    );
    quote! {{
        const LEN: ::core::primitive::usize = #len;
        const TABLE: [#element; LEN] = {
            #names
            let __values: [#element; #count] = [#(#values),*];
            let __ordinals = #source_type::__CROSSWALK_ORDINALS;
            let mut __table = [#filler; LEN];
            let mut __index = 0;
            while __index < #count {
                if #slot < LEN {
                    __table[#slot] = __values[__index];
                }
                __index += 1;
            }
            __table
        };
        TABLE[#index]
    }}
}
