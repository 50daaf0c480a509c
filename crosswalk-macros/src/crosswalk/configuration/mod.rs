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

use crate::crosswalk::parse::WrittenCrosswalks;
use crate::private_path::PrivateModule;
use crate::template::comma_separated;
use proc_macro2::{Ident, TokenStream};
use syn::spanned::Spanned;

/// The helper attribute carrying a crosswalk of this build: `#[__crosswalk(…arguments…)]`.
pub const CROSSWALK_ON: &str = "__crosswalk";
/// The helper attribute carrying a crosswalk this build's `cfg` switches off.
pub const CROSSWALK_OFF: &str = "__crosswalk_off";

/// `#[derive(runtime::__private_vX_Y::ConfiguredCrosswalk)]`, `runtime` being the crate the
/// crosswalks name, and the helper attributes handing each crosswalk to it: one that is there in
/// every build, or, under a `cfg`, a pair of which each build keeps one.
fn derive_with_helpers(written: &WrittenCrosswalks) -> TokenStream {
    let runtime = written.runtime();
    let mut helpers = template!(runtime, PrivateModule => #[derive(#runtime::#PrivateModule::ConfiguredCrosswalk)]);
    for crosswalk in &written.on {
        let span = crosswalk.attribute.span();
        let on = Ident::new(CROSSWALK_ON, span);
        let off = Ident::new(CROSSWALK_OFF, span);
        let mut arguments = TokenStream::new();
        if let Some(written) = &crosswalk.arguments {
            arguments = template_spanned!(span; written => (#written));
        }
        let mut predicates = crosswalk.predicates.clone();
        if let Some(cfg) = crosswalk.cfg() {
            predicates.push(cfg.clone());
        }
        let condition = match predicates.as_slice() {
            [] => {
                helpers.extend(template_spanned!(span; on, arguments => #[#on #arguments]));
                continue;
            }
            [one] => one.clone(),
            several => {
                let listed = comma_separated(several.to_vec());
                template!(listed => all(#listed))
            }
        };
        helpers.extend(template_spanned! {span; condition, on, arguments, off =>
            #[cfg_attr(#condition, #on #arguments)]
            #[cfg_attr(not(#condition), #off #arguments)]
        });
    }
    helpers
}
