//! The pieces every form of entry is written with: a target, the flags after it, a message.

use crate::crosswalk::model::{Number, TargetRef};
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::suggest::closest;
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::{Ident, LitInt, LitStr};

/// One entry on a variant's outcome, as written.
#[derive(Clone)]
pub enum WrittenOutcome {
    To { target: TargetRef, flags: Flags },
    Reject { message: Option<LitStr> },
    Unreachable { message: Option<LitStr> },
}

/// The flags after a target.
#[derive(Clone, Default)]
pub struct Flags {
    pub alias: Option<Alias>,
    /// `one_way`: forward only, never the answer of `from_target`.
    pub one_way: Option<Ident>,
}

/// Why a mapping is a later source of a shared target.
#[derive(Clone)]
pub enum Alias {
    /// `alias`, as written.
    Written(Ident),
    /// A declaration's line that names several sources (`A | B => X`): those after the first.
    SameLine,
}

/// A target as written: a name, a number, or any other tokens (a constant expression, which only
/// a constant target takes; validation says so otherwise).
pub fn target_ref(tokens: &TokenStream) -> Option<TargetRef> {
    let mut trees = tokens.clone().into_iter();
    match (trees.next(), trees.next()) {
        (None, _) => None,
        (Some(TokenTree::Ident(ident)), None) => Some(TargetRef::Name(ident)),
        (Some(TokenTree::Literal(literal)), None) => {
            Some(number(tokens, &literal, false).unwrap_or_else(|| constant(tokens)))
        }
        (Some(TokenTree::Punct(minus)), Some(TokenTree::Literal(literal)))
            if minus.as_char() == '-' && trees.next().is_none() =>
        {
            Some(number(tokens, &literal, true).unwrap_or_else(|| constant(tokens)))
        }
        // An expression in invisible delimiters, as a `macro_rules!` `$target:expr` hands it on.
        (Some(TokenTree::Group(group)), None) if group.delimiter() == Delimiter::None => {
            target_ref(&group.stream())
        }
        _ => Some(constant(tokens)),
    }
}

/// An integer literal as a number target, or `None` for any other literal (or one too large).
fn number(
    tokens: &TokenStream,
    literal: &proc_macro2::Literal,
    negative: bool,
) -> Option<TargetRef> {
    let parsed = syn::parse2::<LitInt>(TokenTree::Literal(literal.clone()).into()).ok()?;
    let magnitude = parsed.base10_parse::<u128>().ok()?;
    let suffixed = (!parsed.suffix().is_empty()).then(|| parsed.clone());
    let text = if negative {
        format!("-{parsed}")
    } else {
        parsed.to_string()
    };
    Some(TargetRef::Number(Number {
        written: tokens.clone(),
        text,
        span: literal.span(),
        negative,
        magnitude,
        suffixed,
    }))
}

/// A constant expression, computed as written.
fn constant(tokens: &TokenStream) -> TargetRef {
    TargetRef::Constant {
        written: tokens.clone(),
        value: tokens.clone(),
    }
}

/// Reads the flags after a target (`alias`, `one_way`); reports and returns `None` for anything
/// else.
pub fn read_flags(
    pieces: &[TokenStream],
    target: &TargetRef,
    diagnostics: &mut Diagnostics,
) -> Option<Flags> {
    let mut flags = Flags::default();
    let mut well_formed = true;
    for piece in pieces {
        well_formed &= read_flag(piece, target, &mut flags, diagnostics);
    }
    well_formed.then_some(flags)
}

fn read_flag(
    piece: &TokenStream,
    target: &TargetRef,
    flags: &mut Flags,
    diagnostics: &mut Diagnostics,
) -> bool {
    const FLAGS: &[&str] = &["alias", "one_way"];
    let Ok(word) = syn::parse2::<Ident>(piece.clone()) else {
        diagnostics.error_with_help(
            piece,
            "a variant maps to exactly one target",
            "after the target only the flags `alias` and `one_way` may follow: `#[to(Target, alias)]`",
        );
        return false;
    };
    let slot = match word.to_string().as_str() {
        "alias" => {
            if flags.alias.is_some() {
                diagnostics.error_with_help(&word, "`alias` is given twice", "write it once");
                return false;
            }
            flags.alias = Some(Alias::Written(word));
            return true;
        }
        "one_way" => &mut flags.one_way,
        other => {
            let message = match closest(other, FLAGS) {
                Some(guess) => error_with_help(
                    &word,
                    format!("unknown `#[to]` flag `{word}`"),
                    format!("did you mean `{guess}`?"),
                ),
                None => error_with_help(
                    &word,
                    format!(
                        "a variant maps to exactly one target, but this `#[to]` also names `{word}`"
                    ),
                    format!(
                        "keep one of `{target}` and `{word}`; after the target only the flags \
                         `alias` (for the second and later sources of a shared target) and \
                         `one_way` (never the answer of `from_target`) may follow"
                    ),
                ),
            };
            diagnostics.push(message);
            return false;
        }
    };
    if slot.is_some() {
        diagnostics.error_with_help(&word, format!("`{word}` is given twice"), "write it once");
        return false;
    }
    *slot = Some(word);
    true
}

/// A message: one string literal. `None` (reported) for anything else; `what` is the entry as the
/// help writes it (`reject`, `unreachable`).
pub fn message(tokens: &TokenStream, what: &str, diagnostics: &mut Diagnostics) -> Option<LitStr> {
    if let Ok(message) = syn::parse2::<LitStr>(tokens.clone()) {
        return Some(message);
    }
    diagnostics.error_with_help(
        tokens,
        format!(
            "`#[{what}(…)]` takes one string literal: the exact {}",
            message_kind(what)
        ),
        message_help(what),
    );
    None
}

/// What the message of `what` is.
pub fn message_kind(what: &str) -> &'static str {
    if what == "unreachable" {
        "panic message"
    } else {
        "error message"
    }
}

/// How a message of `what` is written, with an example.
pub fn message_help(what: &str) -> String {
    if what == "unreachable" {
        "write `#[unreachable(\"lowered before this pass\")]`, or `#[unreachable]` for a generated message"
            .to_owned()
    } else {
        "write `#[reject(\"Div is not supported\")]`, or `#[reject]` for a generated message"
            .to_owned()
    }
}
