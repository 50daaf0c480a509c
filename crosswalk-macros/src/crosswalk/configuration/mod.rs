//! `cfg` in a crosswalk. The compiler evaluates `cfg` and `cfg_attr` inside an item only after an
//! attribute macro on it has run, so `#[crosswalk]` and `declare!` see them as written, not as
//! this build has them. A derive is handed its item with every `cfg` evaluated (what the unstable
//! `#[cfg_eval]` does for attributes). So an input whose crosswalks depend on a `cfg` is re-emitted
//! for a hidden derive, with its crosswalks as the derive's helper attributes: a crosswalk under a
//! `cfg` becomes a `cfg_attr` that gives the derive its arguments as on or as switched off. The
//! derive reads the evaluated input through the same pipeline as the macros.
//!
//! Without any `cfg` the macros expand directly, as the detour costs a second parse of the item.

mod cfg_predicates;
pub mod declaration_form;
pub mod enum_form;

use crate::attributes::list_arguments;
use cfg_predicates::{UnderCfgAttr, cfg_key, take_from_cfg_attr};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Attribute, Path};

/// The crosswalks among `attributes`, written bare or inside a `cfg_attr`, as the derive is handed
/// them; and the other attributes, with what a `cfg_attr` held besides crosswalks.
fn take_crosswalks(
    attributes: Vec<Attribute>,
    is_crosswalk: &dyn Fn(&Path) -> bool,
) -> (Vec<CrosswalkForDerive>, Vec<Attribute>) {
    let mut for_derive = Vec::new();
    let mut kept = Vec::with_capacity(attributes.len());
    for attribute in attributes {
        if is_crosswalk(attribute.path()) {
            for_derive.push(CrosswalkForDerive::new(
                list_arguments(&attribute.meta),
                attribute.span(),
            ));
            continue;
        }
        let (under_cfg_attr, left) = take_from_cfg_attr(attribute, is_crosswalk);
        for_derive.extend(
            under_cfg_attr
                .into_iter()
                .map(CrosswalkForDerive::under_cfg_attr),
        );
        kept.extend(left);
    }
    (for_derive, kept)
}

/// The helper attribute carrying a crosswalk of this build: `#[__crosswalk(…arguments…)]`.
pub const CROSSWALK_ON: &str = "__crosswalk";
/// The helper attribute carrying a crosswalk this build's `cfg` switches off.
pub const CROSSWALK_OFF: &str = "__crosswalk_off";

/// A crosswalk to hand to the derive: its arguments (`None` for an attribute written without
/// parentheses, reported by the derive), where it was written, and the `cfg_attr` predicates
/// around it.
struct CrosswalkForDerive {
    arguments: Option<TokenStream>,
    span: Span,
    predicates: Vec<TokenStream>,
}

impl CrosswalkForDerive {
    fn new(arguments: Option<TokenStream>, span: Span) -> Self {
        Self {
            arguments,
            span,
            predicates: Vec::new(),
        }
    }

    fn under_cfg_attr(taken: UnderCfgAttr) -> Self {
        Self {
            arguments: list_arguments(&taken.meta),
            span: syn::spanned::Spanned::span(&taken.meta),
            predicates: taken.predicates,
        }
    }

    /// The helper attributes: one that is there in every build, or, under a `cfg`, a pair of
    /// which each build keeps one.
    fn helper_attributes(&self) -> TokenStream {
        let span = self.span;
        let on = format_ident!("{}", CROSSWALK_ON, span = span);
        let off = format_ident!("{}", CROSSWALK_OFF, span = span);
        let arguments = self
            .arguments
            .as_ref()
            .map(|arguments| quote_spanned!(span=> (#arguments)));
        let mut predicates = self.predicates.clone();
        predicates.extend(self.arguments.as_ref().and_then(cfg_key));
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
}
