// The items and tests every edition crate compiles, each under its own edition: `include!`d
// source is parsed and resolved with the including crate's edition. Names are written so that
// they need nothing an edition's prelude adds (`TryFrom` is named in full, not imported).

/// The target, with a roster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "snake_case")]
pub enum Stage {
    /// Zero.
    Fetch,
    /// One.
    Decode,
    /// Two.
    WriteBack,
}

/// An infallible crosswalk from 1.
#[crosswalk::crosswalk(to = Stage, base = 1, on_oob = throw("no such step"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Step {
    /// One.
    #[to(Fetch)]
    Fetch = 1,
    /// Two.
    #[to(Decode)]
    Decode = 2,
    /// Three.
    #[to(WriteBack)]
    Retire = 3,
}

/// A fallible crosswalk with a hole and a default.
#[crosswalk::crosswalk(to = Stage, on_oob = default(Fetch))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hazard {
    /// Zero.
    #[to(Decode)]
    Data,
    /// One.
    #[reject("control hazards flush")]
    Control,
    /// Three, after a hole.
    #[to(WriteBack)]
    Structural = 3,
}

#[cfg(test)]
mod tests {
    use super::{Hazard, Stage, Step};
    use crosswalk::{ErrorKind, Roster};

    #[test]
    fn translates() {
        assert_eq!(Step::Retire.translate(), Ok(Stage::WriteBack));
        assert_eq!(Stage::from(Step::Fetch), Stage::Fetch);
        assert_eq!(Step::translate_ordinal(2), Ok(Stage::Decode));
        assert_eq!(
            Step::translate_ordinal(4).unwrap_err().to_string(),
            "no such step"
        );
        assert_eq!(
            <Stage as core::convert::TryFrom<_>>::try_from(Hazard::Structural),
            Ok(Stage::WriteBack)
        );
        assert_eq!(
            Hazard::Control.translate().unwrap_err().kind(),
            ErrorKind::Rejected
        );
        assert_eq!(Hazard::translate_ordinal(2), Ok(Stage::Fetch));
        assert_eq!(
            Step::translate_ordinal(4).unwrap_err().enum_path(),
            concat!(env!("CARGO_CRATE_NAME"), "::Step")
        );
    }

    #[test]
    fn names() {
        assert_eq!(Stage::NAMES, ["fetch", "decode", "write_back"]);
        assert_eq!(Stage::WriteBack.to_string(), "write_back");
        assert_eq!("decode".parse::<Stage>(), Ok(Stage::Decode));
        assert_eq!(
            <Stage as core::convert::TryFrom<_>>::try_from(2_u32),
            Ok(Stage::WriteBack)
        );
        assert_eq!(Step::Retire.ordinal().get(), 3);
        assert_eq!(Step::from_name("Decode"), Some(Step::Decode));
    }
}
