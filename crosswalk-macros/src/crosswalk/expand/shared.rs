//! The one table of targets a dense, infallible crosswalk shares between `translate(self)`
//! (indexed by discriminant), `translate_ordinal` (indexed by `n - base`) and `From`. Emitting it
//! once, as a hidden associated constant, keeps the expansion (and the compiler's work on it) to
//! one entry per variant.

use super::walk::Walk;
use crate::crosswalk::model::Policy;
use proc_macro2::TokenStream;
use quote::quote;

/// `const NAME: [Target; LEN] = [...];`, with one more slot holding a `default` policy's target;
/// nothing when the crosswalk has no shared table.
pub fn definition(walk: &Walk<'_>) -> TokenStream {
    let crosswalk = walk.crosswalk;
    let Some(layout) = crosswalk
        .layout()
        .filter(|layout| layout.shared_offset.is_some())
    else {
        return TokenStream::new();
    };
    let mut values: Vec<TokenStream> = layout
        .slots
        .iter()
        .filter_map(|slot| walk.target_or_filler(*slot))
        .map(|target| walk.target_value(target))
        .collect();
    if let Policy::Default { target } = &crosswalk.policy {
        values.push(walk.target_value(target));
    }
    let name = &crosswalk.methods.shared_table;
    let target = &crosswalk.target.path;
    let len = values.len();
    quote! {
        #[doc(hidden)]
        const #name: [#target; #len] = [#(#values),*];
    }
}
