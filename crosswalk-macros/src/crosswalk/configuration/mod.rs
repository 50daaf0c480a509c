//! `cfg` in a crosswalk. An attribute macro sees the `cfg`s inside its item as written, but a
//! derive is handed its item with every `cfg` evaluated. So an input whose crosswalks depend on a
//! `cfg` is re-emitted for a hidden derive, its crosswalks as the derive's helper attributes (one
//! under a `cfg` as a pair of `cfg_attr`s: on, or switched off), and the derive reads it through
//! the same pipeline. Without a `cfg` the macros expand directly: the detour costs a second parse,
//! and a derive cannot add the tables to the enum's docs.

mod cfg_predicates;
pub mod declaration_form;
pub mod enum_form;

pub use cfg_predicates::take_from_cfg_attr;

use crate::crosswalk::parse::WrittenCrosswalk;
use crate::private_path::PrivateModule;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::Path;
use syn::spanned::Spanned;

/// The helper attribute carrying a crosswalk of this build: `#[__crosswalk(…arguments…)]`.
pub const CROSSWALK_ON: &str = "__crosswalk";
/// The helper attribute carrying a crosswalk this build's `cfg` switches off.
pub const CROSSWALK_OFF: &str = "__crosswalk_off";

/// `#[derive(runtime::__private_vX_Y::ConfiguredCrosswalk)]`, `runtime` being the crate the
/// crosswalks name.
fn derive_attribute(runtime: &Path) -> TokenStream {
    quote!(#[derive(#runtime::#PrivateModule::ConfiguredCrosswalk)])
}

/// The helper attributes handing `crosswalk` to the derive: one that is there in every build, or,
/// under a `cfg`, a pair of which each build keeps one.
fn helper_attributes(crosswalk: &WrittenCrosswalk) -> TokenStream {
    let span = crosswalk.attribute.span();
    let on = format_ident!("{}", CROSSWALK_ON, span = span);
    let off = format_ident!("{}", CROSSWALK_OFF, span = span);
    let arguments = crosswalk
        .arguments
        .as_ref()
        .map(|arguments| quote_spanned!(span=> (#arguments)));
    let mut predicates = crosswalk.predicates.clone();
    predicates.extend(crosswalk.cfg().cloned());
    let condition = match predicates.as_slice() {
        [] => return quote_spanned!(span=> #[#on #arguments]),
        [one] => one.clone(),
        several => quote!(all(#(#several),*)),
    };
    quote_spanned! {span=>
        #[cfg_attr(#condition, #on #arguments)]
        #[cfg_attr(not(#condition), #off #arguments)]
    }
}
