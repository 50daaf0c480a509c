//! Values several keys share the shape of, each read with an error that says how its key is
//! written.

use super::grammar::Key;
use super::keyed_list::write_as;
use crate::diagnostics::{error_with_help, help_at};
use proc_macro2::TokenStream;
use syn::parse::{ParseStream, Parser};
use syn::{LitBool, LitStr, Path};

/// A string-literal value, or an error on the token at hand that says how the key is written.
pub fn string_value<Id>(input: ParseStream<'_>, key: &Key<Id>) -> syn::Result<LitStr> {
    input.parse::<LitStr>().map_err(|error| {
        let at = error.span();
        help_at(
            at,
            format!("`{}` takes a string literal", key.name),
            write_as(key),
        )
    })
}

/// The value of a [`FlagOrBool`](super::Form::FlagOrBool) key: `true` or `false`, or `true` for
/// the key written alone (nothing left to read). A quoted `"true"` or `"false"` is answered with
/// the same word unquoted.
pub fn bool_value<Id>(input: ParseStream<'_>, key: &Key<Id>) -> syn::Result<bool> {
    if input.is_empty() {
        return Ok(true);
    }
    if input.peek(LitBool) {
        return Ok(input.parse::<LitBool>()?.value);
    }
    let name = key.name;
    let value: TokenStream = input.parse()?;
    let quoted = syn::parse2::<LitStr>(value.clone())
        .ok()
        .map(|quoted| quoted.value())
        .filter(|text| text == "true" || text == "false");
    Err(match quoted {
        Some(text) => error_with_help(
            value,
            format!("`{name}` takes `true` or `false`, not a string"),
            format!("write `{name} = {text}`: {}", key.meaning),
        ),
        None => error_with_help(
            value,
            format!("`{name}` takes `true` or `false`"),
            format!("write `{name} = true` or `{name} = false`: {}", key.meaning),
        ),
    })
}

/// A path value: `to = bir::Dtype`, `crate = ::my_crosswalk`. A quoted path (serde's habit for
/// `crate = "…"`) gets a message that says to drop the quotes.
pub fn path_value<Id>(input: ParseStream<'_>, key: &Key<Id>) -> syn::Result<Path> {
    let name = key.name;
    if input.peek(LitStr) {
        let quoted: LitStr = input.parse()?;
        let text = quoted.value();
        let help = if Path::parse_mod_style.parse_str(&text).is_ok() {
            format!("write `{name} = {text}`: {}", key.meaning)
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
            let arguments: TokenStream = input.parse()?;
            return Err(error_with_help(
                arguments,
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
    let value: TokenStream = input.parse()?;
    Err(error_with_help(
        value,
        format!("`{name}` takes a path"),
        write_as(key),
    ))
}
