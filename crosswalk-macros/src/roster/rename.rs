//! The `rename_all` rules: how a CamelCase variant name becomes the spelling a format uses.

#[derive(Clone, Copy)]
pub enum RenameRule {
    Lower,
    Upper,
    Snake,
    ScreamingSnake,
    Kebab,
}

pub const RULE_NAMES: &[&str] = &[
    "lowercase",
    "UPPERCASE",
    "snake_case",
    "SCREAMING_SNAKE_CASE",
    "kebab-case",
];

impl RenameRule {
    pub fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "lowercase" => Self::Lower,
            "UPPERCASE" => Self::Upper,
            "snake_case" => Self::Snake,
            "SCREAMING_SNAKE_CASE" => Self::ScreamingSnake,
            "kebab-case" => Self::Kebab,
            _ => return None,
        })
    }

    /// Applies the rule to a CamelCase identifier; a word starts at each uppercase letter, so
    /// `Float8E4m3fnX4` in snake case is `float8_e4m3fn_x4`.
    pub fn apply(self, camel: &str) -> String {
        match self {
            Self::Lower => camel.to_lowercase(),
            Self::Upper => camel.to_uppercase(),
            Self::Snake => split_words(camel, '_').to_lowercase(),
            Self::ScreamingSnake => split_words(camel, '_').to_uppercase(),
            Self::Kebab => split_words(camel, '-').to_lowercase(),
        }
    }
}

fn split_words(camel: &str, separator: char) -> String {
    let mut out = String::with_capacity(camel.len() + 4);
    for (index, character) in camel.chars().enumerate() {
        if index > 0 && character.is_uppercase() {
            out.push(separator);
        }
        out.push(character);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::RenameRule;

    #[test]
    fn snake_case_splits_at_capitals_only() {
        let snake = |name| RenameRule::Snake.apply(name);
        assert_eq!(snake("Float8E4m3fnX4"), "float8_e4m3fn_x4");
        assert_eq!(snake("Float8e4"), "float8e4");
        assert_eq!(snake("GeluApprxSigmoidDx"), "gelu_apprx_sigmoid_dx");
        assert_eq!(snake("Bfloat16"), "bfloat16");
        assert_eq!(RenameRule::Kebab.apply("IsGe"), "is-ge");
        assert_eq!(RenameRule::ScreamingSnake.apply("IsGe"), "IS_GE");
    }
}
