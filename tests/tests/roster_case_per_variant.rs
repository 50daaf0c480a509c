//! `ascii_case_insensitive` on a variant, which wins over the enum's, as strum's does: each enum
//! is checked against a table of its spellings read the way the attributes say (exactly, or with
//! `eq_ignore_ascii_case`), and against strum's `EnumString` deriving the same enum, over every
//! ASCII case of every spelling and then some.

use crosswalk::Roster;
use std::fmt::Debug;
use std::str::FromStr;

/// Every way of writing `spelling` in ASCII upper and lower case.
fn every_case(spelling: &str) -> Vec<String> {
    let letters: Vec<usize> = spelling
        .char_indices()
        .filter(|(_, c)| c.is_ascii_alphabetic())
        .map(|(at, _)| at)
        .collect();
    (0..1_u32 << letters.len())
        .map(|mask| {
            let mut bytes = spelling.as_bytes().to_vec();
            for (bit, &at) in letters.iter().enumerate() {
                bytes[at] = if mask & (1 << bit) == 0 {
                    bytes[at].to_ascii_lowercase()
                } else {
                    bytes[at].to_ascii_uppercase()
                };
            }
            String::from_utf8(bytes).unwrap()
        })
        .collect()
}

/// The variant an input names by `table` (each variant's spellings, and whether it ignores
/// case): at most one, or the table itself is ambiguous.
fn expected<T: Copy + PartialEq + Debug>(table: &[(T, &[&str], bool)], input: &str) -> Option<T> {
    let matches: Vec<T> = table
        .iter()
        .filter(|(_, spellings, ignoring_case)| {
            spellings.iter().any(|spelling| {
                if *ignoring_case {
                    spelling.eq_ignore_ascii_case(input)
                } else {
                    *spelling == input
                }
            })
        })
        .map(|(variant, _, _)| *variant)
        .collect();
    assert!(matches.len() <= 1, "{input:?} names {matches:?}");
    matches.first().copied()
}

/// Every spelling in every case, with a letter cut or added.
fn inputs<'a>(spellings: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut inputs = vec![String::new(), "x".to_owned()];
    for spelling in spellings {
        for written in every_case(spelling) {
            inputs.push(format!("{written}x"));
            inputs.push(written.chars().skip(1).collect());
            inputs.push(written);
        }
    }
    inputs
}

/// `from_name` (the inherent `const fn` and the trait's) and `FromStr` against the table.
fn assert_reads_as_table<T>(table: &[(T, &[&str], bool)], inherent: fn(&str) -> Option<T>)
where
    T: Roster + PartialEq + Debug + FromStr,
{
    let spellings = table
        .iter()
        .flat_map(|(_, spellings, _)| spellings.iter().copied());
    for input in inputs(spellings) {
        let want = expected(table, &input);
        assert_eq!(inherent(&input), want, "inherent from_name({input:?})");
        assert_eq!(
            <T as Roster>::from_name(&input),
            want,
            "from_name({input:?})"
        );
        assert_eq!(input.parse::<T>().ok(), want, "FromStr {input:?}");
    }
}

/// The enum ignores case; one variant, and so its alias, is read exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(ascii_case_insensitive)]
enum LoudByDefault {
    Add,
    #[roster(ascii_case_insensitive = false, alias = "Minus")]
    Sub,
    #[roster(name = "mul", alias = "Times", ascii_case_insensitive = true)]
    Mul,
}

#[test]
fn enum_on_variant_off_reads_that_variant_exactly() {
    use LoudByDefault::{Add, Mul, Sub};
    let table: &[(LoudByDefault, &[&str], bool)] = &[
        (Add, &["Add"], true),
        (Sub, &["Sub", "Minus"], false),
        (Mul, &["mul", "Times"], true),
    ];
    assert_reads_as_table(table, LoudByDefault::from_name);
    assert_eq!(LoudByDefault::from_name("ADD"), Some(Add));
    assert_eq!(LoudByDefault::from_name("Sub"), Some(Sub));
    assert_eq!(LoudByDefault::from_name("SUB"), None);
    assert_eq!(LoudByDefault::from_name("minus"), None);
    assert_eq!(LoudByDefault::from_name("TIMES"), Some(Mul));
}

/// The enum reads exactly; one variant, and its alias, ignores case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(rename_all = "snake_case")]
enum QuietByDefault {
    LoadWord,
    #[roster(ascii_case_insensitive, alias = "st")]
    StoreWord,
    #[roster(ascii_case_insensitive = false)]
    Branch,
}

#[test]
fn enum_off_variant_on_ignores_case_for_that_variant() {
    use QuietByDefault::{Branch, LoadWord, StoreWord};
    let table: &[(QuietByDefault, &[&str], bool)] = &[
        (LoadWord, &["load_word"], false),
        (StoreWord, &["store_word", "st"], true),
        (Branch, &["branch"], false),
    ];
    assert_reads_as_table(table, QuietByDefault::from_name);
    assert_eq!(QuietByDefault::from_name("LOAD_WORD"), None);
    assert_eq!(QuietByDefault::from_name("Store_Word"), Some(StoreWord));
    assert_eq!(QuietByDefault::from_name("ST"), Some(StoreWord));
    assert_eq!(
        StoreWord.to_string(),
        "store_word",
        "the name prints as given"
    );
}

/// Names that differ only in case are two names where both are read exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[allow(clippy::upper_case_acronyms)]
enum CaseSensitiveTwins {
    Add,
    ADD,
    #[roster(ascii_case_insensitive)]
    Sub,
}

#[test]
fn names_differing_in_case_are_distinct_when_both_are_exact() {
    use CaseSensitiveTwins::{ADD, Add, Sub};
    let table: &[(CaseSensitiveTwins, &[&str], bool)] = &[
        (Add, &["Add"], false),
        (ADD, &["ADD"], false),
        (Sub, &["Sub"], true),
    ];
    assert_reads_as_table(table, CaseSensitiveTwins::from_name);
}

/// The enum-level key takes `= true` and `= false` too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(ascii_case_insensitive = true)]
enum ExplicitlyOn {
    Jump,
    #[roster(ascii_case_insensitive = false)]
    Halt,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(ascii_case_insensitive = false)]
enum ExplicitlyOff {
    Jump,
    #[roster(ascii_case_insensitive = true)]
    Halt,
}

#[test]
fn the_enum_key_takes_a_bool() {
    assert_reads_as_table(
        &[
            (ExplicitlyOn::Jump, &["Jump"], true),
            (ExplicitlyOn::Halt, &["Halt"], false),
        ],
        ExplicitlyOn::from_name,
    );
    assert_reads_as_table(
        &[
            (ExplicitlyOff::Jump, &["Jump"], false),
            (ExplicitlyOff::Halt, &["Halt"], true),
        ],
        ExplicitlyOff::from_name,
    );
}

/// `from_name` stays a `const fn` with case decided per variant.
const READ_AT_COMPILE_TIME: [Option<LoudByDefault>; 3] = [
    LoudByDefault::from_name("aDD"),
    LoudByDefault::from_name("sub"),
    LoudByDefault::from_name("Sub"),
];

#[test]
fn from_name_reads_per_variant_case_in_const_evaluation() {
    assert_eq!(
        READ_AT_COMPILE_TIME,
        [Some(LoudByDefault::Add), None, Some(LoudByDefault::Sub)]
    );
}

/// strum's `EnumString` on the same enum, its attributes beside the roster's: both say the same
/// spellings and the same case rules, so both must read every input alike.
mod against_strum {
    use super::inputs;
    use crosswalk::Roster;
    use std::str::FromStr;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Roster, strum::EnumString)]
    #[roster(ascii_case_insensitive, skip(FromStr))]
    #[strum(ascii_case_insensitive)]
    enum EnumOn {
        Add,
        #[roster(ascii_case_insensitive = false)]
        #[strum(ascii_case_insensitive = false)]
        Sub,
        #[roster(name = "mul", alias = "Times")]
        #[strum(serialize = "mul", serialize = "Times")]
        Mul,
        #[roster(name = "div", alias = "Over", ascii_case_insensitive = false)]
        #[strum(serialize = "div", serialize = "Over", ascii_case_insensitive = false)]
        Div,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Roster, strum::EnumString)]
    #[roster(skip(FromStr))]
    enum EnumOff {
        Add,
        #[roster(ascii_case_insensitive)]
        #[strum(ascii_case_insensitive)]
        Sub,
        #[roster(name = "mul", alias = "Times", ascii_case_insensitive = true)]
        #[strum(serialize = "mul", serialize = "Times", ascii_case_insensitive = true)]
        Mul,
        #[roster(ascii_case_insensitive = false)]
        #[strum(ascii_case_insensitive = false)]
        Div,
    }

    fn assert_agrees_with_strum<T>(spellings: &[&str])
    where
        T: Roster + PartialEq + std::fmt::Debug + FromStr,
    {
        for input in inputs(spellings.iter().copied()) {
            assert_eq!(
                <T as Roster>::from_name(&input),
                T::from_str(&input).ok(),
                "{input:?}"
            );
        }
    }

    #[test]
    fn enum_level_on_reads_as_strum_does() {
        assert_agrees_with_strum::<EnumOn>(&["Add", "Sub", "mul", "Times", "div", "Over"]);
        assert_eq!(EnumOn::from_name("SUB"), None);
        assert_eq!(EnumOn::from_name("TIMES"), Some(EnumOn::Mul));
    }

    #[test]
    fn enum_level_off_reads_as_strum_does() {
        assert_agrees_with_strum::<EnumOff>(&["Add", "Sub", "mul", "Times", "Div"]);
        assert_eq!(EnumOff::from_name("ADD"), None);
        assert_eq!(EnumOff::from_name("sUB"), Some(EnumOff::Sub));
    }
}
