//! Parses `#[roster(rename_all = "…", crate = path)]` on the enum and `#[roster(name = "…")]` on a
//! variant.

use super::rename::{RULE_NAMES, RenameRule};
use crate::diagnostics::{Diagnostics, error_with_help};
use crate::suggest::closest;
use syn::meta::ParseNestedMeta;
use syn::{Attribute, LitStr, Path};

/// The keys `#[roster]` takes on the enum, and on a variant.
const ENUM_KEYS: &[&str] = &["rename_all", "crate"];
const VARIANT_KEYS: &[&str] = &["name"];

/// The enum-level `#[roster(...)]` arguments; `None` where absent or malformed (already reported).
#[derive(Default)]
pub struct EnumAttrs {
    pub rename: Option<RenameRule>,
    /// `crate = path`: where the runtime crate is, for users who renamed the dependency.
    pub runtime: Option<Path>,
}

/// Reads the enum's `rename_all` and `crate`, if given.
pub fn enum_attrs(attributes: &[Attribute], diagnostics: &mut Diagnostics) -> EnumAttrs {
    let mut attrs = EnumAttrs::default();
    for_each_roster_key(
        attributes,
        ENUM_KEYS,
        diagnostics,
        |key, meta, diagnostics| {
            if key == "crate" {
                attrs.runtime = Some(crate_path(meta)?);
                return Ok(());
            }
            let value: LitStr = meta.value()?.parse()?;
            match RenameRule::from_name(&value.value()) {
                Some(found) => attrs.rename = Some(found),
                None => diagnostics.error_with_help(
                    &value,
                    format!("unknown `rename_all` rule {:?}", value.value()),
                    format!("the rules are {}", quoted_list(RULE_NAMES)),
                ),
            }
            Ok(())
        },
    );
    attrs
}

/// Reads a variant's `name`, if given.
pub fn explicit_name(attributes: &[Attribute], diagnostics: &mut Diagnostics) -> Option<LitStr> {
    let mut name = None;
    for_each_roster_key(attributes, VARIANT_KEYS, diagnostics, |_, meta, _| {
        name = Some(meta.value()?.parse()?);
        Ok(())
    });
    name
}

/// The path of `crate = path`, as `#[crosswalk(crate = …)]` takes it. serde's habit of quoting
/// it (`crate = "…"`) gets a message saying to drop the quotes.
fn crate_path(meta: &ParseNestedMeta<'_>) -> syn::Result<Path> {
    let value = meta.value()?;
    if value.peek(LitStr) {
        let quoted: LitStr = value.parse()?;
        return Err(error_with_help(
            &quoted,
            "`crate` takes a path, not a string",
            format!("write `crate = {}`", quoted.value()),
        ));
    }
    value.call(Path::parse_mod_style).map_err(|error| {
        syn::Error::new(
            error.span(),
            "`crate` takes a path\n\n= help: write e.g. `crate = ::crosswalk_renamed`",
        )
    })
}

/// Calls `found` with each key of `keys` given inside `#[roster(...)]` (and the parser positioned
/// on its value), reporting any other key.
fn for_each_roster_key(
    attributes: &[Attribute],
    keys: &[&str],
    diagnostics: &mut Diagnostics,
    mut found: impl FnMut(&str, &ParseNestedMeta<'_>, &mut Diagnostics) -> syn::Result<()>,
) {
    for attribute in attributes
        .iter()
        .filter(|attribute| attribute.path().is_ident("roster"))
    {
        let result = attribute.parse_nested_meta(|meta| {
            if let Some(key) = keys.iter().find(|key| meta.path.is_ident(key)) {
                return found(key, &meta, diagnostics);
            }
            let word = meta
                .path
                .get_ident()
                .map(ToString::to_string)
                .unwrap_or_default();
            let help = match closest(&word, keys) {
                Some(guess) => format!("did you mean `{guess}`?"),
                None => format!("here `#[roster]` takes {}", key_forms(keys)),
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

/// `` `name = "…"` `` or `` `rename_all = "…"` or `crate = path` ``: how each key is written.
fn key_forms(keys: &[&str]) -> String {
    keys.iter()
        .map(|&key| match key {
            "crate" => "`crate = path`".to_owned(),
            _ => format!("`{key} = \"…\"`"),
        })
        .collect::<Vec<_>>()
        .join(" or ")
}

fn quoted_list(names: &[&str]) -> String {
    names
        .iter()
        .map(|name| format!("\"{name}\""))
        .collect::<Vec<_>>()
        .join(", ")
}
