//! strum's own test cases for `Display`, `EnumString`, `serialize_all`, `VariantNames`,
//! `EnumCount`, `prefix` and `suffix` (from `strum_tests/tests/`), rewritten for
//! `#[derive(Roster)]`: `#[strum(to_string = …)]` is `#[roster(name = …)]`, `serialize = …` is
//! `alias = …`, `serialize_all` is `rename_all`, `VARIANTS` is `NAMES`. Variants with fields,
//! `default` and `transparent` have no counterpart (a roster is fieldless) and are left out.

use crosswalk::{ParseNameError, Roster};
use std::fmt::Debug;
use std::str::FromStr;

mod core {} // the expansion must name `::core`, never a `core` in scope

/// strum's `assert_from_str`: `FromStr` and `TryFrom<&str>` agree.
fn assert_from_str<'a, T>(expected: T, from: &'a str)
where
    T: Roster
        + PartialEq
        + Debug
        + FromStr<Err = ParseNameError>
        + TryFrom<&'a str, Error = ParseNameError>,
{
    assert_eq!(T::from_str(from), Ok(expected), "FromStr {from:?}");
    assert_eq!(T::try_from(from), Ok(expected), "TryFrom<&str> {from:?}");
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
enum Color {
    #[roster(name = "RedRed")]
    Red,
    #[roster(name = "blue", alias = "b")]
    Blue,
    #[roster(name = "yellow", alias = "y")]
    Yellow,
    #[roster(name = "purp")]
    Purple,
}

#[test]
fn display_uses_the_name() {
    assert_eq!(Color::Blue.to_string(), "blue");
    assert_eq!(Color::Yellow.to_string(), "yellow");
    assert_eq!(Color::Red.to_string(), "RedRed");
}

#[test]
fn display_honours_the_formatter() {
    assert_eq!(format!("{:>6}", Color::Blue), "  blue");
    assert_eq!(format!("{:<6}", Color::Blue), "blue  ");
    assert_eq!(format!("{:^6}", Color::Blue), " blue ");
    assert_eq!(format!("{:.2}", Color::Blue), "bl");
}

#[test]
fn from_str_reads_names_and_aliases() {
    assert_from_str(Color::Yellow, "y");
    assert_from_str(Color::Yellow, "yellow");
    assert_from_str(Color::Purple, "purp");
    assert_from_str(Color::Blue, "b");
    assert!(
        Color::from_str("Purple").is_err(),
        "a renamed variant's ident is not a name"
    );
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(rename_all = "snake_case")]
enum Brightness {
    DarkBlack,
    Dim,
    #[roster(name = "bright")]
    BrightWhite,
}

#[test]
fn rename_all_snake_case() {
    assert_eq!(Brightness::DarkBlack.to_string(), "dark_black");
    assert_eq!(Brightness::Dim.to_string(), "dim");
    assert_eq!(Brightness::BrightWhite.to_string(), "bright");
    assert_from_str(Brightness::DarkBlack, "dark_black");
    assert_from_str(Brightness::Dim, "dim");
    assert_from_str(Brightness::BrightWhite, "bright");
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
enum Week {
    Sunday,
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
}

#[test]
fn week_found_and_not_found() {
    assert_from_str(Week::Sunday, "Sunday");
    assert_from_str(Week::Monday, "Monday");
    assert_from_str(Week::Tuesday, "Tuesday");
    assert_from_str(Week::Wednesday, "Wednesday");
    assert_from_str(Week::Thursday, "Thursday");
    assert_from_str(Week::Friday, "Friday");
    assert_from_str(Week::Saturday, "Saturday");
    let error = Week::from_str("Humpday").unwrap_err();
    assert_eq!(error.expected(), Week::NAMES);
}

#[test]
fn count() {
    assert_eq!(Week::COUNT, 7);
    assert_eq!(Week::VARIANTS.len(), Week::COUNT);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(ascii_case_insensitive)]
enum CaseInsensitiveEnum {
    NoAttr,
    #[roster(alias = "blk", alias = "Black")]
    CaseInsensitive,
}

#[test]
fn ascii_case_insensitive() {
    assert_from_str(CaseInsensitiveEnum::NoAttr, "noattr");
    assert_from_str(CaseInsensitiveEnum::CaseInsensitive, "CaseInsensitive");
    assert_from_str(CaseInsensitiveEnum::CaseInsensitive, "caseinsensitive");
    assert_from_str(CaseInsensitiveEnum::CaseInsensitive, "BLK");
    assert_from_str(CaseInsensitiveEnum::CaseInsensitive, "bLaCk");
    assert_eq!(CaseInsensitiveEnum::NoAttr.to_string(), "NoAttr");
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(rename_all = "title_case")]
enum Foo1 {
    DarkBlack,
    Dim,
    BrightWhite,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(rename_all = "UPPERCASE")]
enum Foo2 {
    DarkBlack,
    Dim,
    BrightWhite,
}

/// strum's soft-deprecated `camel_case` meant `PascalCase`; here it is written `PascalCase`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(rename_all = "PascalCase")]
enum Foo3 {
    CamelCase,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(rename_all = "camelCase")]
enum Foo4 {
    CamelCase,
}

#[test]
fn rename_all_styles() {
    assert_eq!(Foo1::DarkBlack.to_string(), "Dark Black");
    assert_from_str(Foo1::DarkBlack, "Dark Black");
    assert_eq!(Foo2::DarkBlack.to_string(), "DARKBLACK");
    assert_from_str(Foo2::DarkBlack, "DARKBLACK");
    assert_eq!(Foo3::CamelCase.to_string(), "CamelCase");
    assert_from_str(Foo3::CamelCase, "CamelCase");
    assert_eq!(Foo4::CamelCase.to_string(), "camelCase");
    assert_from_str(Foo4::CamelCase, "camelCase");
}

#[test]
fn variant_names() {
    #[derive(Clone, Copy, Roster)]
    enum Simple {
        Red,
        #[roster(name = "b")]
        Blue,
        #[roster(name = "y", alias = "yy")]
        Yellow,
    }
    assert_eq!(Simple::NAMES, ["Red", "b", "y"]);
}

fn names_of<T: Roster>() -> &'static [&'static str] {
    T::NAMES
}

#[test]
fn variant_names_through_the_trait() {
    #[derive(Clone, Copy, Roster)]
    enum Plain {
        Red,
        Blue,
        Yellow,
    }
    assert_eq!(names_of::<Plain>(), ["Red", "Blue", "Yellow"]);
}

#[test]
fn variant_names_kebab() {
    #[derive(Clone, Copy, Roster)]
    #[roster(rename_all = "kebab-case")]
    enum Kebab {
        Red,
        Blue,
        Yellow,
        RebeccaPurple,
    }
    assert_eq!(Kebab::NAMES, ["red", "blue", "yellow", "rebecca-purple"]);
}

#[test]
fn variant_names_non_plain_camel() {
    #[derive(Clone, Copy, Roster)]
    #[roster(rename_all = "kebab-case")]
    enum NonPlainCamel {
        DeepPink,
        GreenYellow,
        CornflowerBlue,
        Other,
    }
    assert_eq!(
        NonPlainCamel::NAMES,
        ["deep-pink", "green-yellow", "cornflower-blue", "other"]
    );
}

#[test]
fn crate_module_path() {
    pub mod nested {
        pub mod module {
            pub use crosswalk;
        }
    }

    #[derive(Clone, Copy, Roster)]
    #[roster(crate = nested::module::crosswalk)]
    enum Week {
        Sunday,
        Monday,
        Tuesday,
        Wednesday,
        Thursday,
        Friday,
        Saturday,
    }
    assert_eq!(Week::COUNT, 7);
    assert_eq!(Week::VARIANTS.len(), Week::COUNT);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(prefix = "colour/")]
enum Prefixed {
    #[roster(name = "RedRed")]
    Red,
    #[roster(name = "blue", alias = "b")]
    Blue,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(suffix = ".color")]
enum Suffixed {
    #[roster(name = "RedRed")]
    Red,
    #[roster(name = "blue", alias = "b")]
    Blue,
    #[roster(alias = "y", name = "yellow")]
    Yellow,
}

#[test]
fn prefix_and_suffix() {
    assert_eq!(Prefixed::Red.to_string(), "colour/RedRed");
    assert_eq!(Suffixed::Red.to_string(), "RedRed.color");
    assert_eq!(Suffixed::Blue.to_string(), "blue.color");
    assert_eq!(Suffixed::Yellow.to_string(), "yellow.color");
    // Every spelling carries them, so what `Display` writes `FromStr` reads.
    assert_from_str(Prefixed::Blue, "colour/b");
    assert_from_str(Suffixed::Yellow, "y.color");
    assert!(Suffixed::from_str("yellow").is_err());
}
