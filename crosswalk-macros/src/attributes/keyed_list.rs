//! The one parser of a comma-separated keyed list, `#[attr(key = value, flag, list(…))]`.
//!
//! It checks what the grammar table knows (the key exists, its form, that it is not given
//! twice) and hands each well-formed key to the caller, whose callback parses the value: a
//! [`ParseStream`] positioned after `=` (empty for a key written alone), or inside the
//! parentheses of a list. Every problem goes to [`Diagnostics`] and reading goes on with the
//! next key, so one mistake hides no other.

use super::grammar::{Form, Grammar, Key};
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::token_split::split_top_level_commas;
use proc_macro2::TokenStream;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, Ident, MacroDelimiter, Meta, Token};

/// What the caller does with the entries of a list. An `Err` is recorded; so is anything pushed
/// to the diagnostics. A closure over the keys is one (it takes no positional entries).
pub trait OnKey<Id> {
    /// One well-formed key: parse its value from the stream (empty for a key written alone).
    fn key(
        &mut self,
        key: &Key<Id>,
        ident: &Ident,
        input: ParseStream<'_>,
        diagnostics: &mut Diagnostics,
    ) -> syn::Result<()>;

    /// Offered every entry before it is read as a key, for an attribute that recognises a value
    /// written where a key should stand (`#[crosswalk(ir::Op)]`, `to =` forgotten) and has a
    /// better message for it than "unknown key". `Ok(true)` or an error when it took the entry, all
    /// of it; `Ok(false)`, consuming nothing, leaves the entry to be read as a key.
    fn positional(&mut self, _input: ParseStream<'_>) -> syn::Result<bool> {
        Ok(false)
    }
}

impl<Id, F> OnKey<Id> for F
where
    F: FnMut(&Key<Id>, &Ident, ParseStream<'_>, &mut Diagnostics) -> syn::Result<()>,
{
    fn key(
        &mut self,
        key: &Key<Id>,
        ident: &Ident,
        input: ParseStream<'_>,
        diagnostics: &mut Diagnostics,
    ) -> syn::Result<()> {
        self(key, ident, input, diagnostics)
    }
}

/// Reads the keyed lists of one attribute in one place, remembering the keys already given so a
/// second `#[roster(…)]` on the same item cannot repeat one unnoticed.
pub struct KeyedList<'g, Id: 'static> {
    grammar: &'g Grammar<Id>,
    given: Vec<(&'static str, Ident)>,
    /// The keys unknown words were taken for (`error_from` for `error_form`), already reported.
    misspelt: Vec<&'static str>,
}

impl<'g, Id> KeyedList<'g, Id> {
    pub fn new(grammar: &'g Grammar<Id>) -> Self {
        Self {
            grammar,
            given: Vec::new(),
            misspelt: Vec::new(),
        }
    }

    /// Whether the key `id` was given (well-formed or not, or misspelt as an unknown word close to
    /// it) in the lists read so far: a key given with a broken value or name is reported as such,
    /// not as missing too. Repeatable keys are not tracked.
    pub fn given(&self, id: &Id) -> bool
    where
        Id: PartialEq,
    {
        self.grammar
            .keys
            .iter()
            .filter(|key| key.id == *id)
            .any(|key| {
                self.misspelt.contains(&key.name)
                    || self.given.iter().any(|(name, _)| *name == key.name)
            })
    }

    /// Reads every attribute among `attributes` whose path is the grammar's.
    pub fn read_attributes(
        &mut self,
        attributes: &[Attribute],
        diagnostics: &mut Diagnostics,
        on_key: &mut impl OnKey<Id>,
    ) {
        for attribute in attributes
            .iter()
            .filter(|attribute| attribute.path().is_ident(self.grammar.path))
        {
            match &attribute.meta {
                Meta::List(list) if matches!(list.delimiter, MacroDelimiter::Paren(_)) => {
                    self.read(list.tokens.clone(), diagnostics, on_key);
                }
                _ => diagnostics.error_with_help(
                    attribute,
                    format!(
                        "{} takes its keys in parentheses: `#[{}(…)]`",
                        self.grammar.attribute, self.grammar.path
                    ),
                    self.grammar.help(),
                ),
            }
        }
    }

    /// Reads one list: the tokens inside the attribute's parentheses.
    pub fn read(
        &mut self,
        tokens: TokenStream,
        diagnostics: &mut Diagnostics,
        on_key: &mut impl OnKey<Id>,
    ) {
        for piece in split_top_level_commas(tokens) {
            let parsed = (|input: ParseStream<'_>| self.read_entry(input, diagnostics, on_key))
                .parse2(piece);
            if let Err(error) = parsed {
                diagnostics.push(error);
            }
        }
    }

    /// One `key`, `key = value` or `key(…)`. Consumes all of `input`, so the only errors are the
    /// ones this function raises.
    fn read_entry(
        &mut self,
        input: ParseStream<'_>,
        diagnostics: &mut Diagnostics,
        on_key: &mut impl OnKey<Id>,
    ) -> syn::Result<()> {
        let grammar = self.grammar;
        if on_key.positional(input)? {
            return Ok(());
        }
        let Ok(ident) = input.call(Ident::parse_any) else {
            let stray: TokenStream = input.parse()?;
            return Err(error_with_help(
                stray,
                format!("expected a key of {} here", grammar.attribute),
                grammar.help(),
            ));
        };
        let word = ident.unraw().to_string();
        let Some(key) = grammar.key(&word) else {
            let _rest: TokenStream = input.parse()?;
            self.misspelt.extend(grammar.likely_key(&word));
            return Err(error_with_help(
                &ident,
                format!("unknown {} key `{word}`", grammar.attribute),
                grammar.suggestion(&word),
            ));
        };
        if !key.repeatable {
            if let Some((_, first)) = self.given.iter().find(|(name, _)| *name == key.name) {
                let _rest: TokenStream = input.parse()?;
                diagnostics.error_with_note(
                    &ident,
                    format!("`{word}` is given twice"),
                    format!("keep one: {} takes `{word}` once", grammar.attribute),
                    first,
                    format!("`{word}` is first given here"),
                );
                return Ok(());
            }
            self.given.push((key.name, ident.clone()));
        }
        match key.form {
            Form::Flag => {
                if !input.is_empty() {
                    let value: TokenStream = input.parse()?;
                    diagnostics.error_with_help(
                        value,
                        format!("`{word}` is a flag and takes no value"),
                        format!("write `{}` alone: {}", key.example, key.meaning),
                    );
                    // The intent is plain: the flag counts as given, so nothing that depends on
                    // it reports a second error.
                }
                on_key.key(key, &ident, input, diagnostics)
            }
            Form::FlagOrBool => {
                if input.peek(Token![=]) {
                    equals_and_value(input, &word, key)?;
                } else if !input.is_empty() {
                    let rest: TokenStream = input.parse()?;
                    let message = format!("`{word}` stands alone or takes `= true` or `= false`");
                    return Err(wrong_form(&ident, rest, message, key));
                }
                on_key.key(key, &ident, input, diagnostics)?;
                reject_rest(input, &word)
            }
            Form::Value => {
                if !input.peek(Token![=]) {
                    let rest: TokenStream = input.parse()?;
                    let message = format!("`{word}` needs a value: `{word} = …`");
                    return Err(wrong_form(&ident, rest, message, key));
                }
                equals_and_value(input, &word, key)?;
                on_key.key(key, &ident, input, diagnostics)?;
                reject_rest(input, &word)
            }
            Form::List => {
                if !input.peek(syn::token::Paren) {
                    let rest: TokenStream = input.parse()?;
                    let message = format!("`{word}` takes a list in parentheses: `{word}(…)`");
                    return Err(wrong_form(&ident, rest, message, key));
                }
                let content;
                syn::parenthesized!(content in input);
                on_key.key(key, &ident, &content, diagnostics)?;
                reject_rest(&content, &word)?;
                reject_rest(input, &word)
            }
        }
    }
}

/// Reads the `=` before a key's value, and errs at it when no value follows.
fn equals_and_value<Id>(input: ParseStream<'_>, word: &str, key: &Key<Id>) -> syn::Result<()> {
    let equals: Token![=] = input.parse()?;
    if input.is_empty() {
        return Err(error_with_help(
            equals,
            format!("`{word} =` is missing its value"),
            write_as(key),
        ));
    }
    Ok(())
}

/// Tokens left after a value the callback has read: most likely a missing comma.
fn reject_rest(input: ParseStream<'_>, word: &str) -> syn::Result<()> {
    if input.is_empty() {
        return Ok(());
    }
    let rest: TokenStream = input.parse()?;
    Err(error_with_help(
        rest,
        format!("unexpected tokens after the value of `{word}`"),
        "separate keys with commas",
    ))
}

/// "write e.g. `rename_all = "snake_case"`: how variant names become names".
pub fn write_as<Id>(key: &Key<Id>) -> String {
    format!("write e.g. `{}`: {}", key.example, key.meaning)
}

/// A key written in the wrong form: the error sits on what followed the key, or on the key when
/// nothing did.
fn wrong_form<Id>(ident: &Ident, rest: TokenStream, message: String, key: &Key<Id>) -> syn::Error {
    if rest.is_empty() {
        error_with_help(ident, message, write_as(key))
    } else {
        error_with_help(rest, message, write_as(key))
    }
}
