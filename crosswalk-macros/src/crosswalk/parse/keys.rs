//! The keys `#[crosswalk(...)]` takes: one table that drives parsing, the help text and the
//! "did you mean" suggestions, so they cannot drift apart.

use crate::attributes::{Form, Grammar, key};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CrosswalkKey {
    To,
    Base,
    OnOob,
    Unreached,
    Name,
    Suffix,
    ManyToOne,
    ByName,
    OrdinalType,
    TargetOrdinal,
    TargetFromOrdinal,
    Convert,
    Error,
    ErrorFrom,
    Vis,
    Cfg,
    Crate,
}

pub const CROSSWALK: Grammar<CrosswalkKey> = Grammar {
    attribute: "`#[crosswalk]`",
    path: "crosswalk",
    place: "on the enum or a declaration's holder",
    keys: &[
        key(
            CrosswalkKey::To,
            "to",
            Form::Value,
            "to = ir::Op",
            "the enum, number type or type of constants translated into",
        ),
        key(
            CrosswalkKey::Base,
            "base",
            Form::Value,
            "base = 1",
            "the source ordinal of the table's first cell",
        ),
        key(
            CrosswalkKey::OnOob,
            "on_oob",
            Form::Value,
            "on_oob = throw(\"message\")",
            "what an ordinal with no cell gives: `throw`, `throw(\"message\")`, `default(Target)` or \
             `compute(const_fn)`",
        ),
        key(
            CrosswalkKey::Unreached,
            "unreached",
            Form::Value,
            "unreached = [Nop]",
            "the target variants no source reaches, checked at compile time",
        ),
        key(
            CrosswalkKey::Name,
            "name",
            Form::Value,
            "name = hw::Gen2",
            "a type naming this crosswalk among the enum's several",
        ),
        key(
            CrosswalkKey::Suffix,
            "suffix",
            Form::Value,
            "suffix = aarch64",
            "the methods' suffix (`translate_aarch64`), instead of the snake case of `name`",
        ),
        key(
            CrosswalkKey::ManyToOne,
            "many_to_one",
            Form::Flag,
            "many_to_one",
            "sources share targets by design, so `alias` is not asked for",
        ),
        key(
            CrosswalkKey::ByName,
            "by_name",
            Form::Flag,
            "by_name",
            "every variant without an outcome maps to the target variant of its own name",
        ),
        key(
            CrosswalkKey::OrdinalType,
            "ordinal_type",
            Form::Value,
            "ordinal_type = u32",
            "the integer type of the source's ordinals, instead of its `#[repr]` (or `u32`)",
        ),
        key(
            CrosswalkKey::TargetOrdinal,
            "target_ordinal",
            Form::Value,
            "target_ordinal = vk::CompareOp::as_raw",
            "a `const fn` reading a target's number, for targets written as constants",
        ),
        key(
            CrosswalkKey::TargetFromOrdinal,
            "target_from_ordinal",
            Form::Value,
            "target_from_ordinal = vk::ImageAspectFlags::from_raw",
            "a `const fn` building a target from its number, for constants combined with `|`",
        ),
        key(
            CrosswalkKey::Convert,
            "convert",
            Form::Flag,
            "convert",
            "implement `From` (or `TryFrom`) between the source and the target",
        ),
        key(
            CrosswalkKey::Error,
            "error",
            Form::Value,
            "error = spirv::Error",
            "the caller's error type the translators return, instead of `crosswalk::Error` (with \
             `error_from`)",
        ),
        key(
            CrosswalkKey::ErrorFrom,
            "error_from",
            Form::Value,
            "error_from = spirv_error",
            "a `const fn(crosswalk::Error) -> E` building the caller's error `E` (with `error`)",
        ),
        key(
            CrosswalkKey::Vis,
            "vis",
            Form::Value,
            "vis = pub(crate)",
            "the generated methods' visibility, instead of the enum's or holder's (no `From` \
             without `convert`)",
        ),
        key(
            CrosswalkKey::Cfg,
            "cfg",
            Form::List,
            "cfg(feature = \"aarch64\")",
            "the crosswalk is there only in builds where this holds, with its entries",
        ),
        key(
            CrosswalkKey::Crate,
            "crate",
            Form::Value,
            "crate = ::my_crosswalk",
            "the path of the `crosswalk` crate, if you renamed it",
        ),
    ],
};

#[cfg(test)]
mod tests {
    use super::CROSSWALK;
    use crate::attributes::grammar_tests::{help_lists_every_key, readme_lists_every_key};

    #[test]
    fn every_key_is_in_the_help_text() {
        help_lists_every_key(&CROSSWALK);
    }

    /// The README includes the `#[crosswalk]` page's text, so this checks both.
    #[test]
    fn every_key_is_in_the_readme_grammar() {
        readme_lists_every_key(&CROSSWALK);
    }
}
