//! Parses `#[roster(rename_all = "…")]` on the enum and `#[roster(name = "…")]` on a variant.

use super::rename::{RULE_NAMES, RenameRule};
use crate::diagnostics::Diagnostics;
use crate::suggest::closest;
use syn::{Attribute, LitStr};

/// Reads the enum's `rename_all`, if given.
pub fn rename_rule(attributes: &[Attribute], diagnostics: &mut Diagnostics) -> Option<RenameRule> {
    let mut rule = None;
    for_each_roster_key(
        attributes,
        "rename_all",
        diagnostics,
        |value, diagnostics| match RenameRule::from_name(&value.value()) {
            Some(found) => rule = Some(found),
            None => diagnostics.error_with_help(
                &value,
                format!("unknown `rename_all` rule {:?}", value.value()),
                format!("the rules are {}", quoted_list(RULE_NAMES)),
            ),
        },
    );
    rule
}

/// Reads a variant's `name`, if given.
pub fn explicit_name(attributes: &[Attribute], diagnostics: &mut Diagnostics) -> Option<LitStr> {
    let mut name = None;
    for_each_roster_key(attributes, "name", diagnostics, |value, _| {
        name = Some(value);
    });
    name
}

/// Calls `found` with the string value of every `key = "…"` inside `#[roster(...)]`, reporting
/// any other key.
fn for_each_roster_key(
    attributes: &[Attribute],
    key: &str,
    diagnostics: &mut Diagnostics,
    mut found: impl FnMut(LitStr, &mut Diagnostics),
) {
    for attribute in attributes
        .iter()
        .filter(|attribute| attribute.path().is_ident("roster"))
    {
        let result = attribute.parse_nested_meta(|meta| {
            if meta.path.is_ident(key) {
                let value: LitStr = meta.value()?.parse()?;
                found(value, diagnostics);
                return Ok(());
            }
            let word = meta
                .path
                .get_ident()
                .map(ToString::to_string)
                .unwrap_or_default();
            let help = match closest(&word, &[key]) {
                Some(guess) => format!("did you mean `{guess}`?"),
                None => format!("here `#[roster]` takes `{key} = \"…\"`"),
            };
            Err(meta.error(format!(
                "unknown `#[roster]` key `{word}`\n\n= help: {help}"
            )))
        });
        if let Err(error) = result {
            diagnostics.push(error);
        }
    }
}

fn quoted_list(names: &[&str]) -> String {
    names
        .iter()
        .map(|name| format!("\"{name}\""))
        .collect::<Vec<_>>()
        .join(", ")
}
