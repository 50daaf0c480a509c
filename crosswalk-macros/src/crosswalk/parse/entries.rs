//! Parses a variant's mapping attributes into entries, each for one crosswalk of the enum:
//! positional for the unnamed one (`#[to(Target, alias)]`, `#[reject("message")]`,
//! `#[unreachable]`), or keyed by a crosswalk's name (`#[to(Name = Target, Other = (T, alias))]`,
//! `#[reject(Name)]`, `#[reject(Name = "message")]`), matched to the names later.

use super::outcome::{
    WrittenOutcome, not_a_message, parse_message, parse_target, target_with_flags,
};
use crate::attributes::{parse_all, parse_whole};
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::naming::path_text;
use crate::suggest::closest;
use crate::token_split::split_top_level_commas;
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::parse::ParseStream;
use syn::{Attribute, Meta, Path, Token};

/// One entry on a variant's outcome in one crosswalk.
pub struct Entry {
    /// `None` for a positional entry; the crosswalk's name as written for a keyed one.
    pub key: Option<Path>,
    pub kind: EntryKind,
    /// Where an error about the whole entry points: the attribute's path, or a line's sources.
    pub written: TokenStream,
    /// `None` when malformed (already reported): the variant still has an intended outcome, so
    /// "no outcome" would only repeat the error.
    pub outcome: Option<WrittenOutcome>,
}

/// Which attribute an entry was written with.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    To,
    Reject,
    Unreachable,
}

impl EntryKind {
    /// The attribute, as messages name it.
    pub fn word(self) -> &'static str {
        match self {
            Self::To => "to",
            Self::Reject => "reject",
            Self::Unreachable => "unreachable",
        }
    }

    pub fn of(path: &Path) -> Option<Self> {
        let kind = match path.get_ident()?.to_string().as_str() {
            "to" => Self::To,
            "reject" => Self::Reject,
            "unreachable" => Self::Unreachable,
            _ => return None,
        };
        Some(kind)
    }
}

/// Every entry in a variant's attributes, in the order written, taking off the attributes read
/// (a misspelling of one of ours too, reported) so that the emitted enum does not carry them.
pub fn parse_entries(attributes: &mut Vec<Attribute>, diagnostics: &mut Diagnostics) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut kept = Vec::new();
    for attribute in attributes.iter() {
        let path = attribute.path();
        let kind = EntryKind::of(path);
        let mut push = |key, outcome| {
            entries.push(Entry {
                key,
                kind: kind.unwrap_or(EntryKind::To),
                written: path.to_token_stream(),
                outcome,
            });
        };
        match kind {
            Some(EntryKind::To) => read_to(attribute, &mut push, diagnostics),
            Some(kind) => read_failure(attribute, kind.word(), &mut push, diagnostics),
            None => {
                let Some(meant) = misspelt_mapping_attribute(attribute) else {
                    kept.push(attribute.clone());
                    continue;
                };
                diagnostics.error_with_help(
                    path,
                    format!(
                        "unknown attribute `{}` on a crosswalk variant",
                        path_text(path)
                    ),
                    format!("did you mean `#[{meant}(…)]`?"),
                );
                push(None, None);
            }
        }
    }
    *attributes = kept;
    entries
}

/// Takes an attribute's entries: each one's key and outcome, `None` when malformed (reported).
type Push<'a> = dyn FnMut(Option<Path>, Option<WrittenOutcome>) + 'a;

/// `to`, `reject` or `unreachable`, when `attribute` is one edit away from it (`#[too(…)]`,
/// `#[rejcet]`): rustc would only say it cannot find the attribute.
pub fn misspelt_mapping_attribute(attribute: &Attribute) -> Option<&'static str> {
    // Attributes a variant commonly carries, whichever edit distance they are from ours.
    const KNOWN: &[&str] = &[
        "doc", "allow", "warn", "deny", "expect", "serde", "roster", "default",
    ];
    let word = attribute.path().get_ident()?.to_string();
    if KNOWN.contains(&word.as_str()) {
        return None;
    }
    closest(&word, &["to", "reject", "unreachable"])
}

/// `Name = value` at the top of a piece, with `Name` a path.
fn keyed(piece: &TokenStream) -> Option<(Path, TokenStream)> {
    let mut keyed = None;
    // Once the value, all that is left, is read, nothing can fail.
    let _ = parse_all(piece.clone(), &mut |input| {
        let key = input.call(Path::parse_mod_style)?;
        input.parse::<Token![=]>()?;
        keyed = Some((key, input.parse()?));
        Ok(())
    });
    keyed
}

/// The outcome `parse` reads from all of `tokens`; `None` when malformed (reported).
pub fn parsed(
    tokens: TokenStream,
    parse: &dyn Fn(ParseStream<'_>) -> syn::Result<WrittenOutcome>,
    diagnostics: &mut Diagnostics,
) -> Option<WrittenOutcome> {
    let mut outcome = None;
    let read = parse_all(tokens, &mut |input| {
        outcome = Some(parse(input)?);
        Ok(())
    });
    if let Err(error) = read {
        diagnostics.push(error);
        return None;
    }
    outcome
}

fn read_to(attribute: &Attribute, push: &mut Push<'_>, diagnostics: &mut Diagnostics) {
    let tokens = match &attribute.meta {
        Meta::List(list) => list.tokens.clone(),
        Meta::NameValue(name_value) => {
            diagnostics.error_with_help(
                attribute,
                "`#[to]` takes the target variant in parentheses, not after `=`",
                format!("write `#[to({})]`", name_value.value.to_token_stream()),
            );
            return push(None, None);
        }
        Meta::Path(_) => {
            diagnostics.error_with_help(
                attribute,
                "`#[to]` needs the target variant in parentheses",
                "write `#[to(TargetVariant)]`, or `#[to(TargetVariant, alias)]` for a second source of a shared target",
            );
            return push(None, None);
        }
    };
    let mut keyed_entries = false;
    let mut positional = Vec::new();
    for piece in split_top_level_commas(tokens) {
        let Some((key, value)) = keyed(&piece) else {
            positional.push(piece);
            continue;
        };
        let target = |input: ParseStream<'_>| {
            if input.is_empty() {
                let name = path_text(&key);
                return Err(error_with_help(
                    &key,
                    format!("`{name} =` needs the target after it"),
                    format!("write `{name} = Target`, or `{name} = (Target, alias)`"),
                ));
            }
            parse_target(input)
        };
        let outcome = parsed(value, &target, diagnostics);
        push(Some(key), outcome);
        keyed_entries = true;
    }
    match positional.split_first() {
        Some((first, flags)) => match target_with_flags(first, flags) {
            Ok(outcome) => push(None, Some(outcome)),
            Err(error) => {
                diagnostics.push(error);
                push(None, None);
            }
        },
        None if !keyed_entries => {
            diagnostics.error_with_help(
                attribute,
                "`#[to()]` names no target variant",
                "write `#[to(TargetVariant)]`",
            );
            push(None, None);
        }
        None => {}
    }
}

/// `#[reject]` or `#[unreachable]` (`what`), with their messages and keys.
fn read_failure(
    attribute: &Attribute,
    what: &'static str,
    push: &mut Push<'_>,
    diagnostics: &mut Diagnostics,
) {
    let outcome = |message| WrittenOutcome::failure(what, message);
    let list = match &attribute.meta {
        Meta::Path(_) => return push(None, Some(outcome(None))),
        Meta::List(list) => list,
        Meta::NameValue(name_value) => {
            let value = name_value.value.to_token_stream();
            let help = if parse_whole::<syn::LitStr>(value.clone()).is_some() {
                format!("write `#[{what}({value})]`")
            } else {
                format!("write `#[{what}(\"message\")]`, or `#[{what}]` for a generated message")
            };
            diagnostics.error_with_help(
                attribute,
                format!("`#[{what}]` takes its message in parentheses, not after `=`"),
                help,
            );
            return push(None, None);
        }
    };
    let pieces = split_top_level_commas(list.tokens.clone());
    if pieces.is_empty() {
        diagnostics.push(not_a_message(attribute, what));
        return push(None, None);
    }
    let message = |input: ParseStream<'_>| Ok(outcome(Some(parse_message(input, what)?)));
    for piece in pieces {
        if let Some((key, value)) = keyed(&piece) {
            push(Some(key), parsed(value, &message, diagnostics));
        } else if let Ok(key) = syn::parse2::<Path>(piece.clone()) {
            // A bare name: the crosswalk so named, with its generated message.
            push(Some(key), Some(outcome(None)));
        } else {
            push(None, parsed(piece, &message, diagnostics));
        }
    }
}
