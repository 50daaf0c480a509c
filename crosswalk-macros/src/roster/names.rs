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

/// Every spelling taken so far, by its ASCII lowercase: two spellings one input can match are
/// equal there, whichever of them ignores case.
#[derive(Default)]
pub struct Names {
    by_lowercase: HashMap<String, Vec<TakenSpelling>>,
}

/// How case enters a clash: the remark after the message, and the variant whose reading its
/// names exactly would alone end the clash.
struct CaseRemark<'a> {
    remark: String,
    exact_fix: Option<&'a Ident>,
}

impl Names {
    pub fn add_name(
        &mut self,
        ident: &Ident,
        name: &str,
        ascii_case_insensitive: bool,
        diagnostics: &mut Diagnostics,
    ) {
        if let Some(first) = self.clash(name, ascii_case_insensitive) {
            let CaseRemark { remark, exact_fix } =
                case_remark(first, ident, name, ascii_case_insensitive);
            let help = match exact_fix {
                Some(variant) => format!(
                    "give one of them another name with `#[roster(name = \"…\")]`, or {}",
                    read_exactly(variant)
                ),
                None => "give one of them another name with `#[roster(name = \"…\")]`".to_owned(),
            };
            let variant = &first.variant;
            diagnostics.error_with_note(
                ident,
                format!(
                    "`{ident}` and `{variant}` are both named {name:?}{remark}; a name must pick out \
                     one variant"
                ),
                help,
                variant,
                format!("`{variant}` is named {:?} here", first.spelling),
            );
            return;
        }
        self.insert(TakenSpelling {
            variant: ident.clone(),
            at: ident.to_token_stream(),
            spelling: name.to_owned(),
            ascii_case_insensitive,
        });
    }

    pub fn add_alias(
        &mut self,
        ident: &Ident,
        at: &LitStr,
        alias: &str,
        ascii_case_insensitive: bool,
        diagnostics: &mut Diagnostics,
    ) {
        if let Some(first) = self.clash(alias, ascii_case_insensitive) {
            let CaseRemark { remark, exact_fix } =
                case_remark(first, ident, alias, ascii_case_insensitive);
            let help = match exact_fix {
                Some(variant) => format!(
                    "remove this alias, rename the variant it clashes with, or {}",
                    read_exactly(variant)
                ),
                None => "remove this alias, or rename the variant it clashes with".to_owned(),
            };
            let variant = &first.variant;
            diagnostics.error_with_note(
                at,
                format!(
                    "the alias {alias:?} of `{ident}` already names `{variant}`{remark}; a name must \
                     pick out one variant"
                ),
                help,
                &first.at,
                format!("`{variant}` has {:?} here", first.spelling),
            );
            return;
        }
        self.insert(TakenSpelling {
            variant: ident.clone(),
            at: at.to_token_stream(),
            spelling: alias.to_owned(),
            ascii_case_insensitive,
        });
    }

    /// The first spelling that an input matching `spelling` would match too.
    fn clash(&self, spelling: &str, ascii_case_insensitive: bool) -> Option<&TakenSpelling> {
        self.by_lowercase
            .get(&spelling.to_ascii_lowercase())?
            .iter()
            .find(|taken| {
                taken.spelling == spelling || taken.ascii_case_insensitive || ascii_case_insensitive
            })
    }

    fn insert(&mut self, taken: TakenSpelling) {
        self.by_lowercase
            .entry(taken.spelling.to_ascii_lowercase())
            .or_default()
            .push(taken);
    }
}

fn case_remark<'a>(
    first: &'a TakenSpelling,
    ident: &'a Ident,
    spelling: &str,
    ascii_case_insensitive: bool,
) -> CaseRemark<'a> {
    let (remark, exact_fix) = if first.spelling == spelling {
        (String::new(), None)
    } else {
        match (first.ascii_case_insensitive, ascii_case_insensitive) {
            (true, true) => (" (ASCII case ignored)".to_owned(), None),
            (true, false) => (
                format!(" (ASCII case ignored for `{}`)", first.variant),
                Some(&first.variant),
            ),
            // Spellings that differ exactly clash only where one of them ignores case.
            (false, _) => (format!(" (ASCII case ignored for `{ident}`)"), Some(ident)),
        }
    };
    CaseRemark { remark, exact_fix }
}

fn read_exactly(variant: &Ident) -> String {
    format!(
        "have `{variant}` read its name and aliases exactly with \
         `#[roster(ascii_case_insensitive = false)]`"
    )
}
