//! A module where `Result`, `Option`, `Ok`, `Err`, `Some`, `None`, `core`, `std`, `crosswalk`,
//! `u32`, `usize`, `str`, `bool`, `From`, `TryFrom`, `Into`, `Copy`, `Clone`, `Sized`,
//! `Default`, `Iterator`, `Display`, `FromStr`, `PartialEq`, `Eq` and the macros `concat!`,
//! `module_path!`, `matches!`, `panic!`, `stringify!` all mean something else.
#![allow(
    non_camel_case_types,
    dead_code,
    unused_macros,
    clippy::upper_case_acronyms,
    clippy::enum_variant_names
)]

/// Not `core::result::Result`.
pub struct Result;
/// Not the prelude's `Ok` (a unit struct, so it lives in the type and value namespaces).
pub struct Ok;
/// Not the prelude's `Err`.
pub struct Err;
/// Not `core::option::Option`; its variants are imported below over `Some` and `None`.
pub enum Option {
    /// Not `Option::Some`.
    Some,
    /// Not `Option::None`.
    None,
}
pub use self::Option::{None, Some};

/// Not the primitive `u32`.
pub type u32 = u8;
/// Not the primitive `usize`.
pub type usize = u16;
/// Not the primitive `str`.
pub type str = [u8];
/// Not the primitive `bool`.
pub type bool = ();

/// Not the `core` crate.
pub mod core {}
/// Not the `std` crate.
pub mod std {}
/// Not the `crosswalk` crate.
pub mod crosswalk {}

/// Not `core::convert::From`.
pub trait From {}
/// Not `core::convert::TryFrom`.
pub trait TryFrom {}
/// Not `core::convert::Into`.
pub trait Into {}
/// Not `core::marker::Copy` (the `derive(Copy)` macro lives in another namespace).
pub trait Copy {}
/// Not `core::clone::Clone`.
pub trait Clone {}
/// Not `core::marker::Sized`.
pub trait Sized {}
/// Not `core::default::Default`.
pub trait Default {}
/// Not `core::iter::Iterator`.
pub trait Iterator {}
/// Not `core::fmt::Display`.
pub trait Display {}
/// Not `core::str::FromStr`.
pub trait FromStr {}
/// Not `core::cmp::PartialEq`.
pub trait PartialEq {}
/// Not `core::cmp::Eq`.
pub trait Eq {}

macro_rules! concat {
    ($($anything:tt)*) => {
        compile_error!("the generated code called an unqualified `concat!`")
    };
}
macro_rules! module_path {
    ($($anything:tt)*) => {
        compile_error!("the generated code called an unqualified `module_path!`")
    };
}
macro_rules! matches {
    ($($anything:tt)*) => {
        compile_error!("the generated code called an unqualified `matches!`")
    };
}
macro_rules! panic {
    ($($anything:tt)*) => {
        compile_error!("the generated code called an unqualified `panic!`")
    };
}
macro_rules! stringify {
    ($($anything:tt)*) => {
        compile_error!("the generated code called an unqualified `stringify!`")
    };
}

/// The IR's numbering, a roster in the hostile module.
#[derive(
    ::core::clone::Clone,
    ::core::marker::Copy,
    Debug,
    ::core::cmp::PartialEq,
    ::core::cmp::Eq,
    ::crosswalk::Roster,
)]
#[roster(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Target {
    /// Zero.
    None,
    /// One.
    Some,
    /// Two.
    Ok,
    /// Three.
    Err,
    /// Four.
    Result,
    /// Five: named after `TryFrom::Error`.
    Error,
    /// Six: named after `Crosswalk::Target`.
    Target,
}

/// An infallible crosswalk declared in the hostile module, with variants named after the
/// shadowed items.
#[::crosswalk::crosswalk(to = Target, base = 1, on_oob = throw("no such ordinal"), unreached = [])]
#[derive(
    ::core::clone::Clone,
    ::core::marker::Copy,
    Debug,
    ::core::cmp::PartialEq,
    ::core::cmp::Eq,
    ::crosswalk::Roster,
)]
pub enum Source {
    /// Maps to `Target::Result`.
    #[to(Result)]
    Result = 1,
    /// Maps to `Target::Ok`.
    #[to(Ok)]
    Ok = 2,
    /// Maps to `Target::Err`.
    #[to(Err)]
    Err = 3,
    /// Maps to `Target::Some`.
    #[to(Some)]
    Some = 4,
    /// Maps to `Target::None`.
    #[to(None)]
    None = 5,
    /// A second source of `Target::Ok`.
    #[to(Ok, alias)]
    Option = 6,
    /// Named after `Crosswalk::Target`.
    #[to(Target)]
    Target = 7,
    /// Named after `TryFrom::Error`.
    #[to(Error)]
    Error = 8,
}

/// Variants named after every associated item of `Crosswalk`, `Roster`, `FromStr` and `TryFrom`.
#[::crosswalk::crosswalk(to = Target, on_oob = throw)]
#[derive(
    ::core::clone::Clone,
    ::core::marker::Copy,
    Debug,
    ::core::cmp::PartialEq,
    ::core::cmp::Eq,
    ::crosswalk::Roster,
)]
pub enum AssociatedNames {
    /// `Crosswalk::Target`.
    #[to(Target)]
    Target,
    /// `TryFrom::Error`.
    #[to(Error)]
    Error,
    /// `FromStr::Err`.
    #[to(Err)]
    Err,
    /// `Crosswalk::SOURCE_PATH`.
    #[to(None)]
    SOURCE_PATH,
    /// `Crosswalk::TARGET_PATH`.
    #[to(None, alias)]
    TARGET_PATH,
    /// `Crosswalk::BASE`.
    #[to(None, alias)]
    BASE,
    /// `Crosswalk::ON_OUT_OF_RANGE`.
    #[to(None, alias)]
    ON_OUT_OF_RANGE,
    /// `Crosswalk::CELLS`.
    #[to(None, alias)]
    CELLS,
    /// `Crosswalk::SOURCES`.
    #[to(None, alias)]
    SOURCES,
    /// `Roster::ENUM_PATH`.
    #[to(Some)]
    ENUM_PATH,
    /// `Roster::VARIANTS`.
    #[to(Some, alias)]
    VARIANTS,
    /// `Roster::NAMES`.
    #[to(Some, alias)]
    NAMES,
    /// `Roster::COUNT`.
    #[reject("COUNT")]
    COUNT,
}

/// A fallible crosswalk with a hole and a soft default (the `padded_outcome_table` path).
#[::crosswalk::crosswalk(to = Target, on_oob = default(None), unreached = [None, Ok, Result, Error, Target])]
#[derive(
    ::core::clone::Clone, ::core::marker::Copy, Debug, ::core::cmp::PartialEq, ::core::cmp::Eq,
)]
pub enum Fallible {
    /// Maps to `Target::Some`.
    #[to(Some)]
    From = 0,
    /// Rejected with a message.
    #[reject("TryFrom is shadowed")]
    TryFrom = 1,
    /// Rejected without one.
    #[reject]
    Copy = 2,
    /// After a hole.
    #[to(Err)]
    Clone = 4,
}

/// A soft default with no holes.
#[::crosswalk::crosswalk(to = Target, on_oob = default(Result))]
#[derive(::core::clone::Clone, ::core::marker::Copy, Debug)]
pub enum Padded {
    /// Maps to `Target::Ok`.
    #[to(Ok)]
    U32,
    /// Maps to `Target::Err`.
    #[to(Err)]
    Usize,
}

/// A throwing crosswalk with a rejected variant and no message (the default `throw`).
#[::crosswalk::crosswalk(to = Target)]
#[derive(::core::clone::Clone, ::core::marker::Copy, Debug)]
pub enum Throwing {
    /// Maps to `Target::None`.
    #[to(None)]
    Str,
    /// Rejected.
    #[reject("no str")]
    Bool,
}

::crosswalk::declare! {
    /// A declaration in the hostile module: every prelude name it could reach for means
    /// something else here.
    #[crosswalk(to = Source, unreached = [Option, Target, Error])]
    pub enum Declared for Target {
        None => None,
        Some => Some,
        Ok => Ok,
        Err => Err,
        #[cfg(all())]
        Result => Result,
        _ => reject("declared"),
    }
}

#[cfg(test)]
mod tests {
    use super::{AssociatedNames, Fallible, Padded, Source, Target, Throwing};
    use ::crosswalk::{ErrorKind, Roster as _};
    use ::std::string::ToString as _;

    #[test]
    fn infallible_crosswalk() {
        assert_eq!(
            Source::Result.translate(),
            ::core::result::Result::Ok(Target::Result)
        );
        assert_eq!(
            <Target as ::core::convert::From<Source>>::from(Source::Option),
            Target::Ok
        );
        assert_eq!(
            Source::translate_ordinal(4),
            ::core::result::Result::Ok(Target::Some)
        );
        let error = Source::translate_ordinal(9).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::OutOfRange);
        assert_eq!(error.to_string(), "no such ordinal");
        assert_eq!(error.enum_path(), "shadowing::hostile::Source");
        assert_eq!(
            Source::from_target(Target::Ok),
            ::core::option::Option::Some(Source::Ok)
        );
        assert_eq!(
            Fallible::from_target(Target::Result),
            ::core::option::Option::None
        );
        assert_eq!(
            Fallible::from_target(Target::Some),
            ::core::option::Option::Some(Fallible::From)
        );
    }

    #[test]
    fn fallible_crosswalk() {
        assert_eq!(
            <Target as ::core::convert::TryFrom<Fallible>>::try_from(Fallible::Clone),
            ::core::result::Result::Ok(Target::Err)
        );
        let error = Fallible::TryFrom.translate().unwrap_err();
        assert_eq!(
            (error.kind(), error.to_string().as_str()),
            (ErrorKind::Rejected, "TryFrom is shadowed")
        );
        assert_eq!(
            Fallible::Copy.translate().unwrap_err().kind(),
            ErrorKind::Rejected
        );
        assert_eq!(
            Fallible::translate_ordinal(3),
            ::core::result::Result::Ok(Target::None)
        );
        assert_eq!(
            Fallible::translate_ordinal(99),
            ::core::result::Result::Ok(Target::None)
        );
        assert_eq!(
            Padded::translate_ordinal(1),
            ::core::result::Result::Ok(Target::Err)
        );
        assert_eq!(
            Padded::translate_ordinal(2),
            ::core::result::Result::Ok(Target::Result)
        );
        assert_eq!(
            Throwing::translate_ordinal(0),
            ::core::result::Result::Ok(Target::None)
        );
        assert_eq!(
            Throwing::translate_ordinal(1).unwrap_err().to_string(),
            "no str"
        );
        assert_eq!(
            Throwing::translate_ordinal(2).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
    }

    #[test]
    fn roster() {
        assert_eq!(
            Target::NAMES,
            ["NONE", "SOME", "OK", "ERR", "RESULT", "ERROR", "TARGET"]
        );
        assert_eq!(Target::Err.to_string(), "ERR");
        assert_eq!(
            "OK".parse::<Target>(),
            ::core::result::Result::Ok(Target::Ok)
        );
        assert_eq!(
            <Target as ::core::convert::TryFrom<::core::primitive::u32>>::try_from(4),
            ::core::result::Result::Ok(Target::Result)
        );
        assert_eq!(Target::from_ordinal(9), ::core::option::Option::None);
        assert_eq!(
            Source::from_name("Option"),
            ::core::option::Option::Some(Source::Option)
        );
        assert_eq!(Source::Option.ordinal().get(), 6);
        assert_eq!(Target::ENUM_PATH, "shadowing::hostile::Target");
    }

    #[test]
    fn variants_named_after_associated_items() {
        assert_eq!(
            AssociatedNames::Target.translate(),
            ::core::result::Result::Ok(Target::Target)
        );
        assert_eq!(
            AssociatedNames::translate_ordinal(1),
            ::core::result::Result::Ok(Target::Error)
        );
        assert_eq!(
            AssociatedNames::translate_ordinal(2),
            ::core::result::Result::Ok(Target::Err)
        );
        assert_eq!(
            AssociatedNames::COUNT.translate().unwrap_err().to_string(),
            "COUNT"
        );
        assert_eq!(
            AssociatedNames::translate_ordinal(13).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(<AssociatedNames as ::crosswalk::Crosswalk>::CELLS.len(), 13);
        assert_eq!(<AssociatedNames as ::crosswalk::Crosswalk>::BASE, 0);
        assert_eq!(<AssociatedNames as ::crosswalk::Roster>::COUNT, 13);
        assert_eq!(
            <AssociatedNames as ::crosswalk::Roster>::NAMES[4],
            "TARGET_PATH"
        );
        assert_eq!(
            "Err".parse::<AssociatedNames>(),
            ::core::result::Result::Ok(AssociatedNames::Err)
        );
        assert_eq!(AssociatedNames::CELLS.to_string(), "CELLS");
        assert_eq!(
            Source::Target.translate(),
            ::core::result::Result::Ok(Target::Target)
        );
        assert_eq!(Target::from(Source::Error), Target::Error);
        assert_eq!(
            "ERROR".parse::<Target>(),
            ::core::result::Result::Ok(Target::Error)
        );
        assert_eq!(
            "TARGET".parse::<Target>(),
            ::core::result::Result::Ok(Target::Target)
        );
    }
}

/// `#[crosswalk::checked]` where `Option`, `Some`, `None`, `bool` and `panic!` are the
/// module's own: the inverse returns `core`'s `Option`, and targets named `Some` and `None` are
/// the module's variants.
///
/// # Panics
///
/// On `Source::Option`, which has no target.
#[::crosswalk::checked(unreached = [], inverse = source_of)]
pub const fn target_of(source: Source) -> Target {
    match source {
        Source::Result => Target::Result,
        Source::Ok => Target::Ok,
        Source::Err => Target::Err,
        Source::Some => Target::Some,
        Source::None => Target::None,
        Source::Option => ::core::panic!("no Option target"),
        Source::Target => Target::Target,
        Source::Error => Target::Error,
    }
}

/// The caller's own error, named after `TryFrom::Error` in the module that shadows `Result`.
#[derive(::core::clone::Clone, ::core::marker::Copy, Debug, ::core::cmp::PartialEq)]
pub enum OwnError {
    /// Any failure, with its ordinal's bits.
    Failed(i128),
}

/// Builds [`OwnError`] from the crosswalk's error.
pub const fn own_error(error: ::crosswalk::Error) -> OwnError {
    OwnError::Failed(error.ordinal())
}

/// A crosswalk returning the caller's error, with variants named after the generated code's
/// bindings.
#[::crosswalk::crosswalk(
    to = Target,
    on_oob = throw,
    error = OwnError,
    error_from = own_error
)]
#[derive(::core::clone::Clone, ::core::marker::Copy, Debug, ::core::cmp::PartialEq)]
pub enum OwnErrors {
    /// Maps to `Target::Ok`.
    #[to(Ok)]
    Ok,
    /// Rejected.
    #[reject]
    Err,
    /// Named after the generated code's parameter.
    #[to(Error)]
    Error,
}
