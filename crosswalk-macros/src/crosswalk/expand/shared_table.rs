//! The one table a dense, infallible crosswalk needs: both `translate(self)` (indexed by
//! discriminant) and `translate_ordinal(n)` (indexed by `n - base`) read it, and so does `From`.
//! Emitting it once, as a hidden associated constant, keeps the expansion (and the compiler's
//! work on it) to one entry per variant.

use super::typed::MAX_LEADING_PAD;
use crate::crosswalk::model::{Crosswalk, Policy, Variant};
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Ident;

/// Where the parts of the shared table sit.
pub struct SharedTable {
    /// The hidden associated constant on the source enum.
    pub name: Ident,
    /// Slot `d - first` holds the target of the variant with discriminant `d`.
    pub first: u32,
    /// The table cell for source ordinal `base + i` is slot `offset + i`.
    pub offset: usize,
    /// How many table cells (`base` to the highest ordinal).
    pub cells: usize,
    /// `const NAME: [Target; LEN] = [...];`, with one more slot holding a `default` policy's target.
    pub definition: TokenStream,
}

/// The shared table, when every variant maps (or takes the default below `base`) and every cell
/// from `base` up is a variant's; `None` otherwise, where the general tables apply.
pub fn shared_table(crosswalk: &Crosswalk) -> Option<SharedTable> {
    if crosswalk.is_fallible() {
        return None;
    }
    let cells = crosswalk.cells();
    let dense = !cells.is_empty() && cells.iter().all(Option::is_some);
    let lowest = crosswalk
        .variants
        .iter()
        .map(|variant| variant.ordinal)
        .min()?;
    if !dense || lowest > crosswalk.base {
        return None;
    }
    let first = if lowest <= MAX_LEADING_PAD { 0 } else { lowest };
    let offset = (crosswalk.base - first) as usize;
    let mut slots = crosswalk.variants_by_ordinal_from(first);
    slots.resize(offset + cells.len(), None);
    let filler = crosswalk.variants.iter().find_map(Variant::target)?;
    let mut values: Vec<TokenStream> = slots
        .iter()
        .map(|slot| crosswalk.target_value(slot.and_then(Variant::target).unwrap_or(filler)))
        .collect();
    if let Policy::Default { target } = &crosswalk.policy {
        values.push(crosswalk.target_value(target));
    }
    let suffix = crosswalk
        .method_names()
        .translate
        .to_string()
        .replace("translate", "")
        .to_uppercase();
    let name = Ident::new(&format!("__CROSSWALK_TARGETS{suffix}"), Span::call_site());
    let target = &crosswalk.target;
    let len = values.len();
    let definition = quote! {
        #[doc(hidden)]
        const #name: [#target; #len] = [#(#values),*];
    };
    Some(SharedTable {
        name,
        first,
        offset,
        cells: cells.len(),
        definition,
    })
}
