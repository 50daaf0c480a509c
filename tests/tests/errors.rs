//! What `crosswalk::Error` and `crosswalk::ParseNameError` are, as types and as values.

use std::hash::Hash;

use crosswalk::{Error, ErrorKind, ParseNameError, bir, klr};

fn plain_error<T>()
where
    T: Copy + Eq + Hash + std::fmt::Debug + std::fmt::Display + Send + Sync + core::error::Error,
    T: 'static,
{
}

fn ordered<T: Ord>() {}

fn boxes_as_dyn_error(error: impl core::error::Error + Send + Sync + 'static) -> String {
    let boxed: Box<dyn core::error::Error + Send + Sync> = Box::new(error);
    boxed.to_string()
}

#[test]
fn error_types_are_plain_data() {
    plain_error::<Error>();
    plain_error::<ParseNameError>();
    ordered::<Error>();
    ordered::<ErrorKind>();
}

#[test]
fn error_is_two_words() {
    assert_eq!(size_of::<Error>(), 2 * size_of::<usize>());
}

/// The error lends no niche to `Result`: its tag is its own, apart from both the target and the
/// ordinal, which a caller's loop then tests once, at the bound check (BENCHMARKS.md, section 6).
#[test]
fn result_has_a_tag_of_its_own() {
    assert_eq!(
        size_of::<Option<Error>>(),
        size_of::<Error>() + size_of::<usize>()
    );
    assert_eq!(
        size_of::<Result<bir::Dtype, Error>>(),
        size_of::<Error>() + size_of::<usize>()
    );
}

#[test]
fn error_values() {
    let error = klr::Dtype::translate_ordinal(0).unwrap_err();
    let copy = error;
    assert_eq!(copy, error);
    assert_eq!(error.kind(), ErrorKind::OutOfRange);
    assert_eq!(error.ordinal(), 0);
    assert_eq!(error.enum_path(), "crosswalk::klr::Dtype");
    assert_eq!(error.enum_name(), "Dtype");
    assert_eq!(
        error.declared_message(),
        Some("Unsupported dtype encountered")
    );
    assert_eq!(boxes_as_dyn_error(error), "Unsupported dtype encountered");
    assert!(core::error::Error::source(&error).is_none());

    let debug = format!("{error:?}");
    assert!(debug.contains("OutOfRange"), "{debug}");
    assert!(debug.contains("crosswalk::klr::Dtype"), "{debug}");
    assert!(debug.contains("Unsupported dtype encountered"), "{debug}");

    // Same site, other ordinal: a different error.
    assert_ne!(klr::Dtype::translate_ordinal(21).unwrap_err(), error);
    assert_eq!(klr::Dtype::translate_ordinal(0).unwrap_err(), error);
    // Same ordinal, other enum: a different error.
    assert_ne!(klr::AluOp::translate_ordinal(0).unwrap_err(), error);

    let rejected = klr::AccumCmd::LoadAccumulate.translate().unwrap_err();
    assert_eq!(rejected.kind(), ErrorKind::Rejected);
    assert_ne!(rejected, klr::AccumCmd::translate_ordinal(6).unwrap_err());

    let unknown = bir::Dtype::try_from(20).unwrap_err();
    assert_eq!(unknown.kind(), ErrorKind::UnknownOrdinal);
    assert_eq!(
        unknown.to_string(),
        "no crosswalk::bir::Dtype variant has ordinal 20"
    );
    assert_eq!(unknown.enum_name(), "Dtype");
}

#[test]
fn parse_name_error_values() {
    let error = "int128".parse::<bir::EngineAccumulationType>().unwrap_err();
    assert_eq!(error.enum_path(), "crosswalk::bir::EngineAccumulationType");
    assert_eq!(
        error.expected(),
        [
            "Idle",
            "Zero",
            "Accumulate",
            "ZeroAccumulate",
            "AddAccumulate",
            "LoadAccumulate"
        ]
    );
    assert_eq!(
        boxes_as_dyn_error(error),
        "unknown crosswalk::bir::EngineAccumulationType name; expected one of: Idle, Zero, \
         Accumulate, ZeroAccumulate, AddAccumulate, LoadAccumulate"
    );
    assert_eq!(
        error,
        "".parse::<bir::EngineAccumulationType>().unwrap_err()
    );
    assert_ne!(
        "".parse::<klr::AccumCmd>().unwrap_err().enum_path(),
        error.enum_path()
    );
}
