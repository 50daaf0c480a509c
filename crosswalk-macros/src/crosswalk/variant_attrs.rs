//! Parses the per-variant mapping attributes: `#[to(Variant)]`, `#[to(Variant, alias)]`,
//! `#[to(0x0e)]`, `#[reject]`, `#[reject("message")]`, and for a named crosswalk the keyed forms
//! `#[to(Name = Target, Other = Target)]`, `#[reject(Name)]`, `#[reject(Name = "message")]`.
//!
//! An enum may carry several crosswalks; each reads only its own entries: the unnamed one the
//! positional forms, a crosswalk `name = path::Name` the entries keyed `Name`.

use super::model::TargetRef;
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::suggest::closest;
use crate::token_split::split_top_level_commas;
use proc_macro2::TokenStream;
use syn::{Attribute, Ident, LitStr, Meta, Path};

/// A variant's mapping attributes as written; malformed ones are reported and left out.
#[derive(Default)]
pub struct VariantAttrs {
    pub to: Option<ToAttr>,
    pub reject: Option<RejectAttr>,
    /// A `#[to]` or `#[reject]` was written but is malformed (already reported): the variant has
    /// an intended outcome, so "no outcome" would only repeat the error.
    pub malformed: bool,
}

pub struct ToAttr {
    /// `to` in `#[to(…)]`, for errors about the attribute as a whole.
    pub keyword: Path,
    pub target: TargetRef,
    pub alias: Option<Ident>,
}

pub struct RejectAttr {
    pub keyword: Path,
    pub message: Option<LitStr>,
}

/// Whether `attribute` is one of ours, to be read here and removed from the emitted enum.
pub fn is_mapping_attribute(attribute: &Attribute) -> bool {
    attribute.path().is_ident("to") || attribute.path().is_ident("reject")
}

pub fn parse_variant_attrs(
    attributes: &[Attribute],
    walk: Option<&Ident>,
    diagnostics: &mut Diagnostics,
) -> VariantAttrs {
    let mut parsed = VariantAttrs::default();
    for attribute in attributes {
        let path = attribute.path();
        if path.is_ident("cfg") || path.is_ident("cfg_attr") {
            diagnostics.error_with_help(
                attribute,
                "#[crosswalk] cannot see through `cfg` on a variant",
                "the table is fixed when the macro expands; declare the variant unconditionally, or the whole enum under `cfg`",
            );
        } else if path.is_ident("to") {
            let Some(attribute) = super::claims::own_part(attribute, walk) else {
                continue;
            };
            let attribute = &attribute;
            if let Some(first) = &parsed.to {
                diagnostics.error_with_note(
                    path,
                    "a variant maps to one target: `#[to]` is given twice\n\n\
                     = help: keep one `#[to(…)]`",
                    &first.keyword,
                    "first `#[to]` here",
                );
            } else if let Some(to) = parse_to(attribute, diagnostics) {
                parsed.to = Some(to);
            } else {
                parsed.malformed = true;
            }
        } else if path.is_ident("reject") {
            let Some(attribute) = super::claims::own_part(attribute, walk) else {
                continue;
            };
            let attribute = &attribute;
            if let Some(first) = &parsed.reject {
                diagnostics.error_with_note(
                    path,
                    "`#[reject]` is given twice\n\n= help: keep one `#[reject]`",
                    &first.keyword,
                    "first `#[reject]` here",
                );
            } else if let Some(reject) = parse_reject(attribute, diagnostics) {
                parsed.reject = Some(reject);
            } else {
                parsed.malformed = true;
            }
        }
    }
    parsed
}

fn parse_to(attribute: &Attribute, diagnostics: &mut Diagnostics) -> Option<ToAttr> {
    let keyword = attribute.path().clone();
    let tokens = match &attribute.meta {
        Meta::List(list) => list.tokens.clone(),
        Meta::NameValue(name_value) => {
            let value = &name_value.value;
            diagnostics.error_with_help(
                attribute,
                "`#[to]` takes the target variant in parentheses, not after `=`",
                format!("write `#[to({})]`", quote::ToTokens::to_token_stream(value)),
            );
            return None;
        }
        Meta::Path(_) => {
            diagnostics.error_with_help(
                attribute,
                "`#[to]` needs the target variant in parentheses",
                "write `#[to(TargetVariant)]`, or `#[to(TargetVariant, alias)]` for a second source of a shared target",
            );
            return None;
        }
    };
    let pieces = split_top_level_commas(tokens);
    let Some((first, flags)) = pieces.split_first() else {
        diagnostics.error_with_help(
            attribute,
            "`#[to()]` names no target variant",
            "write `#[to(TargetVariant)]`",
        );
        return None;
    };
    let Some(target) = TargetRef::parse(first) else {
        let example = syn::parse2::<Path>(first.clone())
            .ok()
            .and_then(|path| path.segments.last().map(|last| last.ident.to_string()))
            .unwrap_or_else(|| "Float8e4".to_owned());
        diagnostics.error_with_help(
            first,
            "`#[to(…)]` takes the name of one variant of the target enum",
            format!(
                "write the bare variant name, e.g. `#[to({example})]`; the target enum comes from \
                 `to = …` on the enum"
            ),
        );
        return None;
    };
    let mut alias = None;
    let mut well_formed = true;
    for flag in flags {
        well_formed &= read_flag(flag, &target, &mut alias, diagnostics);
    }
    well_formed.then_some(ToAttr {
        keyword,
        target,
        alias,
    })
}

/// Reads one flag after the target (`alias` is the only one); reports and returns `false` for
/// anything else.
fn read_flag(
    flag: &TokenStream,
    target: &TargetRef,
    alias: &mut Option<Ident>,
    diagnostics: &mut Diagnostics,
) -> bool {
    let Ok(word) = syn::parse2::<Ident>(flag.clone()) else {
        diagnostics.error_with_help(
            flag,
            "a variant maps to exactly one target",
            "after the target variant only the flag `alias` may follow: `#[to(Target, alias)]`",
        );
        return false;
    };
    if word == "alias" {
        if alias.is_some() {
            diagnostics.error_with_help(&word, "`alias` is given twice", "write it once");
            return false;
        }
        *alias = Some(word);
        return true;
    }
    if let Some(guess) = closest(&word.to_string(), &["alias"]) {
        diagnostics.push(error_with_help(
            &word,
            format!("unknown `#[to]` flag `{word}`"),
            format!("did you mean `{guess}`?"),
        ));
    } else {
        diagnostics.push(error_with_help(
            &word,
            format!("a variant maps to exactly one target, but this `#[to]` also names `{word}`"),
            format!(
                "keep one of `{target}` and `{word}`; after the target only the flag `alias` may \
                 follow, for the second and later sources of a shared target"
            ),
        ));
    }
    false
}

fn parse_reject(attribute: &Attribute, diagnostics: &mut Diagnostics) -> Option<RejectAttr> {
    let keyword = attribute.path().clone();
    match &attribute.meta {
        Meta::Path(_) => Some(RejectAttr {
            keyword,
            message: None,
        }),
        Meta::List(list) => match syn::parse2::<LitStr>(list.tokens.clone()) {
            Ok(message) => Some(RejectAttr {
                keyword,
                message: Some(message),
            }),
            Err(_) => {
                let at: &dyn quote::ToTokens = if list.tokens.is_empty() {
                    attribute
                } else {
                    &list.tokens
                };
                diagnostics.error_with_help(
                    at,
                    "`#[reject(…)]` takes one string literal: the exact error message",
                    "write `#[reject(\"LoadAccumulate is not supported\")]`, or `#[reject]` for a generated message",
                );
                None
            }
        },
        Meta::NameValue(name_value) => {
            let value = quote::ToTokens::to_token_stream(&name_value.value);
            let help = if syn::parse2::<LitStr>(value.clone()).is_ok() {
                format!("write `#[reject({value})]`")
            } else {
                "write `#[reject(\"message\")]`, or `#[reject]` for a generated message".to_owned()
            };
            diagnostics.error_with_help(
                attribute,
                "`#[reject]` takes its message in parentheses, not after `=`",
                help,
            );
            None
        }
    }
}
