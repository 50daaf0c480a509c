//! A source with holes in its discriminants (1, 2, 5, 9), under each `on_oob` policy.

/// The target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Axis {
    /// The partition axis.
    Partition,
    /// The free axis.
    Free,
    /// Neither.
    Unknown,
}

/// Holes under the default `throw`.
#[crosswalk::crosswalk(to = Axis, base = 1)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thrown {
    /// One.
    #[to(Partition)]
    P = 1,
    /// Two.
    #[to(Free)]
    F = 2,
    /// Five.
    #[to(Free, alias)]
    G = 5,
    /// Nine.
    #[to(Partition, alias)]
    Q = 9,
}

/// Holes under `throw("…")`, with a rejection.
#[crosswalk::crosswalk(to = Axis, base = 1, on_oob = throw("no such axis"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThrownWithMessage {
    /// One.
    #[to(Partition)]
    P = 1,
    /// Two.
    #[reject("axis 2 is reserved")]
    R = 2,
    /// Five.
    #[to(Free)]
    F = 5,
    /// Nine.
    #[to(Unknown)]
    U = 9,
}

/// Holes under `default(…)`; the ordinal below `base` takes the default too.
#[crosswalk::crosswalk(to = Axis, base = 1, on_oob = default(Unknown))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Defaulted {
    /// Zero, below `base`: no outcome declared, so it takes the default.
    Below = 0,
    /// One.
    #[to(Partition)]
    P = 1,
    /// Two.
    #[to(Free)]
    F = 2,
    /// Five.
    #[to(Free, alias)]
    G = 5,
    /// Nine.
    #[to(Partition, alias)]
    Q = 9,
}

#[cfg(test)]
mod tests {
    use super::{Axis, Defaulted, Thrown, ThrownWithMessage};
    use crosswalk::{Crosswalk, ErrorKind};

    const HOLES: [u32; 5] = [3, 4, 6, 7, 8];

    #[test]
    fn holes_throw() {
        for (ordinal, expected) in [
            (1, Axis::Partition),
            (2, Axis::Free),
            (5, Axis::Free),
            (9, Axis::Partition),
        ] {
            assert_eq!(
                Thrown::translate_ordinal(ordinal),
                Ok(expected),
                "ordinal {ordinal}"
            );
        }
        for ordinal in HOLES.into_iter().chain([0, 10, u32::MAX]) {
            let error = Thrown::translate_ordinal(ordinal).unwrap_err();
            assert_eq!(error.kind(), ErrorKind::OutOfRange, "ordinal {ordinal}");
            assert!(error.to_string().contains("Thrown"), "{error}");
        }
        assert_eq!(Axis::from(Thrown::G), Axis::Free);
        assert_eq!(<Thrown as Crosswalk>::CELLS.len(), 9);
    }

    #[test]
    fn holes_throw_with_message() {
        assert_eq!(ThrownWithMessage::translate_ordinal(9), Ok(Axis::Unknown));
        assert_eq!(
            ThrownWithMessage::translate_ordinal(2)
                .unwrap_err()
                .to_string(),
            "axis 2 is reserved"
        );
        for ordinal in HOLES.into_iter().chain([0, 10]) {
            let error = ThrownWithMessage::translate_ordinal(ordinal).unwrap_err();
            assert_eq!(
                (error.kind(), error.to_string().as_str()),
                (ErrorKind::OutOfRange, "no such axis")
            );
        }
        assert_eq!(Axis::try_from(ThrownWithMessage::F), Ok(Axis::Free));
    }

    #[test]
    fn holes_default() {
        for ordinal in HOLES.into_iter().chain([0, 10, u32::MAX]) {
            assert_eq!(
                Defaulted::translate_ordinal(ordinal),
                Ok(Axis::Unknown),
                "ordinal {ordinal}"
            );
        }
        assert_eq!(Defaulted::translate_ordinal(5), Ok(Axis::Free));
        assert_eq!(Defaulted::Below.translate(), Ok(Axis::Unknown));
        assert_eq!(Axis::from(Defaulted::Q), Axis::Partition);
    }
}
