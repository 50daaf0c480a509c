//! The rustdoc the crosswalk adds to its enum: the declared table, rendered, so `cargo doc` shows
//! the mapping without the source.

use crate::crosswalk::model::{Crosswalk, Outcome, Policy};
use proc_macro2::TokenStream;
use quote::quote;
use std::fmt::Write as _;

/// `#[doc = "…"]` attributes, one per line of Markdown, to go on the source enum.
pub fn table_docs(crosswalk: &Crosswalk) -> TokenStream {
    let target = &crosswalk.target_text;
    let link_to = |name: &dyn std::fmt::Display| format!("[`{name}`]({target}::{name})");
    let mut lines = vec![
        String::new(),
        format!("# Crosswalk into [`{target}`]"),
        String::new(),
        format!(
            "Declared with `#[crosswalk]`: `base = {}`; an ordinal with no cell {}.",
            crosswalk.base,
            match &crosswalk.policy {
                Policy::Throw {
                    message: Some(message),
                } => format!("throws `{:?}`", message.value()),
                Policy::Throw { message: None } =>
                    "throws an out-of-range error naming the enum and the ordinal".to_owned(),
                Policy::Default { target: name } => format!("gives {} (no error)", link_to(name)),
            }
        ),
        String::new(),
        "| ordinal | variant | → target | note |".to_owned(),
        "|---:|---|---|---|".to_owned(),
    ];
    let mut by_ordinal: Vec<_> = crosswalk.variants.iter().collect();
    by_ordinal.sort_by_key(|variant| variant.ordinal);
    for variant in by_ordinal {
        let (to, note) = match &variant.outcome {
            Outcome::Mapped {
                target: name,
                alias,
            } => (
                link_to(name),
                if *alias {
                    "alias: a later source of a shared target".to_owned()
                } else {
                    String::new()
                },
            ),
            Outcome::Rejected {
                message: Some(message),
            } => ("—".to_owned(), format!("rejected: `{:?}`", message.value())),
            Outcome::Rejected { message: None } => ("—".to_owned(), "rejected".to_owned()),
            Outcome::Default { target: name } => (
                link_to(name),
                "below `base`: the `on_oob` default".to_owned(),
            ),
        };
        let mut row = String::new();
        let _ = write!(
            row,
            "| {} | [`{}`](Self::{}) | {to} | {note} |",
            variant.ordinal, variant.ident, variant.ident
        );
        lines.push(row);
    }
    let holes = crosswalk
        .cells()
        .iter()
        .enumerate()
        .filter(|(_, cell)| cell.is_none())
        .count();
    if holes > 0 {
        lines.push(String::new());
        lines.push(format!(
            "{holes} ordinal(s) inside the table have no variant; they follow the `on_oob` policy."
        ));
    }
    lines.iter().map(|line| quote!(#[doc = #line])).collect()
}
