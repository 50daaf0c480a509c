//! The crosswalks' names, and which crosswalk each variant entry belongs to.

use crate::crosswalk::model::{Methods, WalkName};
use crate::crosswalk::parse::{Args, Entry};
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::naming::{last_segment, path_text, snake_case};
use crate::suggest::closest;
use proc_macro2::Span;
use syn::{Ident, Path};

/// Each crosswalk's name (in `args` order), after checking that no two collide: two unnamed
/// crosswalks, one name given twice, or two names whose generated methods would clash.
pub fn walk_names(crosswalks: &[Args], diagnostics: &mut Diagnostics) -> Vec<Option<WalkName>> {
    let names: Vec<Option<WalkName>> = crosswalks
        .iter()
        .map(|args| {
            args.walk.as_ref().map(|path| WalkName {
                path: path.clone(),
                short: last_segment(path),
            })
        })
        .collect();
    for (index, (args, name)) in crosswalks.iter().zip(&names).enumerate() {
        let earlier = names.iter().take(index).flatten();
        match name {
            None => {
                if names.iter().take(index).any(Option::is_none) {
                    diagnostics.push(error_with_help(
                        args.target.as_ref().map_or_else(
                            || quote::quote!(),
                            quote::ToTokens::to_token_stream,
                        ),
                        "an enum has one unnamed crosswalk, and this is a second",
                        "name the others: `#[crosswalk(to = …, name = path::Name)]`, where `Name` is \
                         a type such as `enum Name {}`",
                    ));
                }
            }
            Some(name) => {
                if let Some(first) = earlier
                    .clone()
                    .find(|first| snake_case(&first.short) == snake_case(&name.short))
                {
                    let same = path_text(&first.path) == path_text(&name.path);
                    let message = if same {
                        format!("the crosswalk `{}` is declared twice", name.short)
                    } else {
                        format!(
                            "the crosswalks `{}` and `{}` would both generate `translate_{}`",
                            path_text(&first.path),
                            path_text(&name.path),
                            snake_case(&name.short)
                        )
                    };
                    let mut error = error_with_help(
                        &name.path,
                        message,
                        "give each crosswalk on an enum a name with its own last segment",
                    );
                    error.combine(syn::Error::new_spanned(&first.path, "the first is here"));
                    diagnostics.push(error);
                }
            }
        }
    }
    names
}

/// The generated items' names for a crosswalk named `name` (or the unnamed one).
pub fn methods(name: Option<&WalkName>, fallible: bool) -> Methods {
    let snake = name.map(|name| snake_case(&name.short));
    let suffix = snake
        .as_ref()
        .map(|snake| format!("_{snake}"))
        .unwrap_or_default();
    let ident = |text: String| Ident::new(&text, Span::call_site());
    Methods {
        translate: ident(format!("translate{suffix}")),
        translate_ordinal: ident(format!("translate_ordinal{suffix}")),
        from_target: ident(format!("from_target{suffix}")),
        to_target: snake
            .as_ref()
            .filter(|_| !fallible)
            .map(|snake| ident(format!("to_{snake}"))),
        shared_table: ident(format!("__CROSSWALK_TARGETS{}", suffix.to_uppercase())),
        error_sites: ident(format!("__CROSSWALK_ERROR_SITES{}", suffix.to_uppercase())),
    }
}

/// Which crosswalk (an index into `names`) each entry of a variant belongs to; `None` for an
/// entry that belongs to none (reported here, once, at its key).
pub fn owners(
    entries: &[Entry],
    names: &[Option<WalkName>],
    diagnostics: &mut Diagnostics,
) -> Vec<Option<usize>> {
    entries
        .iter()
        .map(|entry| match &entry.key {
            None => owner_of_positional(entry, names, diagnostics),
            Some(key) => owner_of_key(key, entry, names, diagnostics),
        })
        .collect()
}

fn owner_of_positional(
    entry: &Entry,
    names: &[Option<WalkName>],
    diagnostics: &mut Diagnostics,
) -> Option<usize> {
    let unnamed = names.iter().position(Option::is_none);
    if unnamed.is_none() {
        let example = names
            .iter()
            .flatten()
            .next()
            .map_or("CoreV4", |name| name.short.as_str());
        let form = if entry.keyword.is_ident("reject") {
            format!("`#[reject({example})]`")
        } else {
            format!("`#[to({example} = …)]`")
        };
        diagnostics.error_with_help(
            &entry.keyword,
            format!(
                "this entry belongs to no crosswalk: every crosswalk on this enum is named ({})",
                declared_list(names)
            ),
            format!("key it by the crosswalk's name, e.g. {form}"),
        );
    }
    unnamed
}

fn owner_of_key(
    key: &Path,
    entry: &Entry,
    names: &[Option<WalkName>],
    diagnostics: &mut Diagnostics,
) -> Option<usize> {
    let written = path_text(key);
    let whole = names.iter().position(|name| {
        name.as_ref()
            .is_some_and(|name| path_text(&name.path) == written)
    });
    if whole.is_some() {
        return whole;
    }
    let by_short: Vec<usize> = names
        .iter()
        .enumerate()
        .filter(|(_, name)| {
            key.get_ident()
                .is_some_and(|key| name.as_ref().is_some_and(|name| *key == name.short))
        })
        .map(|(index, _)| index)
        .collect();
    match by_short.as_slice() {
        [only] => return Some(*only),
        [_, _, ..] => {
            diagnostics.error_with_help(
                key,
                format!("`{written}` names more than one crosswalk on this enum"),
                format!(
                    "write the whole path of the one meant: {}",
                    declared_list(names)
                ),
            );
            return None;
        }
        [] => {}
    }
    let shorts: Vec<&str> = names
        .iter()
        .flatten()
        .map(|name| name.short.as_str())
        .collect();
    let message = format!("no crosswalk on this enum is named `{written}`");
    let help = if shorts.is_empty() {
        let quote_it = if entry.keyword.is_ident("reject") {
            format!("; if `{written}` is the error message, quote it: `#[reject(\"{written}\")]`")
        } else {
            String::new()
        };
        format!("this enum's crosswalk is unnamed, so its entries take no key{quote_it}")
    } else {
        let guess = closest(&last_segment(key), &shorts)
            .map(|guess| format!("did you mean `{guess}`? "))
            .unwrap_or_default();
        format!("{guess}the named crosswalks are {}", declared_list(names))
    };
    diagnostics.error_with_help(key, message, help);
    None
}

/// `` `CoreV4`, `PreV4` `` (and the unnamed one, if any), for messages.
fn declared_list(names: &[Option<WalkName>]) -> String {
    let listed: Vec<String> = names
        .iter()
        .flatten()
        .map(|name| format!("`{}`", path_text(&name.path)))
        .collect();
    if listed.is_empty() {
        "none: this enum's crosswalk is unnamed".to_owned()
    } else {
        listed.join(", ")
    }
}
