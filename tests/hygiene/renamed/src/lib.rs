//! Hygiene: the `crosswalk` dependency renamed to `crosswalk_renamed`, so that `::crosswalk` does
//! not resolve here. `#[crosswalk(crate = ::crosswalk_renamed)]` and
//! `#[roster(crate = ::crosswalk_renamed)]` must route every generated path through the new name.

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

/// A local target with a roster derived through the renamed crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk_renamed::Roster)]
#[roster(rename_all = "kebab-case", crate = ::crosswalk_renamed)]
pub enum Lane {
    /// Zero.
    FastPath,
    /// One.
    #[roster(name = "slow")]
    SlowPath,
    /// Two: no source reaches it.
    Spare,
}

/// Both macros on one enum, each told where the runtime is (a bare path, without `::`, for the
/// roster); `unreached` needs the target's roster.
#[crosswalk_renamed::crosswalk(to = Lane, crate = ::crosswalk_renamed, unreached = [Spare])]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk_renamed::Roster)]
#[roster(crate = crosswalk_renamed)]
pub enum Route {
    /// Zero.
    #[to(FastPath)]
    Express,
    /// One.
    #[to(SlowPath)]
    Local,
}

crosswalk_renamed::declare! {
    /// A declaration through the renamed crate, and one under `cfg`, which goes through the
    /// renamed crate's hidden derive.
    #[crosswalk(to = Direction, crate = ::crosswalk_renamed)]
    pub enum Back for Port {
        Input => In,
        Output => Out,
    }

    /// See [`Back`].
    #[crosswalk(to = Direction, crate = ::crosswalk_renamed)]
    pub enum ConfiguredBack for Port {
        #[cfg(all())]
        Input => In,
        Output => Out,
    }
}

#[cfg(test)]
mod tests {
    use super::{Direction, Engine, Lane, Pin, Port, Route};
    use crosswalk_renamed::bir::EngineType;
    use crosswalk_renamed::{Crosswalk, ErrorKind, ParseNameError, Roster};

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
        assert_eq!(<Pin as Crosswalk>::CELLS.len(), 2);
        assert_eq!(<Engine as Crosswalk>::table_image().count(), 16);
    }

    #[test]
    fn renamed_roster() {
        assert_eq!(Lane::NAMES, ["fast-path", "slow", "spare"]);
        assert_eq!(<Lane as Roster>::COUNT, 3);
        assert_eq!(Lane::SlowPath.to_string(), "slow");
        assert_eq!("spare".parse::<Lane>(), Ok(Lane::Spare));
        let error: ParseNameError = "Spare".parse::<Lane>().unwrap_err();
        assert_eq!(error.expected(), Lane::NAMES);
        assert_eq!(Lane::try_from(1_u32), Ok(Lane::SlowPath));
        assert_eq!(
            Lane::try_from(3_u32).unwrap_err().kind(),
            ErrorKind::UnknownOrdinal
        );
        assert_eq!(Lane::Spare.ordinal().get(), 2);
        assert_eq!(Lane::from_name("fast-path"), Some(Lane::FastPath));

        assert_eq!(Lane::from(Route::Local), Lane::SlowPath);
        assert_eq!(Route::NAMES, ["Express", "Local"]);
        assert_eq!(
            "Local".parse::<Route>().map(Route::translate),
            Ok(Ok(Lane::SlowPath))
        );
        assert_eq!(
            <Route as Crosswalk>::unreached().collect::<Vec<_>>(),
            [Lane::Spare]
        );
    }
}

/// `#[crosswalk::checked]` under the renamed dependency: its expansion names nothing of the
/// crate, so it takes no `crate =`.
#[crosswalk_renamed::checked(unreached = [], inverse = direction_of)]
#[must_use]
pub fn port_of(direction: Direction) -> Port {
    match direction {
        Direction::In => Port::Input,
        Direction::Out => Port::Output,
    }
}
