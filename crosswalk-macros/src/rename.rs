//! The `rename_all` rules: how a CamelCase variant name becomes the spelling a format uses.
//!
//! The rules and their word boundaries are strum's (`serialize_all`, which splits words as the
//! `heck` crate does), so an enum that moves from strum keeps its names.

/// A rule: the whole name's case changed (`lowercase`, `UPPERCASE`), or its words (see [`words`])
/// joined by a separator, the first cased by one function and the others by another.
#[derive(Clone, Copy)]
pub enum RenameRule {
    Whole(fn(&str) -> String),
    Words(&'static str, fn(&str) -> String, fn(&str) -> String),
}

use RenameRule::{Whole, Words};

/// `snake_case`, which generated names use too.
pub const SNAKE_CASE: RenameRule = Words("_", lower, lower);

/// Each rule's name, as `rename_all = "…"` takes it.
const RULES: &[(&str, RenameRule)] = &[
    ("lowercase", Whole(str::to_lowercase)),
    ("UPPERCASE", Whole(str::to_uppercase)),
    ("snake_case", SNAKE_CASE),
    (
        "SCREAMING_SNAKE_CASE",
        Words("_", str::to_uppercase, str::to_uppercase),
    ),
    ("kebab-case", Words("-", lower, lower)),
    (
        "SCREAMING-KEBAB-CASE",
        Words("-", str::to_uppercase, str::to_uppercase),
    ),
    ("camelCase", Words("", camel, capitalize)),
    ("PascalCase", Words("", capitalize, capitalize)),
    ("mixed_case", Words("", lower, capitalize)),
    ("title_case", Words(" ", capitalize, capitalize)),
    ("Train-Case", Words("-", capitalize, capitalize)),
];

/// strum's older spellings of its rules, and how they are written here. strum's `camel_case`
/// means `PascalCase`, which is why a plain "did you mean" would mislead.
const STRUM_SPELLINGS: &[(&str, &str)] = &[
    ("camel_case", "PascalCase"),
    ("snek_case", "snake_case"),
    ("kebab_case", "kebab-case"),
    ("shouty_snake_case", "SCREAMING_SNAKE_CASE"),
    ("shouty_snek_case", "SCREAMING_SNAKE_CASE"),
];

pub fn rule_names() -> Vec<&'static str> {
    let mut names = Vec::with_capacity(RULES.len());
    for &(name, _) in RULES {
        names.push(name);
    }
    names
}

/// How strum's older spelling `name` of a rule is written here, if it is one.
pub fn strum_spelling(name: &str) -> Option<&'static str> {
    for &(old, new) in STRUM_SPELLINGS {
        if old == name {
            return Some(new);
        }
    }
    None
}

impl RenameRule {
    pub fn from_name(name: &str) -> Option<Self> {
        for &(rule_name, rule) in RULES {
            if rule_name == name {
                return Some(rule);
            }
        }
        None
    }

    /// Applies the rule to an identifier: `Float8E4m3fnX4` in snake case is `float8_e4m3fn_x4`,
    /// `HTTPServer` is `http_server`.
    pub fn apply(self, ident: &str) -> String {
        let (separator, first, rest) = match self {
            Whole(case) => return case(ident),
            Words(separator, first, rest) => (separator, first, rest),
        };
        let mut out = String::new();
        let (mut before, mut case) = ("", first);
        for word in &words(ident) {
            out.push_str(before);
            out.push_str(&case(word));
            (before, case) = (separator, rest);
        }
        out
    }
}

/// Lowercase, with a word-final `Σ` as `ς`, as `heck` writes it.
fn lower(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for (at, character) in word.char_indices() {
        if character == 'Σ' && at + 'Σ'.len_utf8() == word.len() {
            out.push('ς');
        } else {
            for lowered in character.to_lowercase() {
                out.push(lowered);
            }
        }
    }
    out
}

/// strum's `camelCase` of the first word: its `PascalCase`, first character lowered.
fn camel(word: &str) -> String {
    let capitalized = capitalize(word);
    let mut chars = capitalized.chars();
    let mut out = String::new();
    if let Some(first) = chars.next() {
        for lowered in first.to_lowercase() {
            out.push(lowered);
        }
        out.push_str(chars.as_str());
    }
    out
}

fn capitalize(word: &str) -> String {
    let mut chars = word.chars();
    let mut out = String::new();
    if let Some(first) = chars.next() {
        for raised in first.to_uppercase() {
            out.push(raised);
        }
        out.push_str(&lower(chars.as_str()));
    }
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Case {
    /// No cased character since the last boundary.
    Boundary,
    Lower,
    Upper,
}

/// The words of an identifier, split as `heck` (and so strum) splits them: at every character
/// that is not alphanumeric (dropped), before an uppercase letter that follows a lowercase one
/// (digits carry the case before them), and before the last capital of a run followed by a
/// lowercase letter (`HTTPServer` is `HTTP`, `Server`).
fn words(ident: &str) -> Vec<&str> {
    let mut words = Vec::new();
    let mut start = 0;
    let mut case = Case::Boundary;
    let mut chars = ident.char_indices();
    while let Some((at, character)) = chars.next() {
        if !character.is_alphanumeric() {
            start = at + character.len_utf8();
            case = Case::Boundary;
            continue;
        }
        let (next_at, next) = match chars.clone().next() {
            Some((next_at, next)) if next.is_alphanumeric() => (next_at, next),
            _ => {
                let end = at + character.len_utf8();
                words.push(ident.get(start..end).unwrap_or_default());
                continue;
            }
        };
        let case_with_this = if character.is_lowercase() {
            Case::Lower
        } else if character.is_uppercase() {
            Case::Upper
        } else {
            case
        };
        if case_with_this == Case::Lower && next.is_uppercase() {
            words.push(ident.get(start..next_at).unwrap_or_default());
            start = next_at;
            case = Case::Boundary;
        } else if case == Case::Upper && character.is_uppercase() && next.is_lowercase() {
            words.push(ident.get(start..at).unwrap_or_default());
            start = at;
            case = Case::Boundary;
        } else {
            case = case_with_this;
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::RenameRule;

    /// Every rule by its name, on heck's documented examples (which strum's `serialize_all`
    /// inherits) and on names with digits, acronyms and a final sigma.
    #[test]
    fn every_rule_as_strum_writes_it() {
        for (rule, ident, renamed) in [
            ("lowercase", "DarkBlack", "darkblack"),
            ("UPPERCASE", "DarkBlack", "DARKBLACK"),
            ("snake_case", "DarkBlack", "dark_black"),
            ("SCREAMING_SNAKE_CASE", "DarkBlack", "DARK_BLACK"),
            ("kebab-case", "DarkBlack", "dark-black"),
            ("SCREAMING-KEBAB-CASE", "DarkBlack", "DARK-BLACK"),
            ("camelCase", "DarkBlack", "darkBlack"),
            ("PascalCase", "DarkBlack", "DarkBlack"),
            ("mixed_case", "DarkBlack", "darkBlack"),
            ("title_case", "DarkBlack", "Dark Black"),
            ("Train-Case", "DarkBlack", "Dark-Black"),
            ("snake_case", "Float8E4m3fnX4", "float8_e4m3fn_x4"),
            ("snake_case", "Bfloat16", "bfloat16"),
            ("kebab-case", "IsGe", "is-ge"),
            ("SCREAMING_SNAKE_CASE", "IsGe", "IS_GE"),
            ("snake_case", "XMLHttpRequest", "xml_http_request"),
            ("snake_case", "This is Human case.", "this_is_human_case"),
            ("title_case", "XMLHttpRequest", "Xml Http Request"),
            ("PascalCase", "HTTPServer", "HttpServer"),
            ("camelCase", "HTTPServer", "httpServer"),
            ("Train-Case", "ABC", "Abc"),
            ("snake_case", "ABC", "abc"),
            ("kebab-case", "Abc2Def", "abc2-def"),
            ("snake_case", "ΧΑΟΣ", "χαος"),
            ("snake_case", "HTTPServer", "http_server"),
            ("snake_case", "Gen2Wire", "gen2_wire"),
            ("snake_case", "already_snake", "already_snake"),
        ] {
            let applied = RenameRule::from_name(rule).map(|rule| rule.apply(ident));
            assert_eq!(applied.as_deref(), Some(renamed), "{rule} of {ident}");
        }
        assert_eq!(super::strum_spelling("camel_case"), Some("PascalCase"));
    }
}
