//! The compile-fail catalogue: every mistake a user can make in a declaration, with the exact
//! diagnostic it gives (`ui/<topic>/<case>.stderr`). Regenerate the expectations with
//! `TRYBUILD=overwrite cargo test -p crosswalk-tests --test compile_fail`, then read them.

const TOPICS: &[&str] = &[
    "attribute_grammar",
    "item_shape",
    "mapping",
    "aliases",
    "rejection",
    "policies",
    "ordinals",
    "target",
    "roster",
    "unreached",
    "id_spaces",
    "named_and_numeric",
    "several_crosswalks",
    "declared",
    "constant_targets",
    "primitive_targets",
    "number_expressions",
    "named_field",
    "tuple_targets",
    "entries_and_keys",
    "data_carrying",
    "cfg",
    "checked",
    "visibility",
    "messages",
    "own_error",
];

#[test]
fn compile_fail() {
    let cases = trybuild::TestCases::new();
    for topic in TOPICS {
        cases.compile_fail(format!("ui/{topic}/*.rs"));
    }
}
