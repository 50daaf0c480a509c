//! The spellings the variants are given, checked as `from_name` will compare them: a spelling
//! that another variant's spelling already reads would give one name two answers.

use crate::diagnostics::Diagnostics;
use proc_macro2::TokenStream;
use quote::ToTokens;
use std::collections::HashMap;
use syn::{Ident, LitStr};

/// A name or alias taken so far.
struct TakenSpelling {
    variant: Ident,
    /// The tokens that gave it: the variant for a name, the string literal for an alias.
    at: TokenStream,
    spelling: String,
    ascii_case_insensitive: bool,
}

/// Every spelling taken so far, grouped by its ASCII lowercase: two spellings one input can match
/// are equal there, whichever of them ignores case.
#[derive(Default)]
pub struct Names {
    /// Each group's index in `groups`.
    by_lowercase: HashMap<String, usize>,
    groups: Vec<Vec<TakenSpelling>>,
}

impl Names {
    /// Takes `spelling` for the variant `ident`: its name, or the alias written as `alias`. A
    /// spelling that an input matching a spelling taken before would match too is reported.
    pub fn add(
        &mut self,
        ident: &Ident,
        alias: Option<&LitStr>,
        spelling: &str,
        ascii_case_insensitive: bool,
        diagnostics: &mut Diagnostics,
    ) {
        let at = match alias {
            Some(alias) => alias.to_token_stream(),
            None => ident.to_token_stream(),
        };
        let next = self.groups.len();
        let group = *self
            .by_lowercase
            .entry(spelling.to_ascii_lowercase())
            .or_insert(next);
        if group == next {
            self.groups.push(Vec::new());
        }
        let Some(taken) = self.groups.get_mut(group) else {
            return;
        };
        let mut first = None;
        for earlier in taken.iter() {
            if earlier.spelling == spelling
                || earlier.ascii_case_insensitive
                || ascii_case_insensitive
            {
                first = Some(earlier);
                break;
            }
        }
        let Some(first) = first else {
            taken.push(TakenSpelling {
                variant: ident.clone(),
                at,
                spelling: spelling.to_owned(),
                ascii_case_insensitive,
            });
            return;
        };
        let variant = &first.variant;
        // How case enters the clash, and how to end it by having the one variant that ignores
        // case read its names exactly.
        let exact_fix = |variant: &Ident| {
            format!(
                ", or have `{variant}` read its name and aliases exactly with \
                 `#[roster(ascii_case_insensitive = false)]`"
            )
        };
        let (remark, fix) = if first.spelling == spelling {
            (String::new(), String::new())
        } else {
            match (first.ascii_case_insensitive, ascii_case_insensitive) {
                (true, true) => (" (ASCII case ignored)".to_owned(), String::new()),
                (true, false) => (
                    format!(" (ASCII case ignored for `{variant}`)"),
                    exact_fix(variant),
                ),
                // Spellings that differ exactly clash only where one of them ignores case.
                (false, _) => (
                    format!(" (ASCII case ignored for `{ident}`)"),
                    exact_fix(ident),
                ),
            }
        };
        let (message, help, note) = match alias {
            None => (
                format!("`{ident}` and `{variant}` are both named {spelling:?}{remark}"),
                format!("give one of them another name with `#[roster(name = \"…\")]`{fix}"),
                format!("`{variant}` is named {:?} here", first.spelling),
            ),
            Some(_) => (
                format!("the alias {spelling:?} of `{ident}` already names `{variant}`{remark}"),
                if fix.is_empty() {
                    "remove this alias, or rename the variant it clashes with".to_owned()
                } else {
                    format!("remove this alias, rename the variant it clashes with{fix}")
                },
                format!("`{variant}` has {:?} here", first.spelling),
            ),
        };
        diagnostics.error_with_note(
            &at,
            format!("{message}; a name must pick out one variant"),
            help,
            &first.at,
            note,
        );
    }
}
