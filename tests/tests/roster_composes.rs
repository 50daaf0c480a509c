//! `#[derive(Roster)]` next to the derives it makes room for, and its naming keys: aliases,
//! ASCII case, the empty enum, and the `const fn` lookups.

use crosswalk::{ErrorKind, Roster};
use std::str::FromStr;

/// strum writes and reads the names; the roster keeps ordinals and its member list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster, strum::Display, strum::EnumString)]
#[roster(skip(Display, FromStr))]
#[strum(serialize_all = "snake_case")]
enum StrumNamed {
    DarkBlack = 3,
    BrightWhite,
}

#[test]
fn beside_strum_display_and_enum_string() {
    assert_eq!(StrumNamed::DarkBlack.to_string(), "dark_black");
    assert_eq!("bright_white".parse(), Ok(StrumNamed::BrightWhite));
    assert_eq!(
        StrumNamed::try_from("dark_black"),
        Ok(StrumNamed::DarkBlack),
        "strum's TryFrom<&str>"
    );
    assert_eq!(StrumNamed::DarkBlack.ordinal().get(), 3);
    assert_eq!(StrumNamed::try_from(4_u32), Ok(StrumNamed::BrightWhite));
    // The roster's own names, unaffected by strum's.
    assert_eq!(StrumNamed::NAMES, ["DarkBlack", "BrightWhite"]);
    assert_eq!(
        StrumNamed::from_name("BrightWhite"),
        Some(StrumNamed::BrightWhite)
    );
}

/// `num_enum` decodes the `u32`; the roster keeps names and `Display`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster, num_enum::TryFromPrimitive)]
#[repr(u32)]
#[roster(skip(TryFrom), rename_all = "kebab-case")]
enum Primitive {
    IsGe = 13,
    IsGt = 14,
}

#[test]
fn beside_num_enum_try_from_primitive() {
    let decoded: Result<Primitive, _> = Primitive::try_from(14_u32);
    assert_eq!(decoded, Ok(Primitive::IsGt));
    assert!(Primitive::try_from(15_u32).is_err());
    assert_eq!(Primitive::IsGe.to_string(), "is-ge");
    assert_eq!("is-gt".parse(), Ok(Primitive::IsGt));
    assert_eq!(Primitive::from_ordinal(13), Some(Primitive::IsGe));
}

/// A hand-written `Display` in place of the generated one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(skip(Display))]
enum HandDisplay {
    Add,
}

impl std::fmt::Display for HandDisplay {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("+")
    }
}

#[test]
fn beside_a_hand_written_display() {
    assert_eq!(HandDisplay::Add.to_string(), "+");
    assert_eq!("Add".parse(), Ok(HandDisplay::Add));
}

/// One member with several real-world spellings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(rename_all = "snake_case")]
enum Dtype {
    #[roster(alias = "fp8e4", alias = "float8_e4m3")]
    Float8e4,
    Bfloat16,
}

#[test]
fn aliases_parse_and_display_keeps_the_name() {
    for spelling in ["float8e4", "fp8e4", "float8_e4m3"] {
        assert_eq!(spelling.parse(), Ok(Dtype::Float8e4), "{spelling}");
        assert_eq!(Dtype::try_from(spelling), Ok(Dtype::Float8e4), "{spelling}");
        assert_eq!(
            Dtype::from_name(spelling),
            Some(Dtype::Float8e4),
            "{spelling}"
        );
        assert_eq!(
            <Dtype as Roster>::from_name(spelling),
            Some(Dtype::Float8e4)
        );
    }
    assert_eq!(Dtype::Float8e4.to_string(), "float8e4");
    assert_eq!(Dtype::Float8e4.name(), "float8e4");
    assert_eq!(
        Dtype::NAMES,
        ["float8e4", "bfloat16"],
        "aliases are not names"
    );
    let error = "FP8E4".parse::<Dtype>().unwrap_err();
    assert_eq!(error.expected(), ["float8e4", "bfloat16"]);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[roster(ascii_case_insensitive, rename_all = "SCREAMING_SNAKE_CASE")]
enum Engine {
    #[roster(alias = "act")]
    Activation,
    Pool,
    /// Non-ASCII letters keep their case: only ASCII is folded.
    #[roster(name = "Ünit")]
    Unit,
}

#[test]
fn ascii_case_insensitive_lookup() {
    for (spelling, expected) in [
        ("ACTIVATION", Some(Engine::Activation)),
        ("activation", Some(Engine::Activation)),
        ("AcTiVaTiOn", Some(Engine::Activation)),
        ("ACT", Some(Engine::Activation)),
        ("pool", Some(Engine::Pool)),
        ("Ünit", Some(Engine::Unit)),
        ("ÜNIT", Some(Engine::Unit)),
        ("ünit", None),
        ("pools", None),
        ("activation_", None),
        ("", None),
        ("a much longer string than any name", None),
    ] {
        assert_eq!(Engine::from_name(spelling), expected, "{spelling:?}");
        assert_eq!(spelling.parse().ok(), expected, "{spelling:?}");
    }
    assert_eq!(Engine::Activation.to_string(), "ACTIVATION");
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
enum Nothing {}

#[test]
fn an_empty_enum_has_an_empty_roster() {
    assert_eq!(Nothing::COUNT, 0);
    assert!(Nothing::VARIANTS.is_empty());
    assert!(Nothing::NAMES.is_empty());
    assert_eq!(Nothing::from_name(""), None);
    assert_eq!(Nothing::from_ordinal(0), None);
    assert_eq!(
        Nothing::try_from(0_u32).unwrap_err().kind(),
        ErrorKind::UnknownOrdinal
    );
    assert!(Nothing::from_str("x").is_err());
}

#[test]
fn lookups_stay_const() {
    const ALIAS: Option<Dtype> = Dtype::from_name("fp8e4");
    const FOLDED: Option<Engine> = Engine::from_name("Pool");
    const MISS: Option<Engine> = Engine::from_name("a name longer than every name");
    const _: () = assert!(matches!(ALIAS, Some(Dtype::Float8e4)));
    const _: () = assert!(matches!(FOLDED, Some(Engine::Pool)));
    const _: () = assert!(MISS.is_none());
}
