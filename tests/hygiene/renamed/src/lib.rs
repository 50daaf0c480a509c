//! Hygiene: the `crosswalk` dependency renamed to `crosswalk_renamed`, so that `::crosswalk` does
//! not resolve here. `#[crosswalk(crate = ::crosswalk_renamed)]` must route every generated path
//! through the new name.

use crosswalk_renamed::bir::EngineType;

/// The target: local, with no derive beyond `Clone` and `Copy` and friends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Port {
    /// Zero.
    Input,
    /// One.
    Output,
}

/// Every cell maps, throwing.
#[crosswalk_renamed::crosswalk(to = Port, crate = ::crosswalk_renamed)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Zero.
    #[to(Input)]
    In,
    /// One.
    #[to(Output)]
    Out,
}

/// A rejection, a hole and a default, onto a foreign target (whose roster `crosswalk` derived).
#[crosswalk_renamed::crosswalk(
    to = EngineType,
    base = 1,
    on_oob = default(Unassigned),
    crate = crosswalk_renamed
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// One.
    #[to(Pool)]
    Pool = 1,
    /// Two.
    #[reject("not an engine")]
    Host = 2,
    /// Four.
    #[to(Dma)]
    Dma = 4,
}

/// Throwing with a message, a rejection without one.
#[crosswalk_renamed::crosswalk(to = Port, on_oob = throw("bad port"), crate = ::crosswalk_renamed)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pin {
    /// Zero.
    #[to(Input)]
    Rx,
    /// One.
    #[reject]
    Ground,
}

#[cfg(test)]
mod tests {
    use super::{Direction, Engine, Pin, Port};
    use crosswalk_renamed::bir::EngineType;
    use crosswalk_renamed::{Crosswalk, ErrorKind};

    #[test]
    fn renamed_runtime() {
        assert_eq!(Port::from(Direction::Out), Port::Output);
        assert_eq!(Direction::translate_ordinal(0), Ok(Port::Input));
        assert_eq!(
            Direction::translate_ordinal(2).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(EngineType::try_from(Engine::Dma), Ok(EngineType::Dma));
        assert_eq!(
            Engine::Host.translate().unwrap_err().to_string(),
            "not an engine"
        );
        assert_eq!(Engine::translate_ordinal(3), Ok(EngineType::Unassigned));
        assert_eq!(EngineType::Dma.name(), "DMA");
        assert_eq!(
            Pin::translate_ordinal(1).unwrap_err().kind(),
            ErrorKind::Rejected
        );
        assert_eq!(
            Pin::translate_ordinal(2).unwrap_err().to_string(),
            "bad port"
        );
        assert_eq!(<Pin as Crosswalk>::SOURCES, [Pin::Rx, Pin::Ground]);
        assert_eq!(crosswalk_renamed::table_image::<Engine>().count(), 16);
    }
}
