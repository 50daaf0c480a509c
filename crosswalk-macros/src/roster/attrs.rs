//! Reads `#[roster(…)]` on the enum and on a variant, through the shared key tables.

use crate::attributes::{
    Grammar, Key, KeyedList, bool_flag, key, list, path_value, string_value, value,
};
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use crate::rename::{RenameRule, rule_names, strum_spelling};
use crate::suggest::closest;
use syn::meta::ParseNestedMeta;
use syn::parse::Parser;
use syn::{Attribute, Ident, LitStr, Path};

pub static ENUM_GRAMMAR: Grammar = Grammar {
    attribute: "`#[roster]`",
    path: "roster",
    place: "on the enum",
    keys: &[
        key(
            "rename_all",
            "rename_all = \"snake_case\"",
            "how variant names become names",
        ),
        key(
            "prefix",
            "prefix = \"…\"",
            "text before every name and alias",
        ),
        key(
            "suffix",
            "suffix = \"…\"",
            "text after every name and alias",
        ),
        key(
            "ascii_case_insensitive",
            "ascii_case_insensitive",
            "whether names are read ignoring ASCII case",
        ),
        key(
            "skip",
            "skip(Display, FromStr, TryFrom)",
            "impls not to generate",
        ),
        key(
            "crate",
            "crate = ::my_crosswalk",
            "where the crosswalk crate is, if renamed",
        ),
    ],
};

pub static VARIANT_GRAMMAR: Grammar = Grammar {
    attribute: "`#[roster]`",
    path: "roster",
    place: "on a variant",
    keys: &[
        key("name", "name = \"…\"", "this variant's name"),
        Key {
            repeatable: true,
            ..key("alias", "alias = \"…\"", "another spelling that parses")
        },
        key(
            "ascii_case_insensitive",
            "ascii_case_insensitive = true",
            "whether this variant's name and aliases are read ignoring ASCII case, whatever the \
             enum says",
        ),
    ],
};

/// The impls `skip(…)` can turn off.
const SKIPPABLE: &[&str] = &["Display", "FromStr", "TryFrom"];

/// Which of the optional impls to leave out.
#[derive(Default)]
pub struct Skips {
    pub display: bool,
    /// `FromStr` and `TryFrom<&str>`: one way to parse a name, so one switch.
    pub from_str: bool,
    /// `TryFrom<u32>`.
    pub try_from: bool,
}

/// The enum-level `#[roster(...)]` arguments; defaults where absent or malformed (already reported).
#[derive(Default)]
pub struct EnumAttrs {
    pub rename: Option<RenameRule>,
    pub prefix: String,
    pub suffix: String,
    pub ascii_case_insensitive: bool,
    pub skips: Skips,
    /// `crate = path`: where the runtime crate is, for users who renamed the dependency.
    pub runtime: Option<Path>,
}

/// A variant's `#[roster(...)]`.
#[derive(Default)]
pub struct VariantAttrs {
    pub name: Option<LitStr>,
    pub aliases: Vec<LitStr>,
    /// The variant's own `ascii_case_insensitive`, which wins over the enum's.
    pub ascii_case_insensitive: Option<bool>,
}

pub fn enum_attrs(attributes: &[Attribute], diagnostics: &mut Diagnostics) -> EnumAttrs {
    let mut attrs = EnumAttrs::default();
    KeyedList::new(&ENUM_GRAMMAR).read_attributes(
        attributes,
        diagnostics,
        &mut |key: &Key, _: &Ident, meta: &ParseNestedMeta<'_>, diagnostics: &mut Diagnostics| {
            match key.name {
                "rename_all" => {
                    let rule = string_value(value(meta, key)?, key)?;
                    attrs.rename = rename_rule(&rule, diagnostics);
                }
                "prefix" => attrs.prefix = string_value(value(meta, key)?, key)?.value(),
                "suffix" => attrs.suffix = string_value(value(meta, key)?, key)?.value(),
                "ascii_case_insensitive" => attrs.ascii_case_insensitive = bool_flag(meta, key)?,
                "skip" => read_skips(meta, key, &mut attrs.skips, diagnostics)?,
                "crate" => attrs.runtime = Some(path_value(value(meta, key)?, key)?),
                _ => {}
            }
            Ok(())
        },
    );
    attrs
}

pub fn variant_attrs(attributes: &[Attribute], diagnostics: &mut Diagnostics) -> VariantAttrs {
    let mut attrs = VariantAttrs::default();
    KeyedList::new(&VARIANT_GRAMMAR).read_attributes(
        attributes,
        diagnostics,
        &mut |key: &Key, _: &Ident, meta: &ParseNestedMeta<'_>, _: &mut Diagnostics| {
            match key.name {
                "name" => attrs.name = Some(string_value(value(meta, key)?, key)?),
                "alias" => attrs.aliases.push(string_value(value(meta, key)?, key)?),
                "ascii_case_insensitive" => {
                    attrs.ascii_case_insensitive = Some(bool_flag(meta, key)?);
                }
                _ => {}
            }
            Ok(())
        },
    );
    attrs
}

fn rename_rule(value: &LitStr, diagnostics: &mut Diagnostics) -> Option<RenameRule> {
    let written = value.value();
    if let Some(rule) = RenameRule::from_name(&written) {
        return Some(rule);
    }
    let names = rule_names();
    let help = match strum_spelling(&written).or_else(|| closest(&written, &names)) {
        Some(rule) => format!("did you mean \"{rule}\"?"),
        None => format!("the rules are \"{}\"", names.join("\", \"")),
    };
    diagnostics.error_with_help(
        value,
        format!("unknown `rename_all` rule {written:?}"),
        help,
    );
    None
}

/// `skip(Display, FromStr)`: each impl named is left out.
fn read_skips(
    meta: &ParseNestedMeta<'_>,
    key: &Key,
    skips: &mut Skips,
    diagnostics: &mut Diagnostics,
) -> syn::Result<()> {
    list(meta, key)?;
    let listed: proc_macro2::Group = meta.input.parse()?;
    let skip = syn::meta::parser(|skipped| {
        let word = path_text(&skipped.path);
        match word.as_str() {
            "Display" => skips.display = true,
            "FromStr" => skips.from_str = true,
            "TryFrom" => skips.try_from = true,
            _ => {
                let help = match closest(&word, SKIPPABLE) {
                    Some(guess) => format!("did you mean `{guess}`?"),
                    None => "`skip` takes any of `Display`, `FromStr` (with `TryFrom<&str>`) and \
                             `TryFrom` (`TryFrom<u32>`)"
                        .to_owned(),
                };
                diagnostics.error_with_help(
                    &skipped.path,
                    format!("`{word}` is not an impl `#[derive(Roster)]` can skip"),
                    help,
                );
            }
        }
        Ok(())
    });
    skip.parse2(listed.stream())
}

#[cfg(test)]
mod tests {
    use crate::attributes::grammar_tests::{help_lists_every_key, readme_lists_every_key};

    #[test]
    fn help_and_readme_list_every_roster_key() {
        for grammar in [&super::ENUM_GRAMMAR, &super::VARIANT_GRAMMAR] {
            help_lists_every_key(grammar);
            readme_lists_every_key(grammar);
        }
    }
}
