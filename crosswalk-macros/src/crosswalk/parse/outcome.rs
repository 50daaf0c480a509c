//! The grammar of one outcome, which a variant's attributes and a declaration's lines write
//! alike: a target with the flags after it, `reject` or `unreachable` with their messages.

use crate::attributes::parse_whole;
use crate::crosswalk::model::{Number, TargetRef};
use crate::diagnostics::error_with_help;
use crate::suggest::closest;
use crate::token_split::split_top_level_commas;
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::ParseStream;
use syn::{Ident, LitStr, Token};

/// One entry on a variant's outcome, as written.
#[derive(Clone)]
pub enum WrittenOutcome {
    To { target: TargetRef, flags: Flags },
    Reject { message: Option<LitStr> },
    Unreachable { message: Option<LitStr> },
}

impl WrittenOutcome {
    /// `reject` or `unreachable`, by that word, with its message.
    pub fn failure(word: &str, message: Option<LitStr>) -> Self {
        match word {
            "unreachable" => Self::Unreachable { message },
            _ => Self::Reject { message },
        }
    }
}

#[derive(Clone, Default)]
pub struct Flags {
    pub alias: Option<Alias>,
    /// `one_way`: forward only, never the answer of `from_target`.
    pub one_way: Option<Ident>,
}

/// Why a mapping is a later source of a shared target.
#[derive(Clone)]
pub enum Alias {
    Written(Ident),
    /// A declaration's line that names several sources (`A | B => X`): those after the first.
    SameLine,
}

/// A line's outcome, all that follows its `=>` but `..`: `reject`, `unreachable`, either with its
/// message in parentheses, or a target as [`parse_target`] reads it.
pub fn parse_outcome(input: ParseStream<'_>) -> syn::Result<WrittenOutcome> {
    let Some(word) = failure_word(input) else {
        return parse_target(input);
    };
    input.parse::<Ident>()?;
    let message = if input.is_empty() {
        None
    } else {
        let content;
        syn::parenthesized!(content in input);
        Some(parse_message(&content, word)?)
    };
    Ok(WrittenOutcome::failure(word, message))
}

/// `reject` or `unreachable`, when `input` is that word alone or with one parenthesized group
/// after it; anything else is a target.
fn failure_word(input: ParseStream<'_>) -> Option<&'static str> {
    let (word, mut rest) = input.cursor().ident()?;
    if let Some((_, _, after)) = rest.group(Delimiter::Parenthesis) {
        rest = after;
    }
    let failure = if word == "reject" {
        "reject"
    } else {
        "unreachable"
    };
    (word == failure && rest.eof()).then_some(failure)
}

/// A target with the flags after it, all of `input`: `Target`, or `(Target, flag, …)`. Values after
/// the first that are not all lone words make a tuple target, `(Op::Add, true)`; a lone word
/// there is a flag, a misspelt one too, so that it is reported as one.
pub fn parse_target(input: ParseStream<'_>) -> syn::Result<WrittenOutcome> {
    let written: TokenStream = input.fork().parse()?;
    let parenthesized = input.cursor().group(Delimiter::Parenthesis);
    if !matches!(parenthesized, Some((_, _, rest)) if rest.eof()) {
        input.parse::<TokenStream>()?;
        return target_with_flags(&written, &[]);
    }
    let content;
    syn::parenthesized!(content in input);
    let pieces = split_top_level_commas(content.parse()?);
    let mut flag_words = true;
    for piece in pieces.get(1..).unwrap_or_default() {
        let word = parse_whole::<Ident>(piece.clone());
        flag_words &= matches!(word, Some(word) if word != "true" && word != "false");
    }
    match pieces.split_first() {
        None => Err(error_with_help(
            &written,
            "`()` names no target",
            "write the target, `Target`, or the target and its flags, `(Target, alias)`",
        )),
        Some((first, _)) if parse_whole::<Token![..]>(first.clone()).is_some() => {
            Err(error_with_help(
                &written,
                "`..` maps onto namesakes only as a line's whole outcome, `A | B => ..`, and \
                 takes no flags",
                "name the target with its flag, `Variant => (Variant, alias)`, or write `=> ..` \
                 without the parentheses",
            ))
        }
        Some((first, flags)) if flag_words => target_with_flags(first, flags),
        Some(_) => target_with_flags(&written, &[]),
    }
}

/// A target and the flags after it, as the pieces between commas: `Target`, `alias`.
pub fn target_with_flags(
    target: &TokenStream,
    flags: &[TokenStream],
) -> syn::Result<WrittenOutcome> {
    let target = target_ref(target).ok_or_else(|| {
        error_with_help(target, "expected a target", "write the target, `Target`")
    })?;
    let flags = read_flags(flags, &target)?;
    Ok(WrittenOutcome::To { target, flags })
}

/// A target as written: a name, a number, or any other tokens (a constant expression, which only
/// a constant target takes; validation says so otherwise).
pub fn target_ref(tokens: &TokenStream) -> Option<TargetRef> {
    let mut trees = tokens.clone().into_iter();
    match (trees.next(), trees.next()) {
        (None, _) => None,
        (Some(TokenTree::Ident(ident)), None) => Some(TargetRef::Name(ident)),
        (Some(TokenTree::Literal(literal)), None) => Some(number(tokens, &literal, false)),
        (Some(TokenTree::Punct(minus)), Some(TokenTree::Literal(literal)))
            if minus.as_char() == '-' && trees.next().is_none() =>
        {
            Some(number(tokens, &literal, true))
        }
        // An expression in invisible delimiters, as a `macro_rules!` `$target:expr` hands it on.
        (Some(TokenTree::Group(group)), None) if group.delimiter() == Delimiter::None => {
            target_ref(&group.stream())
        }
        _ => Some(constant(tokens)),
    }
}

/// An integer literal as a number target, or for any other literal (or one too large) a constant.
fn number(tokens: &TokenStream, literal: &proc_macro2::Literal, negative: bool) -> TargetRef {
    let syn::Lit::Int(parsed) = syn::Lit::new(literal.clone()) else {
        return constant(tokens);
    };
    let Ok(magnitude) = parsed.base10_parse::<u128>() else {
        return constant(tokens);
    };
    let suffixed = (!parsed.suffix().is_empty()).then(|| parsed.clone());
    let text = format!("{}{parsed}", if negative { "-" } else { "" });
    TargetRef::Number(Number {
        written: tokens.clone(),
        text,
        span: literal.span(),
        negative,
        magnitude,
        suffixed,
    })
}

fn constant(tokens: &TokenStream) -> TargetRef {
    TargetRef::Constant {
        written: tokens.clone(),
        value: tokens.clone(),
    }
}

/// Reads the flags after a target (`alias`, `one_way`); anything else is an error, each reported.
fn read_flags(pieces: &[TokenStream], target: &TargetRef) -> syn::Result<Flags> {
    let mut flags = Flags::default();
    let mut errors: Option<syn::Error> = None;
    for piece in pieces {
        if let Err(error) = read_flag(piece, target, &mut flags) {
            match &mut errors {
                Some(errors) => errors.combine(error),
                None => errors = Some(error),
            }
        }
    }
    match errors {
        Some(errors) => Err(errors),
        None => Ok(flags),
    }
}

fn read_flag(piece: &TokenStream, target: &TargetRef, flags: &mut Flags) -> syn::Result<()> {
    let Some(word) = parse_whole::<Ident>(piece.clone()) else {
        return Err(error_with_help(
            piece,
            "a variant maps to exactly one target",
            "after the target only the flags `alias` and `one_way` may follow: `#[to(Target, alias)]`",
        ));
    };
    // A flag given twice fails the whole outcome, so which one is kept does not matter.
    let twice = match word.to_string().as_str() {
        "alias" => flags.alias.replace(Alias::Written(word.clone())).is_some(),
        "one_way" => flags.one_way.replace(word.clone()).is_some(),
        other => {
            return Err(match closest(other, &["alias", "one_way"]) {
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
            });
        }
    };
    if twice {
        return Err(error_with_help(
            &word,
            format!("`{word}` is given twice"),
            "write it once",
        ));
    }
    Ok(())
}

/// A message, all of `input`: one string literal. `what` is `reject` or `unreachable`.
pub fn parse_message(input: ParseStream<'_>, what: &str) -> syn::Result<LitStr> {
    let written: TokenStream = input.parse()?;
    match parse_whole::<LitStr>(written.clone()) {
        Some(message) => Ok(message),
        None => Err(not_a_message(&written, what)),
    }
}

pub fn not_a_message(written: &dyn ToTokens, what: &str) -> syn::Error {
    let example = match what {
        "unreachable" => "lowered before this pass",
        _ => "Div is not supported",
    };
    error_with_help(
        written,
        format!(
            "`#[{what}(…)]` takes one string literal: the exact {}",
            message_kind(what)
        ),
        format!("write `#[{what}(\"{example}\")]`, or `#[{what}]` for a generated message"),
    )
}

pub fn message_kind(what: &str) -> &'static str {
    if what == "unreachable" {
        "panic message"
    } else {
        "error message"
    }
}
