//! Parses a variant's mapping attributes into entries, each for one crosswalk of the enum:
//!
//! - positional, for the unnamed crosswalk: `#[to(Target)]`, `#[to(Target, alias)]`, `#[to(0x0e)]`,
//!   `#[reject]`, `#[reject("message")]`;
//! - keyed by a crosswalk's name: `#[to(Name = Target, Other = (Target, alias))]`,
//!   `#[reject(Name)]`, `#[reject(Name = "message")]`.
//!
//! Which crosswalk a key names is decided later, against the declared names.

use crate::crosswalk::model::TargetRef;
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::naming::path_text;
use crate::suggest::closest;
use crate::token_split::split_top_level_commas;
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::Parser;
use syn::{Attribute, Ident, LitStr, Meta, Path, Token};

/// One claim on a variant's outcome in one crosswalk.
pub struct Entry {
    /// `None` for a positional entry; the crosswalk's name as written for a keyed one.
    pub key: Option<Path>,
    /// `to` or `reject`: where an error about the entry as a whole points.
    pub keyword: Path,
    /// `None` when malformed (already reported): the variant still has an intended outcome, so
    /// "no outcome" would only repeat the error.
    pub claim: Option<Claim>,
}

pub enum Claim {
    To {
        target: TargetRef,
        alias: Option<Ident>,
    },
    Reject {
        message: Option<LitStr>,
    },
}

/// Whether `attribute` is one of ours (or a misspelling of one, already reported), to be read and
/// removed from the emitted enum.
pub fn is_mapping_attribute(attribute: &Attribute) -> bool {
    attribute.path().is_ident("to")
        || attribute.path().is_ident("reject")
        || misspelt_mapping_attribute(attribute).is_some()
}

/// Every entry in a variant's attributes, in the order written.
pub fn parse_entries(attributes: &[Attribute], diagnostics: &mut Diagnostics) -> Vec<Entry> {
    let mut entries = Vec::new();
    for attribute in attributes {
        let path = attribute.path();
        if path.is_ident("cfg") || path.is_ident("cfg_attr") {
            diagnostics.error_with_help(
                attribute,
                "#[crosswalk] cannot see through `cfg` on a variant",
                "the table is fixed when the macro expands; declare the variant unconditionally, or the whole enum under `cfg`",
            );
        } else if path.is_ident("to") {
            parse_to(attribute, &mut entries, diagnostics);
        } else if path.is_ident("reject") {
            parse_reject(attribute, &mut entries, diagnostics);
        } else if let Some(meant) = misspelt_mapping_attribute(attribute) {
            diagnostics.error_with_help(
                path,
                format!(
                    "unknown attribute `{}` on a crosswalk variant",
                    path_text(path)
                ),
                format!("did you mean `#[{meant}(…)]`?"),
            );
            entries.push(Entry {
                key: None,
                keyword: path.clone(),
                claim: None,
            });
        }
    }
    entries
}

/// `to` or `reject`, when `attribute` is one edit away from it (`#[too(…)]`, `#[rejcet]`): rustc
/// would only say it cannot find the attribute.
fn misspelt_mapping_attribute(attribute: &Attribute) -> Option<&'static str> {
    // Attributes a variant commonly carries, whichever edit distance they are from ours.
    const KNOWN: &[&str] = &[
        "doc", "allow", "warn", "deny", "expect", "serde", "roster", "default",
    ];
    let word = attribute.path().get_ident()?.to_string();
    if KNOWN.contains(&word.as_str()) {
        return None;
    }
    closest(&word, &["to", "reject"])
}

/// `Name = value` at the top of a piece, with `Name` a path.
fn keyed(piece: &TokenStream) -> Option<(Path, TokenStream)> {
    // Most pieces are positional (`Target`): with no `=` they cannot be keyed, and a failed parse
    // would build an error only to drop it.
    let has_equals = piece
        .clone()
        .into_iter()
        .any(|tree| matches!(tree, TokenTree::Punct(punct) if punct.as_char() == '='));
    if !has_equals {
        return None;
    }
    let parser = |input: syn::parse::ParseStream<'_>| {
        let key = input.call(Path::parse_mod_style)?;
        input.parse::<Token![=]>()?;
        let value: TokenStream = input.parse()?;
        Ok((key, value))
    };
    parser.parse2(piece.clone()).ok()
}

fn parse_to(attribute: &Attribute, entries: &mut Vec<Entry>, diagnostics: &mut Diagnostics) {
    let keyword = attribute.path().clone();
    let malformed = |entries: &mut Vec<Entry>| {
        entries.push(Entry {
            key: None,
            keyword: keyword.clone(),
            claim: None,
        });
    };
    let tokens = match &attribute.meta {
        Meta::List(list) => list.tokens.clone(),
        Meta::NameValue(name_value) => {
            diagnostics.error_with_help(
                attribute,
                "`#[to]` takes the target variant in parentheses, not after `=`",
                format!("write `#[to({})]`", name_value.value.to_token_stream()),
            );
            return malformed(entries);
        }
        Meta::Path(_) => {
            diagnostics.error_with_help(
                attribute,
                "`#[to]` needs the target variant in parentheses",
                "write `#[to(TargetVariant)]`, or `#[to(TargetVariant, alias)]` for a second source of a shared target",
            );
            return malformed(entries);
        }
    };
    let mut positional = Vec::new();
    let mut any_keyed = false;
    for piece in split_top_level_commas(tokens) {
        match keyed(&piece) {
            Some((key, value)) => {
                any_keyed = true;
                let claim = keyed_target(&value, diagnostics);
                entries.push(Entry {
                    key: Some(key),
                    keyword: keyword.clone(),
                    claim,
                });
            }
            None => positional.push(piece),
        }
    }
    let Some((first, flags)) = positional.split_first() else {
        if !any_keyed {
            diagnostics.error_with_help(
                attribute,
                "`#[to()]` names no target variant",
                "write `#[to(TargetVariant)]`",
            );
            malformed(entries);
        }
        return;
    };
    let claim = target_with_flags(first, flags, diagnostics);
    entries.push(Entry {
        key: None,
        keyword,
        claim,
    });
}

/// The value of a keyed `#[to]` entry: `Target`, or `(Target, alias)`.
fn keyed_target(value: &TokenStream, diagnostics: &mut Diagnostics) -> Option<Claim> {
    let mut trees = value.clone().into_iter();
    if let (Some(TokenTree::Group(group)), None) = (trees.next(), trees.next()) {
        if group.delimiter() == Delimiter::Parenthesis {
            let pieces = split_top_level_commas(group.stream());
            let Some((first, flags)) = pieces.split_first() else {
                diagnostics.error_with_help(
                    &group,
                    "`()` names no target",
                    "write `Name = Target`, or `Name = (Target, alias)`",
                );
                return None;
            };
            return target_with_flags(first, flags, diagnostics);
        }
    }
    target_with_flags(value, &[], diagnostics)
}

fn target_with_flags(
    first: &TokenStream,
    flags: &[TokenStream],
    diagnostics: &mut Diagnostics,
) -> Option<Claim> {
    let Some(target) = target_ref(first) else {
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
    well_formed.then_some(Claim::To { target, alias })
}

pub fn target_ref(tokens: &TokenStream) -> Option<TargetRef> {
    syn::parse2::<Ident>(tokens.clone())
        .map(TargetRef::Variant)
        .or_else(|_| syn::parse2(tokens.clone()).map(TargetRef::Value))
        .ok()
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

fn parse_reject(attribute: &Attribute, entries: &mut Vec<Entry>, diagnostics: &mut Diagnostics) {
    let keyword = attribute.path().clone();
    let mut push = |key: Option<Path>, claim: Option<Claim>| {
        entries.push(Entry {
            key,
            keyword: keyword.clone(),
            claim,
        });
    };
    let list = match &attribute.meta {
        Meta::Path(_) => return push(None, Some(Claim::Reject { message: None })),
        Meta::List(list) => list,
        Meta::NameValue(name_value) => {
            let value = name_value.value.to_token_stream();
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
            return push(None, None);
        }
    };
    let pieces = split_top_level_commas(list.tokens.clone());
    if pieces.is_empty() {
        diagnostics.error_with_help(
            attribute,
            "`#[reject(…)]` takes one string literal: the exact error message",
            "write `#[reject(\"LoadAccumulate is not supported\")]`, or `#[reject]` for a generated message",
        );
        return push(None, None);
    }
    for piece in pieces {
        if let Some((key, value)) = keyed(&piece) {
            let message = message(&value, diagnostics);
            push(
                Some(key),
                message.map(|message| Claim::Reject {
                    message: Some(message),
                }),
            );
        } else if let Ok(key) = syn::parse2::<Path>(piece.clone()) {
            // A bare name: the crosswalk so named rejects with its generated message.
            push(Some(key), Some(Claim::Reject { message: None }));
        } else {
            let message = message(&piece, diagnostics);
            push(
                None,
                message.map(|message| Claim::Reject {
                    message: Some(message),
                }),
            );
        }
    }
}

/// A reject message: one string literal. `None` (reported) for anything else.
fn message(tokens: &TokenStream, diagnostics: &mut Diagnostics) -> Option<LitStr> {
    if let Ok(message) = syn::parse2::<LitStr>(tokens.clone()) {
        return Some(message);
    }
    diagnostics.error_with_help(
        tokens,
        "`#[reject(…)]` takes one string literal: the exact error message",
        "write `#[reject(\"LoadAccumulate is not supported\")]`, or `#[reject]` for a generated message",
    );
    None
}
