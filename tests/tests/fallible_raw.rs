//! The raw path of fallible crosswalks, which reads the typed path's tables: holes under either
//! policy, a base below the lowest discriminant, ordinals below the base and past the end.

use crosswalk::{Error, ErrorKind};

mod wire {
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Code {
        Ten = 10,
        Twenty = 20,
        Thirty = 30,
    }
}

/// Cells from 2: holes at 2, 3 (below the lowest variant) and 6; rejected 5.
#[crosswalk::crosswalk(to = wire::Code, base = 2, on_oob = default(Thirty))]
#[derive(Clone, Copy, Debug, PartialEq)]
enum SoftGaps {
    #[to(Ten)]
    Four = 4,
    #[reject("five is refused")]
    Five = 5,
    #[to(Twenty)]
    Seven = 7,
}

/// The same cells under `throw`.
#[crosswalk::crosswalk(to = wire::Code, base = 2, on_oob = throw("no such gap"))]
#[derive(Clone, Copy, Debug, PartialEq)]
enum HardGaps {
    #[to(Ten)]
    Four = 4,
    #[reject("five is refused")]
    Five = 5,
    #[to(Twenty)]
    Seven = 7,
}

fn assert_error(got: Result<wire::Code, Error>, kind: ErrorKind, message: &str, ordinal: u32) {
    let error = got.expect_err(message);
    assert_eq!(error.kind(), kind, "{error:?}");
    assert_eq!(error.declared_message(), Some(message), "{error:?}");
    assert_eq!(error.ordinal(), i128::from(ordinal), "{error:?}");
}

#[test]
fn under_default_every_ordinal_without_a_cell_takes_the_default() {
    use wire::Code::{Ten, Thirty, Twenty};
    for ordinal in [0, 1, 2, 3, 6, 8, 9, 1000, u32::MAX] {
        assert_eq!(
            SoftGaps::translate_ordinal(ordinal),
            Ok(Thirty),
            "{ordinal}"
        );
    }
    assert_eq!(SoftGaps::translate_ordinal(4), Ok(Ten));
    assert_eq!(SoftGaps::translate_ordinal(7), Ok(Twenty));
    assert_error(
        SoftGaps::translate_ordinal(5),
        ErrorKind::Rejected,
        "five is refused",
        5,
    );
    assert_eq!(SoftGaps::Four.translate(), Ok(Ten));
    assert_eq!(SoftGaps::Seven.translate(), Ok(Twenty));
    assert_error(
        SoftGaps::Five.translate(),
        ErrorKind::Rejected,
        "five is refused",
        5,
    );
}

#[test]
fn under_throw_every_ordinal_without_a_cell_is_out_of_range() {
    use wire::Code::{Ten, Twenty};
    for ordinal in [0, 1, 2, 3, 6, 8, 9, 1000, u32::MAX] {
        assert_error(
            HardGaps::translate_ordinal(ordinal),
            ErrorKind::OutOfRange,
            "no such gap",
            ordinal,
        );
    }
    assert_eq!(HardGaps::translate_ordinal(4), Ok(Ten));
    assert_eq!(HardGaps::translate_ordinal(7), Ok(Twenty));
    assert_error(
        HardGaps::translate_ordinal(5),
        ErrorKind::Rejected,
        "five is refused",
        5,
    );
    assert_eq!(HardGaps::Four.translate(), Ok(Ten));
    assert_eq!(HardGaps::Seven.translate(), Ok(Twenty));
    assert_error(
        HardGaps::Five.translate(),
        ErrorKind::Rejected,
        "five is refused",
        5,
    );
}
