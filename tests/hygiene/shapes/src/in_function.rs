//! Target and source declared inside a function body, where there is no module path to name them
//! by and `impl` blocks attach to items in a block scope.

use crosswalk::Crosswalk;

/// Translates a raw lane ordinal through a crosswalk declared in this function's body, and reads
/// the raw ordinal of the result.
#[must_use]
pub fn lane_ordinal(raw: u32) -> Option<u32> {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    enum Lane {
        Scalar = 1,
        Vector = 2,
    }

    #[crosswalk::crosswalk(to = Lane, base = 100, on_oob = throw("no such lane"))]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Width {
        #[to(Scalar)]
        One = 100,
        #[to(Vector)]
        Many = 101,
        #[to(Vector, alias)]
        Wide = 102,
    }

    debug_assert_eq!(Lane::from(Width::Wide), Lane::Vector);
    Width::translate_ordinal(raw)
        .ok()
        .map(|lane| <Width as Crosswalk>::target_ordinal(lane).get())
}

#[cfg(test)]
mod tests {
    use super::lane_ordinal;
    use crosswalk::{ErrorKind, Roster};

    #[test]
    fn function_scoped_crosswalk() {
        assert_eq!(lane_ordinal(100), Some(1));
        assert_eq!(lane_ordinal(102), Some(2));
        assert_eq!(lane_ordinal(99), None);
        assert_eq!(lane_ordinal(103), None);
    }

    #[test]
    fn test_scoped_crosswalk_with_rejection() {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
        #[roster(rename_all = "UPPERCASE")]
        enum Bit {
            Zero,
            One,
        }

        #[crosswalk::crosswalk(to = Bit, on_oob = default(Zero))]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Trit {
            #[to(Zero)]
            Low,
            #[to(One)]
            High,
            #[reject("a trit's third state has no bit")]
            Unknown,
        }

        assert_eq!(Bit::try_from(Trit::High), Ok(Bit::One));
        let error = Bit::try_from(Trit::Unknown).unwrap_err();
        assert_eq!(
            (error.kind(), error.to_string().as_str()),
            (ErrorKind::Rejected, "a trit's third state has no bit")
        );
        assert_eq!(Trit::translate_ordinal(7), Ok(Bit::Zero));
        assert_eq!(Bit::NAMES, ["ZERO", "ONE"]);
        assert_eq!("ONE".parse::<Bit>(), Ok(Bit::One));
        assert!(error.enum_path().starts_with("shapes::in_function::tests"));
    }
}
