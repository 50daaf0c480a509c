//! The rendered documentation teaches the whole attribute grammar, and the README says what the
//! documentation says.
//!
//! The macro pages and the crate root are built from `crosswalk/docs/*.md` (attached with
//! `include_str!` in `crosswalk/src/lib.rs`). The README includes the same files between
//! `<!-- include FILE at level N -->` and `<!-- end include -->`; a README that differs from its
//! assembly fails here. `CROSSWALK_BLESS=1 cargo test -p crosswalk-tests --test docs` rewrites it.

use std::fs;
use std::path::{Path, PathBuf};

/// Every key `#[crosswalk(…)]` takes.
const CROSSWALK_KEYS: &[&str] = &[
    "to",
    "base",
    "on_oob",
    "unreached",
    "name",
    "suffix",
    "many_to_one",
    "ordinal_type",
    "target_ordinal",
    "target_from_ordinal",
    "convert",
    "vis",
    "crate",
];

/// Every form an `on_oob` policy takes.
const ON_OOB_POLICIES: &[&str] = &[
    "throw",
    "throw(\"message\")",
    "default(TARGET)",
    "compute(PATH)",
];

/// Every per-variant form, positional and keyed, as the grammar block writes it.
const VARIANT_FORMS: &[&str] = &[
    "#[to(TARGET)]",
    "#[to(TARGET, alias)]",
    "#[to(TARGET, one_way)]",
    "#[reject]",
    "#[reject(\"message\")]",
    "#[unreachable]",
    "#[unreachable(\"message\")]",
    "#[to(Name = TARGET, Other = TARGET)]",
    "#[reject(Name)]",
    "#[reject(Name = \"message\")]",
    "#[unreachable(Name)]",
    "#[unreachable(Name = \"message\")]",
];

/// Every form a declaration's line takes, as its page's grammar block writes it.
const LINE_FORMS: &[&str] = &[
    "SOURCES => OUTCOME",
    "SOURCES => ..",
    "VARIANT(..)",
    "VARIANT { .. }",
    "VARIANT | VARIANT",
    "_",
    "(TARGET, alias)",
    "(TARGET, one_way)",
    "reject(\"message\")",
    "unreachable(\"message\")",
];

/// What a declaration generates, as its page names it.
const DECLARED_ITEMS: &[&str] = &[
    "translate",
    "translate_ordinal",
    "from_target",
    "from_target_ordinal",
    "to_target",
    "impl Crosswalk<Holder> for Source",
    "impl From<Source> for Target",
    "CROSSWALK_DEBUG",
];

/// Every key `#[roster(…)]` takes, on the enum or on a variant.
const ROSTER_KEYS: &[&str] = &[
    "rename_all",
    "crate",
    "skip",
    "ascii_case_insensitive",
    "prefix",
    "suffix",
    "name",
    "alias",
];

/// What the generated items are called on the attribute's page.
const CROSSWALK_ITEMS: &[&str] = &[
    "translate",
    "translate_ordinal",
    "from_target",
    "from_target_ordinal",
    "impl From<Source> for Target",
    "impl TryFrom<Source> for Target",
    "impl Crosswalk for Source",
    "CROSSWALK_DEBUG",
];

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate sits in the workspace")
        .to_path_buf()
}

fn read(relative: &str) -> String {
    let path = repository().join(relative);
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The first fenced block tagged `text` under the heading `# Grammar`.
fn grammar_block(page: &str) -> String {
    let after = page
        .split_once("\n# Grammar\n")
        .map(|(_, after)| after)
        .expect("the page has a `# Grammar` section");
    let block = after
        .split_once("```text\n")
        .and_then(|(_, rest)| rest.split_once("\n```"))
        .map(|(block, _)| block)
        .expect("the `# Grammar` section opens with a ```text block");
    block.to_owned()
}

/// Whether `word` occurs in `text` as a whole word (not inside `many_to_one` for `to`, say).
fn has_word(text: &str, word: &str) -> bool {
    let is_word_char = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char)
    })
}

/// Whether the page explains `key` in a list item of its own: a line that starts with
/// ``- `key`` (alone, or followed by ` = …`, `(…)` or the closing backtick).
fn has_entry(page: &str, key: &str) -> bool {
    page.lines().any(|line| {
        line.trim_start()
            .strip_prefix("- `")
            .and_then(|rest| rest.strip_prefix(key))
            .is_some_and(|rest| rest.starts_with(['`', ' ', '(']))
    })
}

fn missing<'a>(names: &[&'a str], present: impl Fn(&str) -> bool) -> Vec<&'a str> {
    names
        .iter()
        .copied()
        .filter(|name| !present(name))
        .collect()
}

#[test]
fn the_attribute_page_gives_every_key_policy_and_variant_form() {
    let page = read("crosswalk/docs/crosswalk-attribute.md");
    let grammar = grammar_block(&page);
    assert_eq!(
        missing(CROSSWALK_KEYS, |key| has_word(&grammar, key)),
        Vec::<&str>::new(),
        "keys missing from the grammar block of crosswalk/docs/crosswalk-attribute.md"
    );
    assert_eq!(
        missing(CROSSWALK_KEYS, |key| has_entry(&page, key)),
        Vec::<&str>::new(),
        "keys with no `- `key` …` entry in crosswalk/docs/crosswalk-attribute.md"
    );
    assert_eq!(
        missing(ON_OOB_POLICIES, |policy| grammar.contains(policy)),
        Vec::<&str>::new(),
        "`on_oob` policies missing from the grammar block"
    );
    assert_eq!(
        missing(VARIANT_FORMS, |form| grammar.contains(form)),
        Vec::<&str>::new(),
        "per-variant forms missing from the grammar block"
    );
    assert_eq!(
        missing(CROSSWALK_ITEMS, |item| page.contains(item)),
        Vec::<&str>::new(),
        "generated items missing from the attribute's page"
    );
}

#[test]
fn the_declaration_page_gives_every_line_form_and_key() {
    let page = read("crosswalk/docs/declare-macro.md");
    let grammar = grammar_block(&page);
    assert_eq!(
        missing(LINE_FORMS, |form| grammar.contains(form)),
        Vec::<&str>::new(),
        "line forms missing from the grammar block of crosswalk/docs/declare-macro.md"
    );
    assert_eq!(
        missing(CROSSWALK_KEYS, |key| has_word(&grammar, key)),
        Vec::<&str>::new(),
        "keys missing from the grammar block of crosswalk/docs/declare-macro.md"
    );
    assert_eq!(
        missing(DECLARED_ITEMS, |item| page.contains(item)),
        Vec::<&str>::new(),
        "generated items missing from crosswalk/docs/declare-macro.md"
    );
}

/// What every macro's page says of the macro, besides its grammar: what its types must derive,
/// the visibility of what it generates, and how to see the expansion.
#[test]
fn every_macro_page_gives_requirements_visibility_and_the_expansion() {
    for page in [
        "crosswalk/docs/crosswalk-attribute.md",
        "crosswalk/docs/declare-macro.md",
        "crosswalk/docs/roster-derive.md",
    ] {
        let text = read(page);
        assert_eq!(
            missing(&["Copy", "visibility", "CROSSWALK_DEBUG"], |word| text
                .contains(word)),
            Vec::<&str>::new(),
            "{page} does not say what its types must derive, the visibility of its items, or \
             how to see the expansion"
        );
    }
}

#[test]
fn the_derive_page_gives_every_key() {
    let page = read("crosswalk/docs/roster-derive.md");
    let grammar = grammar_block(&page);
    assert_eq!(
        missing(ROSTER_KEYS, |key| has_word(&grammar, key)),
        Vec::<&str>::new(),
        "keys missing from the grammar block of crosswalk/docs/roster-derive.md"
    );
    assert_eq!(
        missing(ROSTER_KEYS, |key| has_entry(&page, key)),
        Vec::<&str>::new(),
        "keys with no `- `key` …` entry in crosswalk/docs/roster-derive.md"
    );
}

/// The pages are built from these files: each is attached to the item whose page it is.
#[test]
fn each_page_is_built_from_its_file() {
    let lib = read("crosswalk/src/lib.rs");
    let attached = |file: &str, item: &str| {
        let attribute = format!("include_str!(\"../docs/{file}\")");
        lib.split_once(attribute.as_str())
            .and_then(|(_, rest)| rest.lines().nth(1))
            .is_some_and(|line| line.trim() == item)
    };
    assert!(
        attached("overview.md", "#![no_std]"),
        "crate root: overview.md"
    );
    assert!(
        attached(
            "crosswalk-attribute.md",
            "pub use crosswalk_macros::crosswalk;"
        ),
        "`#[crosswalk]`: crosswalk-attribute.md"
    );
    assert!(
        attached("roster-derive.md", "pub use crosswalk_macros::Roster;"),
        "`#[derive(Roster)]`: roster-derive.md"
    );
    assert!(
        attached("declare-macro.md", "pub use crosswalk_macros::declare;"),
        "`crosswalk::declare!`: declare-macro.md"
    );
}

#[test]
fn the_readme_says_what_the_docs_say() {
    let readme = read("README.md");
    let assembled = crosswalk_tests::readme::assemble(&readme, read)
        .unwrap_or_else(|error| panic!("README.md: {error}"));
    if std::env::var_os("CROSSWALK_BLESS").is_some() {
        fs::write(repository().join("README.md"), &assembled).expect("README.md is writable");
        return;
    }
    if assembled != readme {
        let line = readme
            .lines()
            .zip(assembled.lines())
            .position(|(written, expected)| written != expected)
            .unwrap_or_else(|| readme.lines().count().min(assembled.lines().count()));
        panic!(
            "README.md differs from crosswalk/docs/*.md from line {}: edit the file under \
             crosswalk/docs/ and run `CROSSWALK_BLESS=1 cargo test -p crosswalk-tests --test docs`\n\
             README:    {:?}\nassembled: {:?}",
            line + 1,
            readme.lines().nth(line).unwrap_or(""),
            assembled.lines().nth(line).unwrap_or(""),
        );
    }
}

/// The files whose text a reader of the crate sees: the README, the changelog and the
/// documentation, the two crates' sources and manifests.
fn published_text() -> Vec<(String, String)> {
    let mut files = vec![
        "README.md".to_owned(),
        "CHANGELOG.md".to_owned(),
        "crosswalk/Cargo.toml".to_owned(),
        "crosswalk-macros/Cargo.toml".to_owned(),
    ];
    let mut directories = vec![
        "crosswalk/docs".to_owned(),
        "crosswalk/src".to_owned(),
        "crosswalk-macros/src".to_owned(),
    ];
    while let Some(directory) = directories.pop() {
        let entries = fs::read_dir(repository().join(&directory))
            .unwrap_or_else(|error| panic!("{directory}: {error}"));
        for entry in entries {
            let entry = entry.expect("a readable directory entry");
            let relative = format!("{directory}/{}", entry.file_name().to_string_lossy());
            if entry.path().is_dir() {
                directories.push(relative);
            } else if entry
                .path()
                .extension()
                .is_some_and(|extension| extension == "rs" || extension == "md")
            {
                files.push(relative);
            }
        }
    }
    files.sort();
    files
        .into_iter()
        .map(|file| {
            let text = read(&file);
            (file, text)
        })
        .collect()
}

/// A published crate named `crosswalk` is another one: a docs.rs link opens this crate's pages
/// only under its package name.
#[test]
fn every_docs_rs_link_opens_this_crate() {
    let ours = "https://docs.rs/enum-crosswalk/";
    assert!(crosswalk_tests::readme::DOCS_URL.starts_with(ours));
    let mut foreign = Vec::new();
    for (file, text) in published_text() {
        for (at, _) in text.match_indices("https://docs.rs/") {
            if !text[at..].starts_with(ours) {
                let line_number = text[..at].matches('\n').count() + 1;
                let url: String = text[at..]
                    .chars()
                    .take_while(|c| !c.is_whitespace() && !matches!(c, ')' | '>' | '"'))
                    .collect();
                foreign.push(format!("{file}:{line_number}: {url}"));
            }
        }
    }
    assert_eq!(
        foreign,
        Vec::<String>::new(),
        "docs.rs links to another crate's pages: write {ours}latest/crosswalk/…"
    );
}

/// The crate root says which Rust it needs, and it is the one the manifest declares (and CI
/// builds with).
#[test]
fn the_docs_give_the_declared_rust_version() {
    let manifest = read("Cargo.toml");
    let declared = manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("the workspace declares `rust-version = \"…\"`");
    let sentence = format!("Rust {declared} or later");
    assert!(
        read("crosswalk/docs/overview.md").contains(&sentence),
        "crosswalk/docs/overview.md does not say `{sentence}`"
    );
}
