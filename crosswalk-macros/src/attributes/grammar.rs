//! The table of keys an attribute takes: one list that the reader, the help text and the
//! "did you mean" suggestions all read, so they cannot drift apart.

use crate::suggest::closest;

/// One key of an attribute: what messages say about it (its value is read by the reader's code).
#[derive(Clone, Copy)]
pub struct Key {
    /// Its line of [`Grammar::keys`].
    text: &'static str,
    /// Whether the key may be given more than once (`alias = "…"`); any other key given twice is
    /// an error pointing at both.
    pub repeatable: bool,
    /// Whether the value is an expression, in which `<` may compare or shift (`base = 1 << 4`).
    /// In any other value a `<` opens generic arguments, whose commas do not end the entry
    /// (`error = Fault<u8, Reason>`).
    pub expression: bool,
}

impl Key {
    /// How the key is written: `rename_all = "snake_case"`.
    pub fn example(&self) -> &'static str {
        example(self.text)
    }

    /// The key's word: `rename_all`.
    pub fn name(&self) -> &'static str {
        name(self.text)
    }

    /// What the key does: "how variant names become names".
    pub fn meaning(&self) -> &'static str {
        self.text.split_once("`: ").unwrap_or_default().1
    }
}

/// The example of a line of [`Grammar::keys`]: what stands between its backticks.
fn example(text: &'static str) -> &'static str {
    let (example, _) = text.split_once("`: ").unwrap_or_default();
    example.strip_prefix('`').unwrap_or(example)
}

/// The key's word in a line of [`Grammar::keys`]: its example up to a space or a parenthesis.
fn name(text: &'static str) -> &'static str {
    let example = example(text);
    example.split([' ', '(']).next().unwrap_or(example)
}

/// Everything one attribute in one place accepts.
pub struct Grammar {
    /// The attribute as messages name it: `` `#[roster]` ``.
    pub attribute: &'static str,
    /// The path the attribute is written with: `roster`.
    pub path: &'static str,
    /// Where it goes, for messages: `on the enum`, `on a variant`.
    pub place: &'static str,
    /// A line per key: how it is written, as the help text shows it, then what it does in a few
    /// words, which the help of a mistake in its form ends with: "`prefix = "…"`: text before
    /// every name".
    pub keys: &'static [&'static str],
    /// The keys that are [`Key::repeatable`], and those whose value is a [`Key::expression`].
    pub repeatable: &'static [&'static str],
    pub expressions: &'static [&'static str],
}

impl Grammar {
    pub fn key(&self, name: &str) -> Option<Key> {
        for &text in self.keys {
            if self::name(text) == name {
                return Some(Key {
                    text,
                    repeatable: self.repeatable.contains(&name),
                    expression: self.expressions.contains(&name),
                });
            }
        }
        None
    }

    #[cfg(test)]
    pub fn all_keys(&self) -> impl Iterator<Item = Key> + '_ {
        self.keys.iter().filter_map(|&text| self.key(name(text)))
    }

    /// Every key, as written: "`#[roster]` on a variant takes `name = "…"` and `alias = "…"`".
    pub fn help(&self) -> String {
        let mut examples = Vec::new();
        for &text in self.keys {
            examples.push(format!("`{}`", example(text)));
        }
        let list = match examples.split_last() {
            None => "no keys".to_owned(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        };
        format!("{} {} takes {list}", self.attribute, self.place)
    }

    /// The key an unknown `word` most likely misspells, if one is close.
    pub fn likely_key(&self, word: &str) -> Option<&'static str> {
        let mut names = Vec::new();
        for &text in self.keys {
            names.push(name(text));
        }
        closest(word, &names)
    }
}

#[cfg(test)]
pub mod tests {
    use super::Grammar;

    /// Every key of `grammar` shows up in its help text, in the form its table gives, and is named
    /// in backquotes in the README's section on its macro (the text of the macro's rendered page,
    /// which the README includes).
    pub fn every_key_is_listed(grammar: &Grammar) {
        let help = grammar.help();
        // `#[roster]` belongs to the derive's section; an attribute macro has its own.
        let heading = if grammar.path == "roster" {
            "`#[derive(Roster)]`".to_owned()
        } else {
            format!("The `#[{}]` attribute", grammar.path)
        };
        let section = include_str!("../../../README.md")
            .split("\n## ")
            .find(|section| section.starts_with(&heading))
            .unwrap_or_default();
        assert!(
            section.contains("### Grammar"),
            "no grammar section for {heading}"
        );
        for key in grammar.all_keys() {
            let name = key.name();
            assert!(
                help.contains(&format!("`{}`", key.example())),
                "`{name}` in {help}"
            );
            assert!(!key.meaning().is_empty(), "`{name}` has no meaning");
            let written = [" ", "`", "(", "="]
                .iter()
                .any(|after| section.contains(&format!("`{name}{after}")));
            assert!(written, "README.md's {heading} does not name `{name}`");
        }
    }
}
