//! The forms a key is written in (`key = value`, a flag, `key(…)`) and the values several keys
//! share the shape of, each read with an error that says how its key is written.

use super::grammar::Key;
use crate::diagnostics::{Diagnostics, error_with_help, help_at};
use crate::token_split::{Angles, is_punct};
use proc_macro2::{Ident, TokenStream, TokenTree};
use quote::ToTokens;
use syn::meta::ParseNestedMeta;
use syn::parse::{ParseStream, Parser};
use syn::{LitBool, LitStr, Path, Token};

/// The tokens up to the comma that ends the entry at hand (not one inside a turbofish), consumed:
/// what an error about the entry covers, and what reading skips after one.
pub fn rest_of_entry(input: ParseStream<'_>) -> TokenStream {
    entry_up_to_comma(input, Angles::in_expression())
}

/// [`rest_of_entry`], reading `<` as `angles` does: as generic arguments' bracket where the key
/// takes a type, `Fault<u8, Reason>`.
pub fn entry_up_to_comma(input: ParseStream<'_>, mut angles: Angles) -> TokenStream {
    let mut taken: Vec<TokenTree> = Vec::new();
    // The step stops at the end of the input, so it never fails.
    let _ = input.step(|cursor| {
        let mut rest = *cursor;
        while let Some((tree, next)) = rest.token_tree() {
            taken.push(tree);
            angles.step(&taken, taken.len().saturating_sub(1));
            if !angles.open() && is_punct(taken.last(), ',') {
                taken.pop();
                break;
            }
            rest = next;
        }
        Ok(((), rest))
    });
    taken.into_iter().collect()
}

/// Runs `parse` on all of `tokens`, as `Parser::parse2` does. What it reads it leaves in what it
/// captures, so that syn's generic `parse2` is compiled once for every parser.
pub fn parse_all(
    tokens: TokenStream,
    parse: &mut dyn FnMut(ParseStream<'_>) -> syn::Result<()>,
) -> syn::Result<()> {
    (|input: ParseStream<'_>| parse(input)).parse2(tokens)
}

/// `tokens` read as a list of `syn::meta` entries, each handed to `logic`: behind `dyn`, so one
/// copy of syn's parser serves every caller.
pub fn parse_meta_list(
    tokens: TokenStream,
    logic: &mut dyn FnMut(ParseNestedMeta<'_>) -> syn::Result<()>,
) -> syn::Result<()> {
    syn::meta::parser(logic).parse2(tokens)
}

/// All of `tokens` as one `T`, or `None`: [`syn::parse2`] through [`parse_all`].
pub fn parse_whole<T: syn::parse::Parse>(tokens: TokenStream) -> Option<T> {
    let mut read = None;
    let parsed = parse_all(tokens, &mut |input| {
        read = Some(input.parse()?);
        Ok(())
    });
    if parsed.is_ok() { read } else { None }
}

pub fn at_entry_end(input: ParseStream<'_>) -> bool {
    input.is_empty() || input.peek(Token![,])
}

/// One entry of a keyed list that names a key: the key, the word it is written as, and syn's
/// parser after that word, from which the reader's code reads the key's form and value.
pub struct KeyEntry<'m, 'a> {
    pub key: Key,
    pub ident: &'m Ident,
    pub meta: &'m ParseNestedMeta<'a>,
}

impl<'a> KeyEntry<'_, 'a> {
    /// `key = …`: the stream at the value, after checking that there is one.
    pub fn value(&self) -> syn::Result<ParseStream<'a>> {
        let name = self.key.name();
        self.after_equals(format!("`{name}` needs a value: `{name} = …`"))
    }

    /// `key = "…"`, or an error on the token at hand that says how the key is written.
    pub fn string(&self) -> syn::Result<LitStr> {
        self.value()?.parse::<LitStr>().map_err(|error| {
            let message = format!("`{}` takes a string literal", self.key.name());
            help_at(error.span(), message, write_as(&self.key))
        })
    }

    pub fn path(&self) -> syn::Result<Path> {
        path_value(self.value()?, &self.key)
    }

    /// A key written alone, `many_to_one`: its word. A value after it is reported, and the flag
    /// still counts as given: the intent is plain, so nothing that depends on it reports a second
    /// error.
    pub fn flag(&self, diagnostics: &mut Diagnostics) -> Ident {
        let value = rest_of_entry(self.meta.input);
        if !value.is_empty() {
            let key = &self.key;
            diagnostics.error_with_help(
                &value,
                format!("`{}` is a flag and takes no value", key.name()),
                format!("write `{}` alone: {}", key.example(), key.meaning()),
            );
        }
        self.ident.clone()
    }

    /// `key(…)`: checks that a parenthesized list follows the key.
    pub fn list(&self) -> syn::Result<()> {
        if self.meta.input.peek(syn::token::Paren) {
            return Ok(());
        }
        let name = self.key.name();
        Err(self.wrong_form(format!("`{name}` takes a list in parentheses: `{name}(…)`")))
    }

    /// A key written alone, meaning `true`, or with `= true` / `= false`. A quoted `"true"` or
    /// `"false"` is answered with the same word unquoted.
    pub fn bool_flag(&self) -> syn::Result<bool> {
        let name = self.key.name();
        if at_entry_end(self.meta.input) {
            return Ok(true);
        }
        let input = self.after_equals(format!(
            "`{name}` stands alone or takes `= true` or `= false`"
        ))?;
        if input.peek(LitBool) {
            return Ok(input.parse::<LitBool>()?.value);
        }
        let value = rest_of_entry(input);
        let quoted = parse_whole::<LitStr>(value.clone()).map(|quoted| quoted.value());
        let (message, help) = match quoted.as_deref() {
            Some(text @ ("true" | "false")) => (", not a string", format!("`{name} = {text}`")),
            _ => ("", format!("`{name} = true` or `{name} = false`")),
        };
        Err(error_with_help(
            &value,
            format!("`{name}` takes `true` or `false`{message}"),
            format!("write {help}: {}", self.key.meaning()),
        ))
    }

    /// Reads the `=` before a key's value, or errs with `message` without one; errs at the `=`
    /// when no value follows.
    fn after_equals(&self, message: String) -> syn::Result<ParseStream<'a>> {
        let input = self.meta.input;
        if !input.peek(Token![=]) {
            return Err(self.wrong_form(message));
        }
        let equals: Token![=] = input.parse()?;
        if at_entry_end(input) {
            return Err(error_with_help(
                &equals,
                format!("`{} =` is missing its value", self.key.name()),
                write_as(&self.key),
            ));
        }
        Ok(input)
    }

    /// A key written in the wrong form: the error sits on what followed the key, or on the key
    /// when nothing did.
    fn wrong_form(&self, message: String) -> syn::Error {
        let rest = rest_of_entry(self.meta.input);
        let at = if rest.is_empty() {
            self.meta.path.to_token_stream()
        } else {
            rest
        };
        error_with_help(&at, message, write_as(&self.key))
    }
}

/// "write e.g. `rename_all = "snake_case"`: how variant names become names".
pub fn write_as(key: &Key) -> String {
    format!("write e.g. `{}`: {}", key.example(), key.meaning())
}

/// A path value: `to = bir::Dtype`, `crate = ::my_crosswalk`. A quoted path (serde's habit for
/// `crate = "…"`) gets a message that says to drop the quotes.
pub fn path_value(input: ParseStream<'_>, key: &Key) -> syn::Result<Path> {
    let name = key.name();
    if input.peek(LitStr) {
        let quoted: LitStr = input.parse()?;
        let text = quoted.value();
        let mut path = |input: ParseStream<'_>| {
            input.call(Path::parse_mod_style)?;
            Ok(())
        };
        // Text that does not lex reads as no tokens, which no path is.
        let help = if parse_all(text.parse().unwrap_or_default(), &mut path).is_ok() {
            format!("write `{name} = {text}`: {}", key.meaning())
        } else {
            write_as(key)
        };
        return Err(error_with_help(
            &quoted,
            format!("`{name}` takes a path, not a string"),
            help,
        ));
    }
    if input.fork().call(Path::parse_mod_style).is_ok() {
        let path = input.call(Path::parse_mod_style)?;
        if input.peek(syn::Token![<]) {
            // `to = Tag<u8>`: the generated tables, constructors and imports name the path as
            // written, where generic arguments cannot stand.
            return Err(error_with_help(
                &rest_of_entry(input),
                format!("`{name}` takes a path without generic arguments"),
                format!(
                    "the expansion writes this path where generic arguments cannot stand: name \
                     a type with no parameters (for a number type, `pub struct Tag8(pub(crate) \
                     u8)`); {}",
                    write_as(key)
                ),
            ));
        }
        return Ok(path);
    }
    Err(error_with_help(
        &rest_of_entry(input),
        format!("`{name}` takes a path"),
        write_as(key),
    ))
}
