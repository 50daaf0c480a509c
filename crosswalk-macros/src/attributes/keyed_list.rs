//! Reads a comma-separated keyed list, `#[attr(key = value, flag, list(…))]`, with syn's
//! nested-meta parser. It checks what the grammar table knows (the key exists, is not given
//! twice) and hands each key to the caller's reader. syn stops at the first error; here every
//! problem goes to [`Diagnostics`] and reading goes on after the next comma.

use super::grammar::{Grammar, Key};
use super::values::parse_meta_list;
use super::values::{KeyEntry, at_entry_end, entry_up_to_comma, parse_all, rest_of_entry};
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::token_split::Angles;
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::meta::ParseNestedMeta;
use syn::parse::ParseStream;
use syn::{Attribute, Ident, MacroDelimiter, Meta, Token};

/// What the caller does with the entries of a list; an `Err` is recorded. A closure over the keys
/// is one.
pub trait OnKey {
    /// One key of the grammar: read its form and value.
    fn key(&mut self, entry: &KeyEntry<'_, '_>, diagnostics: &mut Diagnostics) -> syn::Result<()>;

    /// Offered every path that names no key, for a better message than "unknown key" where a
    /// value stands for a key (`#[crosswalk(ir::Op)]`, `to =` forgotten).
    fn positional(&mut self, _meta: &ParseNestedMeta<'_>) -> Option<syn::Error> {
        None
    }
}

impl<F: FnMut(&KeyEntry<'_, '_>, &mut Diagnostics) -> syn::Result<()>> OnKey for F {
    fn key(&mut self, entry: &KeyEntry<'_, '_>, diagnostics: &mut Diagnostics) -> syn::Result<()> {
        self(entry, diagnostics)
    }
}

/// Reads the keyed lists of one attribute in one place, remembering the keys already given so a
/// second `#[roster(…)]` on the same item cannot repeat one unnoticed.
pub struct KeyedList<'g> {
    grammar: &'g Grammar,
    given: Vec<(&'static str, Ident)>,
    /// The keys unknown words were taken for (`error_from` for `error_form`), already reported.
    misspelt: Vec<&'static str>,
}

impl<'g> KeyedList<'g> {
    pub fn new(grammar: &'g Grammar) -> Self {
        Self {
            grammar,
            given: Vec::new(),
            misspelt: Vec::new(),
        }
    }

    /// Whether the key `name` was given (well-formed or not, or misspelt), so a key given broken
    /// is not reported as missing too. Repeatable keys are not tracked.
    pub fn given(&self, name: &str) -> bool {
        for (given, _) in &self.given {
            if *given == name {
                return true;
            }
        }
        self.misspelt.contains(&name)
    }

    pub fn read_attributes(
        &mut self,
        attributes: &[Attribute],
        diagnostics: &mut Diagnostics,
        on_key: &mut dyn OnKey,
    ) {
        for attribute in attributes {
            if !attribute.path().is_ident(self.grammar.path) {
                continue;
            }
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

    pub fn read(
        &mut self,
        tokens: TokenStream,
        diagnostics: &mut Diagnostics,
        on_key: &mut dyn OnKey,
    ) {
        // syn's parser stops at an entry that does not start with a path: those are taken out.
        let mut keyed = TokenStream::new();
        // Nothing here can fail: each step takes what is there.
        let _ = parse_all(tokens, &mut |input| {
            while !input.is_empty() {
                let starts_with_key = starts_with_path(input);
                let word = input.fork().call(Ident::parse_any).ok();
                let entry = entry_up_to_comma(input, self.angles_of_key(word.as_ref()));
                let comma: Option<Token![,]> = input.parse()?;
                if starts_with_key {
                    keyed.extend(entry);
                    keyed.extend(comma.into_token_stream());
                } else if !entry.is_empty() {
                    // Not a key's name (`"sub"`); an empty entry (`a, , b`) is none.
                    diagnostics.error_with_help(
                        &entry,
                        format!("expected a key of {} here", self.grammar.attribute),
                        self.grammar.help(),
                    );
                }
            }
            Ok(())
        });
        let mut failed = false;
        let entries = parse_meta_list(keyed, &mut |meta| {
            if let Err(error) = self.entry(&meta, diagnostics, on_key) {
                diagnostics.push(error);
                entry_up_to_comma(meta.input, self.angles_of_key(meta.path.get_ident()));
                failed = true;
            }
            Ok(())
        });
        // Each entry is read to its comma, so syn objects only to the tokens a failed value left
        // inside its brackets, which that value's error covers.
        if let Err(error) = entries {
            if !failed {
                diagnostics.push(error);
            }
        }
    }

    /// How the value of the key `word` reads `<` (see [`Key::expression`]): in an expression,
    /// where it may compare or shift, unless the key's value is none (a type, a path).
    fn angles_of_key(&self, word: Option<&Ident>) -> Angles {
        match self.key(word) {
            Some(key) if !key.expression => Angles::in_type(),
            _ => Angles::in_expression(),
        }
    }

    /// The key `word` names, its `r#` aside.
    fn key(&self, word: Option<&Ident>) -> Option<Key> {
        self.grammar.key(&word?.unraw().to_string())
    }

    /// One `key`, `key = value` or `key(…)`, read up to the comma after it.
    fn entry(
        &mut self,
        meta: &ParseNestedMeta<'_>,
        diagnostics: &mut Diagnostics,
        on_key: &mut dyn OnKey,
    ) -> syn::Result<()> {
        let grammar = self.grammar;
        let (Some(key), Some(ident)) = (self.key(meta.path.get_ident()), meta.path.get_ident())
        else {
            if let Some(error) = on_key.positional(meta) {
                return Err(error);
            }
            // The error is at the path's first word, which counts as the key it is closest to.
            let (at, word) = match meta.path.segments.first() {
                Some(at) => (at.ident.to_token_stream(), at.ident.unraw().to_string()),
                None => (meta.path.to_token_stream(), String::new()),
            };
            let help = match grammar.likely_key(&word) {
                Some(name) => {
                    self.misspelt.push(name);
                    format!("did you mean `{name}`?")
                }
                None => grammar.help(),
            };
            let message = format!("unknown {} key `{word}`", grammar.attribute);
            return Err(error_with_help(&at, message, help));
        };
        for (name, first) in &self.given {
            if !key.repeatable && *name == key.name() {
                rest_of_entry(meta.input);
                let word = key.name();
                diagnostics.error_with_note(
                    ident,
                    format!("`{word}` is given twice"),
                    format!("keep one: {} takes `{word}` once", grammar.attribute),
                    first,
                    format!("`{word}` is first given here"),
                );
                return Ok(());
            }
        }
        if !key.repeatable {
            self.given.push((key.name(), ident.clone()));
        }
        on_key.key(&KeyEntry { key, ident, meta }, diagnostics)?;
        if at_entry_end(meta.input) {
            return Ok(());
        }
        Err(error_with_help(
            &rest_of_entry(meta.input),
            format!("unexpected tokens after the value of `{}`", key.name()),
            "separate keys with commas",
        ))
    }
}

/// Whether syn's nested-meta parser reads a path here, one that may name a key: words (keywords
/// too) joined by `::`, without a leading one.
fn starts_with_path(input: ParseStream<'_>) -> bool {
    let fork = input.fork();
    while fork.call(Ident::parse_any).is_ok() {
        if !matches!(fork.parse::<Option<Token![::]>>(), Ok(Some(_))) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::{Grammar, KeyEntry, KeyedList};
    use crate::diagnostics::Diagnostics;
    use quote::ToTokens;

    /// A comma inside a type's generic arguments ends no entry; in an expression, `<` shifts.
    #[test]
    fn a_type_s_commas_stay_in_its_entry() {
        const TYPED: Grammar = Grammar {
            attribute: "`#[test]`",
            path: "test",
            place: "here",
            keys: &["`ty = A`: a type", "`expr = 1`: an expression"],
            repeatable: &[],
            expressions: &["expr"],
        };
        let mut read = Vec::new();
        let mut diagnostics = Diagnostics::new();
        let tokens = template!(=> expr = 1 << 4, ty = Fault<u8, &'static str>, expr = 2 < 3);
        KeyedList::new(&TYPED).read(
            tokens,
            &mut diagnostics,
            &mut |entry: &KeyEntry<'_, '_>, _: &mut Diagnostics| {
                let value = entry.value()?;
                let written = if entry.key.expression {
                    value.parse::<syn::Expr>()?.to_token_stream()
                } else {
                    value.parse::<syn::Type>()?.to_token_stream()
                };
                read.push((entry.key.name(), written.to_string()));
                Ok(())
            },
        );
        assert_eq!(
            read,
            [
                ("expr", "1 << 4".to_owned()),
                ("ty", "Fault < u8 , & 'static str >".to_owned()),
            ]
        );
        // The second `expr` is reported as given twice, not read as a generic argument's start.
        let errors = diagnostics.to_compile_errors().to_string();
        assert!(errors.contains("`expr` is given twice"), "{errors}");
    }
}
