//! The table of keys an attribute takes: one list that the reader, the help text and the
//! "did you mean" suggestions all read, so they cannot drift apart.

use crate::suggest::closest;

/// One key of an attribute: what messages say about it (its value is read by the reader's code).
pub struct Key {
    pub name: &'static str,
    /// How the key is written, as the help text shows it: `rename_all = "snake_case"`.
    pub example: &'static str,
    /// What the key does, in a few words: the help of a mistake in its form ends with it.
    pub meaning: &'static str,
    /// Whether the key may be given more than once (`alias = "…"`); any other key given twice is
    /// an error pointing at both.
    pub repeatable: bool,
    /// Whether the value is an expression, in which `<` may compare or shift (`base = 1 << 4`).
    /// In any other value a `<` opens generic arguments, whose commas do not end the entry
    /// (`error = Fault<u8, Reason>`).
    pub expression: bool,
}

/// A key that may be given once, for the tables.
pub const fn key(name: &'static str, example: &'static str, meaning: &'static str) -> Key {
    Key {
        name,
        example,
        meaning,
        repeatable: false,
        expression: false,
    }
}

/// Everything one attribute in one place accepts.
pub struct Grammar {
    /// The attribute as messages name it: `` `#[roster]` ``.
    pub attribute: &'static str,
    /// The path the attribute is written with: `roster`.
    pub path: &'static str,
    /// Where it goes, for messages: `on the enum`, `on a variant`.
    pub place: &'static str,
    pub keys: &'static [Key],
}

impl Grammar {
    /// The key called `name`, if this attribute has one.
    pub fn key(&self, name: &str) -> Option<&'static Key> {
        self.keys.iter().find(|key| key.name == name)
    }

    /// Every key, as written: "`#[roster]` on a variant takes `name = "…"` and `alias = "…"`".
    pub fn help(&self) -> String {
        let examples: Vec<String> = self
            .keys
            .iter()
            .map(|key| format!("`{}`", key.example))
            .collect();
        let list = match examples.split_last() {
            None => "no keys".to_owned(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        };
        format!("{} {} takes {list}", self.attribute, self.place)
    }

    /// The key an unknown `word` most likely misspells, if one is close.
    pub fn likely_key(&self, word: &str) -> Option<&'static str> {
        let names: Vec<&'static str> = self.keys.iter().map(|key| key.name).collect();
        closest(word, &names)
    }

    /// The help line for an unknown `word`: the likely key, or the whole list.
    pub fn suggestion(&self, word: &str) -> String {
        match self.likely_key(word) {
            Some(name) => format!("did you mean `{name}`?"),
            None => self.help(),
        }
    }
}

#[cfg(test)]
pub mod tests {
    use super::Grammar;

    /// Every key of `grammar` shows up in its help text, in the form its table gives.
    pub fn help_lists_every_key(grammar: &Grammar) {
        let help = grammar.help();
        for key in grammar.keys {
            let name = key.name;
            assert!(key.example.starts_with(name), "`{name}`'s example");
            assert!(
                help.contains(&format!("`{}`", key.example)),
                "`{name}` in {help}"
            );
            assert!(!key.meaning.is_empty(), "`{name}` has no meaning");
        }
    }

    /// Every key of `grammar` is named, in backquotes, in the README's section on its macro (the
    /// text of the macro's rendered page, which the README includes).
    pub fn readme_lists_every_key(grammar: &Grammar) {
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
        for key in grammar.keys {
            let written = [" ", "`", "(", "="]
                .iter()
                .any(|after| section.contains(&format!("`{}{after}", key.name)));
            assert!(
                written,
                "README.md's {heading} does not name `{}`",
                key.name
            );
        }
    }
}
