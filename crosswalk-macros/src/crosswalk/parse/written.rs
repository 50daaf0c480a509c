//! The crosswalks written on one enum or declaration, before their arguments are read: each one's
//! argument tokens, where it was written, and whether this build's `cfg` switches it off.

use super::args::{Args, parse_args};
use crate::attributes::list_arguments;
use crate::diagnostics::Diagnostics;
use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::Attribute;
use syn::spanned::Spanned;

/// One crosswalk as written.
pub struct WrittenCrosswalk {
    /// What stands inside its parentheses; `None` for an attribute written without them.
    pub arguments: Option<TokenStream>,
    /// Where a missing `to` is reported.
    pub at: Span,
    /// The attribute, for an error about its form.
    pub attribute: TokenStream,
}

/// Every crosswalk written on one enum or declaration, in order.
#[derive(Default)]
pub struct WrittenCrosswalks {
    /// The crosswalks of this build.
    pub on: Vec<WrittenCrosswalk>,
    /// The crosswalks a `cfg` switches off in this build.
    pub off: Vec<WrittenCrosswalk>,
}

impl WrittenCrosswalk {
    /// The crosswalk an attribute writes; `at` is where a missing `to` is reported.
    pub fn of_attribute(attribute: &Attribute, at: Span) -> Self {
        Self {
            arguments: list_arguments(&attribute.meta),
            at,
            attribute: attribute.to_token_stream(),
        }
    }
}

impl WrittenCrosswalks {
    /// The expanding attribute's crosswalk (`arguments`), then its siblings, which are taken off
    /// `attributes`.
    pub fn of_attribute(arguments: TokenStream, attributes: &mut Vec<Attribute>) -> Self {
        let mut written = Self::default();
        written.on.push(WrittenCrosswalk {
            arguments: Some(arguments),
            at: Span::call_site(),
            attribute: TokenStream::new(),
        });
        take_crosswalks(attributes, &is_crosswalk_attribute, &mut written.on);
        written
    }

    /// A declaration's crosswalks, taken off its `attributes`.
    pub fn of_declaration(attributes: &mut Vec<Attribute>) -> Self {
        let mut written = Self::default();
        take_crosswalks(
            attributes,
            &|attribute| is_declared_crosswalk(attribute.path()),
            &mut written.on,
        );
        written
    }

    /// Each crosswalk's arguments, those of this build and those switched off, every malformed
    /// one reported.
    pub fn parse(&self, diagnostics: &mut Diagnostics) -> (Vec<Args>, Vec<Args>) {
        let mut parse = |written: &[WrittenCrosswalk]| -> Vec<Args> {
            written
                .iter()
                .filter_map(|crosswalk| crosswalk.parse(diagnostics))
                .collect()
        };
        (parse(&self.on), parse(&self.off))
    }
}

impl WrittenCrosswalk {
    fn parse(&self, diagnostics: &mut Diagnostics) -> Option<Args> {
        match &self.arguments {
            Some(tokens) => Some(parse_args(tokens.clone(), self.at, diagnostics)),
            None => {
                diagnostics.error_with_help(
                    &self.attribute,
                    "#[crosswalk] needs its arguments in parentheses",
                    "write e.g. `#[crosswalk(to = hw::Code, name = hw::Gen2)]`",
                );
                None
            }
        }
    }
}

/// `#[crosswalk(…)]`, however its path is written (`crosswalk::crosswalk`, a renamed crate's
/// `cw::crosswalk`). An import renamed to another last segment is not recognised; the expansion
/// it then gets reports that (see `already_expanded`).
pub fn is_crosswalk_attribute(attribute: &Attribute) -> bool {
    crate::naming::is_crosswalk_path(attribute.path())
}

/// A crosswalk inside `declare!`, which is written `#[crosswalk(…)]` alone: the macro is
/// already named.
pub fn is_declared_crosswalk(path: &syn::Path) -> bool {
    path.is_ident("crosswalk")
}

/// Moves the crosswalks `is_crosswalk` finds among `attributes` onto `written`.
fn take_crosswalks(
    attributes: &mut Vec<Attribute>,
    is_crosswalk: &dyn Fn(&Attribute) -> bool,
    written: &mut Vec<WrittenCrosswalk>,
) {
    attributes.retain(|attribute| {
        let crosswalk = is_crosswalk(attribute);
        if crosswalk {
            written.push(WrittenCrosswalk::of_attribute(attribute, attribute.span()));
        }
        !crosswalk
    });
}
