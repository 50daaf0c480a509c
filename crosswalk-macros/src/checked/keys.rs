//! The keys of `#[crosswalk::checked(…)]`, read into what was written.

use crate::attributes::{Grammar, KeyEntry, KeyedList, rest_of_entry};
use crate::diagnostics::{Diagnostics, error_with_help, help_at};
use crate::token_split::split_top_level_commas;
use proc_macro2::{Ident, Span, TokenStream};
use syn::Token;
use syn::parse::ParseStream;

pub const CHECKED: Grammar = Grammar {
    attribute: "`#[crosswalk::checked]`",
    path: "checked",
    place: "on a translating function or `From` impl",
    keys: &[
        "`unreached = [Cond::Nv]`: the target values no arm produces; `[]` says every one is \
            produced",
        "`many_to_one`: arms may share targets without `#[alias]`",
        "`inverse = from_cond`: generates `fn from_cond(target) -> Option<Source>` beside the \
            function",
        "`to = Cond`: the target type, where the inverse needs it and the signature does not show \
            it",
        "`from = Op`: the source type, where the inverse needs it and the signature does not show \
            it",
    ],
    repeatable: &[],
    expressions: &[],
};

#[derive(Default)]
pub struct Keys {
    /// The `unreached` key and the values it lists.
    pub unreached: Option<(Span, Vec<TokenStream>)>,
    pub many_to_one: bool,
    pub inverse: Option<InverseKey>,
    pub to: Option<TokenStream>,
    pub from: Option<TokenStream>,
}

/// `inverse = NAME` or `inverse = VISIBILITY NAME`.
pub struct InverseKey {
    pub key: Ident,
    pub visibility: Option<TokenStream>,
    pub name: Ident,
}

pub fn read(arguments: TokenStream, diagnostics: &mut Diagnostics) -> Keys {
    let mut keys = Keys::default();
    KeyedList::new(&CHECKED).read(
        arguments,
        diagnostics,
        &mut |entry: &KeyEntry<'_, '_>, diagnostics: &mut Diagnostics| {
            let name = entry.key.name();
            match name {
                "unreached" => {
                    keys.unreached = Some((entry.ident.span(), unreached(entry.value()?)?));
                }
                "many_to_one" => {
                    entry.flag(diagnostics);
                    keys.many_to_one = true;
                }
                "inverse" => keys.inverse = Some(inverse(entry.ident, entry.value()?)?),
                "to" => keys.to = Some(type_value(entry.value()?, name)?),
                "from" => keys.from = Some(type_value(entry.value()?, name)?),
                _ => {}
            }
            Ok(())
        },
    );
    keys
}

fn unreached(input: ParseStream<'_>) -> syn::Result<Vec<TokenStream>> {
    if !input.peek(syn::token::Bracket) {
        return Err(error_with_help(
            &rest_of_entry(input),
            "`unreached` takes a list in brackets",
            "write e.g. `unreached = [Cond::Nv, Cond::Al]`, or `unreached = []` when every \
             target value is produced",
        ));
    }
    let content;
    syn::bracketed!(content in input);
    Ok(split_top_level_commas(content.parse()?))
}

fn inverse(key: &Ident, input: ParseStream<'_>) -> syn::Result<InverseKey> {
    let visibility = if input.peek(Token![pub]) {
        let visibility: syn::Visibility = input.parse()?;
        Some(quote::ToTokens::into_token_stream(visibility))
    } else {
        None
    };
    let name: Ident = input.parse().map_err(|error| {
        help_at(
            error.span(),
            "`inverse` takes the name of the function to generate",
            "write e.g. `inverse = from_cond`, or `inverse = pub(crate) from_cond` for a \
             visibility other than the function's",
        )
    })?;
    Ok(InverseKey {
        key: key.clone(),
        visibility,
        name,
    })
}

fn type_value(input: ParseStream<'_>, name: &str) -> syn::Result<TokenStream> {
    let ty: syn::Type = input.parse().map_err(|error| {
        help_at(
            error.span(),
            format!("`{name}` takes a type"),
            format!("write e.g. `{name} = ir::Op`"),
        )
    })?;
    Ok(quote::ToTokens::into_token_stream(ty))
}

#[test]
fn every_key_is_in_the_help_text_and_the_readme() {
    crate::attributes::grammar_tests::every_key_is_listed(&CHECKED);
}
