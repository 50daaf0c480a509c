//! The keys `#[crosswalk(...)]` takes: one table that the reader, the help text and the "did you
//! mean" suggestions read, so they cannot drift apart.

use crate::attributes::Grammar;

pub const CROSSWALK: Grammar = Grammar {
    attribute: "`#[crosswalk]`",
    path: "crosswalk",
    place: "on the enum or a declaration's holder",
    keys: &[
        "`to = ir::Op`: the enum, number type or type of constants translated into",
        "`base = 1`: the source ordinal of the table's first cell",
        "`on_oob = throw(\"message\")`: what an ordinal with no cell gives: `throw`, \
            `throw(\"message\")`, `default(Target)` or `compute(const_fn)`",
        "`unreached = [Nop]`: the target variants no source reaches, checked at compile time",
        "`name = hw::Gen2`: a type naming this crosswalk among the enum's several",
        "`suffix = aarch64`: the methods' suffix (`translate_aarch64`), instead of the snake case \
            of `name`",
        "`many_to_one`: sources share targets by design, so `alias` is not asked for",
        "`by_name`: every variant without an outcome maps to the target variant of its own name",
        "`ordinal_type = u32`: the integer type of the source's ordinals, instead of its `#[repr]` \
            (or `u32`)",
        "`target_ordinal = vk::CompareOp::as_raw`: a `const fn` reading a target's number, for \
            targets written as constants",
        "`target_from_ordinal = vk::ImageAspectFlags::from_raw`: a `const fn` building a target \
            from its number, for constants combined with `|`",
        "`convert`: implement `From` (or `TryFrom`) between the source and the target",
        "`error = spirv::Error`: the caller's error type the translators return, instead of \
            `crosswalk::Error` (with `error_from`)",
        "`error_from = spirv_error`: a `const fn(crosswalk::Error) -> E` building the caller's \
            error `E` (with `error`)",
        "`vis = pub(crate)`: the generated methods' visibility, instead of the enum's or holder's \
            (no `From` without `convert`)",
        "`cfg(feature = \"aarch64\")`: the crosswalk is there only in builds where this holds, \
            with its entries",
        "`crate = ::my_crosswalk`: the path of the `crosswalk` crate, if you renamed it",
    ],
    repeatable: &[],
    expressions: &["base"],
};

#[test]
fn every_key_is_in_the_help_text_and_the_readme_grammar() {
    crate::attributes::grammar_tests::every_key_is_listed(&CROSSWALK);
}
