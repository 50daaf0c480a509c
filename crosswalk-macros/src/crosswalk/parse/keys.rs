//! The keys `#[crosswalk(...)]` takes: one table that the reader, the help text and the "did you
//! mean" suggestions read, so they cannot drift apart.

use crate::attributes::{Grammar, Key, key};

pub const CROSSWALK: Grammar = Grammar {
    attribute: "`#[crosswalk]`",
    path: "crosswalk",
    place: "on the enum or a declaration's holder",
    keys: &[
        key(
            "to",
            "to = ir::Op",
            "the enum, number type or type of constants translated into",
        ),
        Key {
            expression: true,
            ..key(
                "base",
                "base = 1",
                "the source ordinal of the table's first cell",
            )
        },
        key(
            "on_oob",
            "on_oob = throw(\"message\")",
            "what an ordinal with no cell gives: `throw`, `throw(\"message\")`, `default(Target)` or \
             `compute(const_fn)`",
        ),
        key(
            "unreached",
            "unreached = [Nop]",
            "the target variants no source reaches, checked at compile time",
        ),
        key(
            "name",
            "name = hw::Gen2",
            "a type naming this crosswalk among the enum's several",
        ),
        key(
            "suffix",
            "suffix = aarch64",
            "the methods' suffix (`translate_aarch64`), instead of the snake case of `name`",
        ),
        key(
            "many_to_one",
            "many_to_one",
            "sources share targets by design, so `alias` is not asked for",
        ),
        key(
            "by_name",
            "by_name",
            "every variant without an outcome maps to the target variant of its own name",
        ),
        key(
            "ordinal_type",
            "ordinal_type = u32",
            "the integer type of the source's ordinals, instead of its `#[repr]` (or `u32`)",
        ),
        key(
            "target_ordinal",
            "target_ordinal = vk::CompareOp::as_raw",
            "a `const fn` reading a target's number, for targets written as constants",
        ),
        key(
            "target_from_ordinal",
            "target_from_ordinal = vk::ImageAspectFlags::from_raw",
            "a `const fn` building a target from its number, for constants combined with `|`",
        ),
        key(
            "convert",
            "convert",
            "implement `From` (or `TryFrom`) between the source and the target",
        ),
        key(
            "error",
            "error = spirv::Error",
            "the caller's error type the translators return, instead of `crosswalk::Error` (with \
             `error_from`)",
        ),
        key(
            "error_from",
            "error_from = spirv_error",
            "a `const fn(crosswalk::Error) -> E` building the caller's error `E` (with `error`)",
        ),
        key(
            "vis",
            "vis = pub(crate)",
            "the generated methods' visibility, instead of the enum's or holder's (no `From` \
             without `convert`)",
        ),
        key(
            "cfg",
            "cfg(feature = \"aarch64\")",
            "the crosswalk is there only in builds where this holds, with its entries",
        ),
        key(
            "crate",
            "crate = ::my_crosswalk",
            "the path of the `crosswalk` crate, if you renamed it",
        ),
    ],
};

#[cfg(test)]
mod tests {
    use crate::attributes::grammar_tests::{help_lists_every_key, readme_lists_every_key};

    /// The README includes the `#[crosswalk]` page's text, so this checks both.
    #[test]
    fn every_key_is_in_the_help_text_and_the_readme_grammar() {
        help_lists_every_key(&super::CROSSWALK);
        readme_lists_every_key(&super::CROSSWALK);
    }
}
