//! Reads `#[roster(…)]` on the enum and on a variant, through the shared key tables.

use crate::attributes::parse_meta_list;
use crate::attributes::{Grammar, KeyEntry, KeyedList};
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use crate::rename::{RenameRule, rule_names, strum_spelling};
use crate::suggest::closest;
use syn::{Attribute, LitStr, Path};

pub static ENUM_GRAMMAR: Grammar = Grammar {
    attribute: "`#[roster]`",
    path: "roster",
    place: "on the enum",
    keys: &[
        "`rename_all = \"snake_case\"`: how variant names become names",
        "`prefix = \"…\"`: text before every name and alias",
        "`suffix = \"…\"`: text after every name and alias",
        "`ascii_case_insensitive`: whether names are read ignoring ASCII case",
        "`skip(Display, FromStr, TryFrom)`: impls not to generate",
        "`crate = ::my_crosswalk`: where the crosswalk crate is, if renamed",
    ],
    repeatable: &[],
    expressions: &[],
};

pub static VARIANT_GRAMMAR: Grammar = Grammar {
    attribute: "`#[roster]`",
    path: "roster",
    place: "on a variant",
    keys: &[
        "`name = \"…\"`: this variant's name",
        "`alias = \"…\"`: another spelling that parses",
        "`ascii_case_insensitive = true`: whether this variant's name and aliases are read \
            ignoring ASCII case, whatever the enum says",
    ],
    repeatable: &["alias"],
    expressions: &[],
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
        &mut |entry: &KeyEntry<'_, '_>, diagnostics: &mut Diagnostics| {
            match entry.key.name() {
                "rename_all" => attrs.rename = rename_rule(&entry.string()?, diagnostics),
                "prefix" => attrs.prefix = entry.string()?.value(),
                "suffix" => attrs.suffix = entry.string()?.value(),
                "ascii_case_insensitive" => attrs.ascii_case_insensitive = entry.bool_flag()?,
                "skip" => read_skips(entry, &mut attrs.skips, diagnostics)?,
                "crate" => attrs.runtime = Some(entry.path()?),
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
        &mut |entry: &KeyEntry<'_, '_>, _: &mut Diagnostics| {
            match entry.key.name() {
                "name" => attrs.name = Some(entry.string()?),
                "alias" => attrs.aliases.push(entry.string()?),
                "ascii_case_insensitive" => attrs.ascii_case_insensitive = Some(entry.bool_flag()?),
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
    let guess = match strum_spelling(&written) {
        Some(rule) => Some(rule),
        None => closest(&written, &names),
    };
    let help = match guess {
        Some(rule) => format!("did you mean \"{rule}\"?"),
        None => {
            // Not `join`, which would be compiled again for `&str` beside the crate's `String`s.
            let mut rules = String::new();
            for name in &names {
                if !rules.is_empty() {
                    rules.push_str("\", \"");
                }
                rules.push_str(name);
            }
            format!("the rules are \"{rules}\"")
        }
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
    entry: &KeyEntry<'_, '_>,
    skips: &mut Skips,
    diagnostics: &mut Diagnostics,
) -> syn::Result<()> {
    entry.list()?;
    let listed: proc_macro2::Group = entry.meta.input.parse()?;
    parse_meta_list(listed.stream(), &mut |skipped| {
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
    })
}

#[test]
fn help_and_readme_list_every_roster_key() {
    crate::attributes::grammar_tests::every_key_is_listed(&ENUM_GRAMMAR);
    crate::attributes::grammar_tests::every_key_is_listed(&VARIANT_GRAMMAR);
}
