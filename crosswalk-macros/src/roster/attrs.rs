//! Reads `#[roster(…)]` on the enum and on a variant, through the shared key tables.

use crate::attributes::{Form, Grammar, Key, KeyedList, bool_value, key, path_value, string_value};
use crate::diagnostics::Diagnostics;
use crate::rename::{RenameRule, rule_names, strum_spelling};
use crate::suggest::closest;
use syn::parse::ParseStream;
use syn::punctuated::Punctuated;
use syn::{Attribute, Ident, LitStr, Path, Token};

#[derive(Clone, Copy)]
pub enum EnumKey {
    RenameAll,
    Prefix,
    Suffix,
    AsciiCaseInsensitive,
    Skip,
    Crate,
}

#[derive(Clone, Copy)]
pub enum VariantKey {
    Name,
    Alias,
    AsciiCaseInsensitive,
}

pub static ENUM_GRAMMAR: Grammar<EnumKey> = Grammar {
    attribute: "`#[roster]`",
    path: "roster",
    place: "on the enum",
    keys: &[
        key(
            EnumKey::RenameAll,
            "rename_all",
            Form::Value,
            "rename_all = \"snake_case\"",
            "how variant names become names",
        ),
        key(
            EnumKey::Prefix,
            "prefix",
            Form::Value,
            "prefix = \"…\"",
            "text before every name and alias",
        ),
        key(
            EnumKey::Suffix,
            "suffix",
            Form::Value,
            "suffix = \"…\"",
            "text after every name and alias",
        ),
        key(
            EnumKey::AsciiCaseInsensitive,
            "ascii_case_insensitive",
            Form::FlagOrBool,
            "ascii_case_insensitive",
            "whether names are read ignoring ASCII case",
        ),
        key(
            EnumKey::Skip,
            "skip",
            Form::List,
            "skip(Display, FromStr, TryFrom)",
            "impls not to generate",
        ),
        key(
            EnumKey::Crate,
            "crate",
            Form::Value,
            "crate = ::my_crosswalk",
            "where the crosswalk crate is, if renamed",
        ),
    ],
};

pub static VARIANT_GRAMMAR: Grammar<VariantKey> = Grammar {
    attribute: "`#[roster]`",
    path: "roster",
    place: "on a variant",
    keys: &[
        key(
            VariantKey::Name,
            "name",
            Form::Value,
            "name = \"…\"",
            "this variant's name",
        ),
        Key {
            repeatable: true,
            ..key(
                VariantKey::Alias,
                "alias",
                Form::Value,
                "alias = \"…\"",
                "another spelling that parses",
            )
        },
        key(
            VariantKey::AsciiCaseInsensitive,
            "ascii_case_insensitive",
            Form::FlagOrBool,
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
        &mut |key: &Key<EnumKey>,
              _: &Ident,
              input: ParseStream<'_>,
              diagnostics: &mut Diagnostics| {
            match key.id {
                EnumKey::RenameAll => {
                    attrs.rename = rename_rule(&string_value(input, key)?, diagnostics);
                }
                EnumKey::Prefix => attrs.prefix = string_value(input, key)?.value(),
                EnumKey::Suffix => attrs.suffix = string_value(input, key)?.value(),
                EnumKey::AsciiCaseInsensitive => {
                    attrs.ascii_case_insensitive = bool_value(input, key)?;
                }
                EnumKey::Skip => read_skips(input, &mut attrs.skips, diagnostics)?,
                EnumKey::Crate => attrs.runtime = Some(path_value(input, key)?),
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
        &mut |key: &Key<VariantKey>, _: &Ident, input: ParseStream<'_>, _: &mut Diagnostics| {
            match key.id {
                VariantKey::Name => attrs.name = Some(string_value(input, key)?),
                VariantKey::Alias => attrs.aliases.push(string_value(input, key)?),
                VariantKey::AsciiCaseInsensitive => {
                    attrs.ascii_case_insensitive = Some(bool_value(input, key)?);
                }
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
        None => format!(
            "the rules are {}",
            names
                .iter()
                .map(|name| format!("\"{name}\""))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    diagnostics.error_with_help(
        value,
        format!("unknown `rename_all` rule {written:?}"),
        help,
    );
    None
}

fn read_skips(
    input: ParseStream<'_>,
    skips: &mut Skips,
    diagnostics: &mut Diagnostics,
) -> syn::Result<()> {
    let listed = Punctuated::<Ident, Token![,]>::parse_terminated(input)?;
    for ident in listed {
        let word = ident.to_string();
        let switch = match word.as_str() {
            "Display" => &mut skips.display,
            "FromStr" => &mut skips.from_str,
            "TryFrom" => &mut skips.try_from,
            _ => {
                let help = match closest(&word, SKIPPABLE) {
                    Some(guess) => format!("did you mean `{guess}`?"),
                    None => "`skip` takes any of `Display`, `FromStr` (with `TryFrom<&str>`) and `TryFrom` (`TryFrom<u32>`)".to_owned(),
                };
                diagnostics.error_with_help(
                    &ident,
                    format!("`{word}` is not an impl `#[derive(Roster)]` can skip"),
                    help,
                );
                continue;
            }
        };
        *switch = true;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{ENUM_GRAMMAR, VARIANT_GRAMMAR};
    use crate::attributes::grammar_tests::{help_lists_every_key, readme_lists_every_key};

    #[test]
    fn help_lists_every_roster_key() {
        help_lists_every_key(&ENUM_GRAMMAR);
        help_lists_every_key(&VARIANT_GRAMMAR);
    }

    #[test]
    fn readme_names_every_roster_key() {
        readme_lists_every_key(&ENUM_GRAMMAR);
        readme_lists_every_key(&VARIANT_GRAMMAR);
    }
}
