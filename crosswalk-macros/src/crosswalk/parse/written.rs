//! The crosswalks written on one enum or declaration, each read once, with its `cfg_attr`s.

use super::args::{Args, parse_args};
use crate::crosswalk::configuration::{CROSSWALK_OFF, CROSSWALK_ON, take_from_cfg_attr};
use crate::diagnostics::Diagnostics;
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{Attribute, Meta, Path};

pub struct WrittenCrosswalk {
    /// What stands inside its parentheses, and those read; `None` without them (reported).
    pub arguments: Option<TokenStream>,
    pub args: Option<Args>,
    /// The whole attribute, where a missing `to` is reported.
    pub attribute: TokenStream,
    /// The predicates of the `cfg_attr`s it is written in, outermost first.
    pub predicates: Vec<TokenStream>,
}

/// Every crosswalk written on one enum or declaration, in order.
pub struct WrittenCrosswalks {
    pub on: Vec<WrittenCrosswalk>,
    /// The crosswalks a `cfg` switches off in this build.
    pub off: Vec<WrittenCrosswalk>,
}

impl WrittenCrosswalk {
    /// Reads a crosswalk's `arguments`, every malformed one reported; `attribute` is the whole
    /// attribute, where a missing `to` is reported.
    fn read(
        arguments: Option<TokenStream>,
        attribute: TokenStream,
        predicates: Vec<TokenStream>,
        diagnostics: &mut Diagnostics,
    ) -> Self {
        let args = match &arguments {
            Some(tokens) => Some(parse_args(tokens.clone(), attribute.span(), diagnostics)),
            None => {
                diagnostics.error_with_help(
                    &attribute,
                    "#[crosswalk] needs its arguments in parentheses",
                    "write e.g. `#[crosswalk(to = hw::Code, name = hw::Gen2)]`",
                );
                None
            }
        };
        Self {
            arguments,
            args,
            attribute,
            predicates,
        }
    }

    fn of_attribute(attribute: &Attribute, diagnostics: &mut Diagnostics) -> Self {
        Self::read(
            arguments(&attribute.meta),
            attribute.to_token_stream(),
            Vec::new(),
            diagnostics,
        )
    }

    pub fn cfg(&self) -> Option<&TokenStream> {
        self.args.as_ref()?.cfg.as_ref()
    }
}

impl WrittenCrosswalks {
    /// The expanding attribute's crosswalk, then its siblings, taken off `attributes`.
    pub fn of_attribute(
        arguments: TokenStream,
        attributes: &mut Vec<Attribute>,
        diagnostics: &mut Diagnostics,
    ) -> Self {
        let first =
            WrittenCrosswalk::read(Some(arguments), TokenStream::new(), Vec::new(), diagnostics);
        let is_crosswalk = crate::naming::is_crosswalk_path;
        take_crosswalks(attributes, &is_crosswalk, Some(first), diagnostics)
    }

    pub fn of_declaration(attributes: &mut Vec<Attribute>, diagnostics: &mut Diagnostics) -> Self {
        // `declare!` is named already, so its crosswalks are written `#[crosswalk(…)]` alone.
        let is_crosswalk = |path: &Path| path.is_ident("crosswalk");
        take_crosswalks(attributes, &is_crosswalk, None, diagnostics)
    }

    /// The crosswalks the hidden derive's helper attributes carry, taken off `attributes`.
    pub fn of_derive(attributes: &mut Vec<Attribute>, diagnostics: &mut Diagnostics) -> Self {
        let (mut on, mut off, mut kept) = (Vec::new(), Vec::new(), Vec::new());
        for attribute in attributes.iter() {
            let list = if attribute.path().is_ident(CROSSWALK_ON) {
                &mut on
            } else if attribute.path().is_ident(CROSSWALK_OFF) {
                &mut off
            } else {
                kept.push(attribute.clone());
                continue;
            };
            list.push(WrittenCrosswalk::of_attribute(attribute, diagnostics));
        }
        *attributes = kept;
        Self { on, off }
    }

    /// Whether some crosswalk is there only in some builds: under a `cfg` key or a `cfg_attr`.
    pub fn any_conditional(&self) -> bool {
        for crosswalk in &self.on {
            if !crosswalk.predicates.is_empty() || crosswalk.cfg().is_some() {
                return true;
            }
        }
        false
    }

    /// The runtime crate the crosswalks name (the first `crate = …`), for what is emitted before
    /// the source is read: a disagreement is reported where it is.
    pub fn runtime(&self) -> Path {
        let mut given = None;
        for crosswalk in &self.on {
            given = match (given, &crosswalk.args) {
                (None, Some(args)) => args.runtime.clone(),
                (given, _) => given,
            };
        }
        crate::private_path::runtime_or_default(given)
    }

    /// Each crosswalk's arguments, those of this build and those switched off.
    pub fn into_args(self) -> (Vec<Args>, Vec<Args>) {
        let args = |written: Vec<WrittenCrosswalk>| {
            let mut args = Vec::new();
            for crosswalk in written {
                if let Some(read) = crosswalk.args {
                    args.push(read);
                }
            }
            args
        };
        (args(self.on), args(self.off))
    }
}

/// Reads and takes off `attributes` the crosswalks `is_crosswalk` finds, written bare or inside a
/// `cfg_attr`, after `first`; a `cfg_attr` keeps what it held besides them.
fn take_crosswalks(
    attributes: &mut Vec<Attribute>,
    is_crosswalk: &dyn Fn(&Path) -> bool,
    first: Option<WrittenCrosswalk>,
    diagnostics: &mut Diagnostics,
) -> WrittenCrosswalks {
    let mut taken = Vec::new();
    if let Some(first) = first {
        taken.push(first);
    }
    let mut kept = Vec::with_capacity(attributes.len());
    for attribute in attributes.iter() {
        if is_crosswalk(attribute.path()) {
            taken.push(WrittenCrosswalk::of_attribute(attribute, diagnostics));
            continue;
        }
        let mut found = |meta: Meta, predicates| {
            let tokens = meta.to_token_stream();
            taken.push(WrittenCrosswalk::read(
                arguments(&meta),
                tokens,
                predicates,
                diagnostics,
            ));
        };
        if let Some(left) = take_from_cfg_attr(attribute.clone(), is_crosswalk, &mut found) {
            kept.push(left);
        }
    }
    *attributes = kept;
    WrittenCrosswalks {
        on: taken,
        off: Vec::new(),
    }
}

/// What an attribute holds in its parentheses: `None` for `#[name]` or `#[name = value]`.
fn arguments(meta: &Meta) -> Option<TokenStream> {
    Some(meta.require_list().ok()?.tokens.clone())
}
