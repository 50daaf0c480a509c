//! Crosswalks and rosters in a `#![no_implicit_prelude]` module: no `Option`, `Result`, `Some`,
//! `Ok`, `From`, `TryFrom`, `Copy`, no `derive` macros by their short names. Everything the
//! generated code uses must be reached through an absolute path.
#![no_implicit_prelude]

/// The target.
#[derive(
    ::core::clone::Clone,
    ::core::marker::Copy,
    ::core::fmt::Debug,
    ::core::cmp::PartialEq,
    ::core::cmp::Eq,
    ::crosswalk::Roster,
)]
#[roster(rename_all = "kebab-case")]
pub enum Engine {
    /// Zero.
    VectorEngine,
    /// One.
    ScalarEngine,
    /// Two.
    GpSimd,
}

/// Infallible and throwing.
#[::crosswalk::crosswalk(to = Engine, base = 2, on_oob = throw("no engine"))]
#[derive(
    ::core::clone::Clone,
    ::core::marker::Copy,
    ::core::fmt::Debug,
    ::core::cmp::PartialEq,
    ::core::cmp::Eq,
    ::crosswalk::Roster,
)]
pub enum Queue {
    /// Two.
    #[to(VectorEngine)]
    Dve = 2,
    /// Three.
    #[to(ScalarEngine)]
    Act = 3,
    /// Four.
    #[to(GpSimd)]
    Pool = 4,
}

/// Fallible, with a hole and a soft default.
#[::crosswalk::crosswalk(to = Engine, on_oob = default(GpSimd), unreached = [GpSimd])]
#[derive(::core::clone::Clone, ::core::marker::Copy, ::core::fmt::Debug)]
pub enum Legacy {
    /// Zero.
    #[to(VectorEngine)]
    Vector,
    /// One.
    #[reject("retired")]
    Retired,
    /// Three.
    #[to(ScalarEngine)]
    Scalar = 3,
}

/// Padded default table, every cell mapping.
#[::crosswalk::crosswalk(to = Engine, on_oob = default(VectorEngine))]
#[derive(::core::clone::Clone, ::core::marker::Copy, ::core::fmt::Debug)]
pub enum Padded {
    /// Zero.
    #[to(GpSimd)]
    Gp,
}

/// The engine a queue number past the fixed ones runs on: the number's parity.
pub const fn engine_from_raw(raw: u8) -> Engine {
    if raw % 2 == 0 {
        Engine::VectorEngine
    } else {
        Engine::ScalarEngine
    }
}

/// Computed past its cells, one of them rejected.
#[::crosswalk::crosswalk(to = Engine, on_oob = compute(self::engine_from_raw))]
#[derive(::core::clone::Clone, ::core::marker::Copy, ::core::fmt::Debug)]
#[repr(u8)]
pub enum Computed {
    /// Zero.
    #[to(GpSimd)]
    Pool = 0,
    /// Two.
    #[reject("queue 2 is reserved")]
    Reserved = 2,
}

#[cfg(test)]
mod tests {
    use super::{Computed, Engine, Legacy, Padded, Queue};
    use ::core::result::Result::{Err, Ok};
    use ::crosswalk::{ErrorKind, Roster as _};
    use ::std::string::ToString as _;
    use ::std::{assert, assert_eq};

    #[test]
    fn a_computed_fallback_without_a_prelude() {
        assert_eq!(Computed::translate_ordinal(0), Ok(Engine::GpSimd));
        assert_eq!(Computed::translate_ordinal(1), Ok(Engine::ScalarEngine));
        assert_eq!(Computed::translate_ordinal(4), Ok(Engine::VectorEngine));
        assert_eq!(
            Computed::translate_ordinal(u8::MAX),
            Ok(Engine::ScalarEngine)
        );
        assert_eq!(
            Computed::translate_ordinal(2).unwrap_err().kind(),
            ErrorKind::Rejected
        );
    }

    #[test]
    fn without_a_prelude() {
        assert_eq!(Queue::translate_ordinal(3), Ok(Engine::ScalarEngine));
        assert_eq!(
            Queue::translate_ordinal(5).unwrap_err().to_string(),
            "no engine"
        );
        assert_eq!(
            <Engine as ::core::convert::From<Queue>>::from(Queue::Pool),
            Engine::GpSimd
        );
        assert_eq!(Queue::Dve.translate(), Ok(Engine::VectorEngine));
        assert_eq!(
            <Engine as ::core::convert::TryFrom<Legacy>>::try_from(Legacy::Scalar),
            Ok(Engine::ScalarEngine)
        );
        assert_eq!(
            Legacy::translate_ordinal(1).map_err(|error| error.kind()),
            Err(ErrorKind::Rejected)
        );
        assert_eq!(Legacy::translate_ordinal(2), Ok(Engine::GpSimd));
        assert_eq!(Padded::translate_ordinal(0), Ok(Engine::GpSimd));
        assert_eq!(Padded::translate_ordinal(1), Ok(Engine::VectorEngine));
        assert_eq!(Engine::NAMES, ["vector-engine", "scalar-engine", "gp-simd"]);
        assert_eq!("gp-simd".parse::<Engine>(), Ok(Engine::GpSimd));
        assert!("GpSimd".parse::<Engine>().is_err());
        assert_eq!(Queue::Pool.ordinal().get(), 4);
        assert_eq!(<Queue as ::crosswalk::Crosswalk>::BASE, 2);
        assert_eq!(
            Queue::from_target(Engine::GpSimd),
            ::core::option::Option::Some(Queue::Pool)
        );
        assert!(Legacy::from_target(Engine::GpSimd).is_none());
    }
}

/// `#[crosswalk::checked]` without a prelude: its checks and inverse name nothing unqualified.
#[::crosswalk::checked(unreached = [], inverse = queue_of)]
pub const fn engine_of(queue: Queue) -> Engine {
    match queue {
        Queue::Dve => Engine::VectorEngine,
        Queue::Act => Engine::ScalarEngine,
        Queue::Pool => Engine::GpSimd,
    }
}
