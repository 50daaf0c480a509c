//! Parses a variant's mapping attributes into entries, each for one crosswalk of the enum:
//!
//! - positional, for the unnamed crosswalk: `#[to(Target)]`, `#[to(Target, alias)]`,
//!   `#[to(Target, one_way)]`, `#[to(0x0e)]`, `#[reject]`, `#[reject("message")]`,
//!   `#[unreachable]`, `#[unreachable("message")]`;
//! - keyed by a crosswalk's name: `#[to(Name = Target, Other = (Target, alias))]`,
//!   `#[reject(Name)]`, `#[reject(Name = "message")]`, and `#[unreachable(…)]` likewise.
//!
//! Which crosswalk a key names is decided later, against the declared names.

use super::outcome::{
    WrittenOutcome, not_a_message, parse_message, parse_target, target_with_flags,
};
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::naming::path_text;
use crate::suggest::closest;
use crate::token_split::split_top_level_commas;
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, Meta, Path, Token};

/// One entry on a variant's outcome in one crosswalk.
pub struct Entry {
    /// `None` for a positional entry; the crosswalk's name as written for a keyed one.
    pub key: Option<Path>,
    pub kind: EntryKind,
    /// What an error about the entry as a whole points at: the attribute's path, or a line's
    /// sources.
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

    fn of(path: &Path) -> Option<Self> {
        [Self::To, Self::Reject, Self::Unreachable]
            .into_iter()
            .find(|kind| path.is_ident(kind.word()))
    }
}

/// Whether `attribute` is one of ours (or a misspelling of one, already reported), to be read and
/// removed from the emitted enum.
pub fn is_mapping_attribute(attribute: &Attribute) -> bool {
    EntryKind::of(attribute.path()).is_some() || misspelt_mapping_attribute(attribute).is_some()
}

/// Whether `path` is one of the mapping attributes' (`to`, `reject`, `unreachable`).
pub fn is_mapping_path(path: &Path) -> bool {
    EntryKind::of(path).is_some()
}

/// Every entry in a variant's attributes, in the order written.
pub fn parse_entries(attributes: &[Attribute], diagnostics: &mut Diagnostics) -> Vec<Entry> {
    let mut entries = Vec::new();
    for attribute in attributes {
        let path = attribute.path();
        if let Some(kind) = EntryKind::of(path) {
            let mut reader = Reader {
                kind,
                written: path.to_token_stream(),
                entries: &mut entries,
                diagnostics,
            };
            match kind {
                EntryKind::To => reader.to(attribute),
                EntryKind::Reject | EntryKind::Unreachable => reader.failure(attribute),
            }
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
                kind: EntryKind::To,
                written: path.to_token_stream(),
                outcome: None,
            });
        }
    }
    entries
}

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
    let parser = |input: ParseStream<'_>| {
        let key = input.call(Path::parse_mod_style)?;
        input.parse::<Token![=]>()?;
        Ok((key, input.parse()?))
    };
    parser.parse2(piece.clone()).ok()
}

/// Reads the entries of one attribute.
struct Reader<'a> {
    kind: EntryKind,
    written: TokenStream,
    entries: &'a mut Vec<Entry>,
    diagnostics: &'a mut Diagnostics,
}

impl Reader<'_> {
    fn push(&mut self, key: Option<Path>, outcome: Option<WrittenOutcome>) {
        self.entries.push(Entry {
            key,
            kind: self.kind,
            written: self.written.clone(),
            outcome,
        });
    }

    /// Pushes an entry whose outcome is `read`, reporting it when malformed.
    fn push_read(&mut self, key: Option<Path>, read: syn::Result<WrittenOutcome>) {
        let outcome = read.map_err(|error| self.diagnostics.push(error)).ok();
        self.push(key, outcome);
    }

    fn to(&mut self, attribute: &Attribute) {
        let tokens = match &attribute.meta {
            Meta::List(list) => list.tokens.clone(),
            Meta::NameValue(name_value) => {
                self.diagnostics.error_with_help(
                    attribute,
                    "`#[to]` takes the target variant in parentheses, not after `=`",
                    format!("write `#[to({})]`", name_value.value.to_token_stream()),
                );
                return self.push(None, None);
            }
            Meta::Path(_) => {
                self.diagnostics.error_with_help(
                    attribute,
                    "`#[to]` needs the target variant in parentheses",
                    "write `#[to(TargetVariant)]`, or `#[to(TargetVariant, alias)]` for a second source of a shared target",
                );
                return self.push(None, None);
            }
        };
        let mut positional = Vec::new();
        let mut any_keyed = false;
        for piece in split_top_level_commas(tokens) {
            match keyed(&piece) {
                Some((key, value)) => {
                    any_keyed = true;
                    let read = if value.is_empty() {
                        let name = path_text(&key);
                        Err(error_with_help(
                            &key,
                            format!("`{name} =` needs the target after it"),
                            format!("write `{name} = Target`, or `{name} = (Target, alias)`"),
                        ))
                    } else {
                        parse_target.parse2(value)
                    };
                    self.push_read(Some(key), read);
                }
                None => positional.push(piece),
            }
        }
        let Some((first, flags)) = positional.split_first() else {
            if !any_keyed {
                self.diagnostics.error_with_help(
                    attribute,
                    "`#[to()]` names no target variant",
                    "write `#[to(TargetVariant)]`",
                );
                self.push(None, None);
            }
            return;
        };
        self.push_read(None, target_with_flags(first, flags));
    }

    /// `#[reject]` or `#[unreachable]`, with their messages and keys.
    fn failure(&mut self, attribute: &Attribute) {
        let what = self.kind.word();
        let outcome = |message| WrittenOutcome::failure(what, message);
        let list = match &attribute.meta {
            Meta::Path(_) => return self.push(None, Some(outcome(None))),
            Meta::List(list) => list,
            Meta::NameValue(name_value) => {
                let value = name_value.value.to_token_stream();
                let help = if syn::parse2::<syn::LitStr>(value.clone()).is_ok() {
                    format!("write `#[{what}({value})]`")
                } else {
                    format!(
                        "write `#[{what}(\"message\")]`, or `#[{what}]` for a generated message"
                    )
                };
                self.diagnostics.error_with_help(
                    attribute,
                    format!("`#[{what}]` takes its message in parentheses, not after `=`"),
                    help,
                );
                return self.push(None, None);
            }
        };
        let pieces = split_top_level_commas(list.tokens.clone());
        if pieces.is_empty() {
            self.diagnostics.push(not_a_message(attribute, what));
            return self.push(None, None);
        }
        let message = |tokens| {
            (|input: ParseStream<'_>| parse_message(input, what))
                .parse2(tokens)
                .map(|message| outcome(Some(message)))
        };
        for piece in pieces {
            if let Some((key, value)) = keyed(&piece) {
                self.push_read(Some(key), message(value));
            } else if let Ok(key) = syn::parse2::<Path>(piece.clone()) {
                // A bare name: the crosswalk so named, with its generated message.
                self.push(Some(key), Some(outcome(None)));
            } else {
                self.push_read(None, message(piece));
            }
        }
    }
}
