//! The keys `#[crosswalk(...)]` takes: one table that drives parsing, the help text and the
//! "did you mean" suggestions, so they cannot drift apart.

use crate::suggest::closest;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum KeyForm {
    /// `key = value`.
    Value,
    /// `key` alone.
    Flag,
}

pub struct Key {
    pub name: &'static str,
    pub form: KeyForm,
    /// How it is written, e.g. `base = 1`.
    pub example: &'static str,
    /// What it means, in a few words.
    pub meaning: &'static str,
}

impl Key {
    /// `write e.g. `base = 1`: the ordinal of the table's first cell`.
    pub fn help(&self) -> String {
        format!("write e.g. `{}`: {}", self.example, self.meaning)
    }
}

pub struct Keys(pub &'static [Key]);

pub const CROSSWALK_KEYS: Keys = Keys(&[
    Key {
        name: "to",
        form: KeyForm::Value,
        example: "to = bir::Dtype",
        meaning: "the enum (or number type) this one translates into",
    },
    Key {
        name: "base",
        form: KeyForm::Value,
        example: "base = 1",
        meaning: "the source ordinal of the table's first cell",
    },
    Key {
        name: "on_oob",
        form: KeyForm::Value,
        example: "on_oob = throw(\"Unsupported dtype encountered\")",
        meaning: "what an ordinal with no cell gives: `throw`, `throw(\"message\")` or `default(Target)`",
    },
    Key {
        name: "unreached",
        form: KeyForm::Value,
        example: "unreached = [Float8E8m0fnu]",
        meaning: "the target variants no source reaches, checked at compile time",
    },
    Key {
        name: "name",
        form: KeyForm::Value,
        example: "name = wire::CoreV4",
        meaning: "a type naming this crosswalk among the enum's several",
    },
    Key {
        name: "many_to_one",
        form: KeyForm::Flag,
        example: "many_to_one",
        meaning: "sources share targets by design, so `alias` is not asked for",
    },
    Key {
        name: "crate",
        form: KeyForm::Value,
        example: "crate = ::my_crosswalk",
        meaning: "the path of the `crosswalk` crate, if you renamed it",
    },
]);

impl Keys {
    pub fn find(&self, name: &str) -> Option<&'static Key> {
        self.0.iter().find(|key| key.name == name)
    }

    /// The key a misspelt `word` most likely meant.
    pub fn closest(&self, word: &str) -> Option<&'static str> {
        let names: Vec<&'static str> = self.0.iter().map(|key| key.name).collect();
        closest(word, &names)
    }

    /// The help line listing every key: ``the arguments are `to = …`, …, `many_to_one` ``.
    pub fn listing(&self) -> String {
        let forms: Vec<String> = self
            .0
            .iter()
            .map(|key| match key.form {
                KeyForm::Value => format!("`{} = …`", key.name),
                KeyForm::Flag => format!("`{}`", key.name),
            })
            .collect();
        format!("the arguments are {}", forms.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::CROSSWALK_KEYS;

    #[test]
    fn every_key_is_in_the_help_text() {
        let listing = CROSSWALK_KEYS.listing();
        for key in CROSSWALK_KEYS.0 {
            assert!(listing.contains(&format!("`{}", key.name)), "{}", key.name);
            assert!(key.help().contains(key.name), "{}", key.name);
        }
    }

    /// The README includes the `#[crosswalk]` page's text, so this checks both.
    #[test]
    fn every_key_is_in_the_readme_grammar() {
        let readme = include_str!("../../../../README.md");
        let grammar = readme
            .split("## The `#[crosswalk]` attribute")
            .nth(1)
            .and_then(|section| section.split("### Generated items").next())
            .unwrap_or_default();
        assert!(grammar.contains("### Grammar"), "README has no grammar");
        for key in CROSSWALK_KEYS.0 {
            assert!(
                grammar.contains(&format!("- `{}", key.name)),
                "README's grammar has no entry for `{}`",
                key.name
            );
        }
    }
}
