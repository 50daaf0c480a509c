//! `crosswalk::serde_by_name` reads what `FromStr` reads: aliases, and any ASCII case where the
//! enum or the variant says so; it writes the name.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "snake_case", ascii_case_insensitive)]
enum Queue {
    #[roster(alias = "hp", alias = "urgent")]
    HighPriority,
    Bulk,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Job {
    #[serde(with = "crosswalk::serde_by_name")]
    queue: Queue,
}

#[test]
fn aliases_and_case_deserialize_and_the_name_serializes() {
    for spelling in ["high_priority", "hp", "URGENT", "High_Priority"] {
        let json = format!(r#"{{"queue":"{spelling}"}}"#);
        let job: Job = serde_json::from_str(&json).unwrap();
        assert_eq!(job.queue, Queue::HighPriority, "{spelling}");
        assert_eq!(
            serde_json::to_string(&job).unwrap(),
            r#"{"queue":"high_priority"}"#
        );
    }
    let error = serde_json::from_str::<Job>(r#"{"queue":"low"}"#).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("unknown variant `low`, expected `high_priority` or `bulk`"),
        "{error}"
    );
}

/// Raw identifiers, per-variant case and variants named like the generated functions: serde
/// writes and reads the names `Roster` gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "SCREAMING_SNAKE_CASE")]
#[allow(non_camel_case_types)]
enum Token {
    r#fn,
    #[roster(ascii_case_insensitive)]
    r#match,
    from_name,
    Some,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Lexeme {
    #[serde(with = "crosswalk::serde_by_name")]
    token: Token,
}

#[test]
fn raw_and_shadowing_variants_round_trip_by_name() {
    for (token, name) in [
        (Token::r#fn, "FN"),
        (Token::r#match, "MATCH"),
        (Token::from_name, "FROM_NAME"),
        (Token::Some, "SOME"),
    ] {
        let json = format!(r#"{{"token":"{name}"}}"#);
        assert_eq!(serde_json::to_string(&Lexeme { token }).unwrap(), json);
        assert_eq!(serde_json::from_str::<Lexeme>(&json).unwrap().token, token);
    }
    let read: Lexeme = serde_json::from_str(r#"{"token":"Match"}"#).unwrap();
    assert_eq!(read.token, Token::r#match);
    assert!(serde_json::from_str::<Lexeme>(r#"{"token":"Fn"}"#).is_err());
    assert!(serde_json::from_str::<Lexeme>(r#"{"token":"r#fn"}"#).is_err());
}
