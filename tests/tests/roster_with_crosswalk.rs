//! `#[derive(Roster)]` on an enum that has a crosswalk: the crosswalk's variant attributes are
//! the crosswalk's, whether `#[crosswalk]` comes before the derive or after it, and when the
//! crosswalk depends on a `cfg` (the enum is then handed to a derive of the crosswalk's).

use crosswalk::Roster;

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        Add,
        Sub,
    }
}

/// The attribute first, as usual.
#[crosswalk::crosswalk(to = ir::Op)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
enum Before {
    #[to(Add)]
    Plus,
    #[to(Sub)]
    Minus,
    #[reject("no multiply")]
    Times,
}

/// The derive first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[crosswalk::crosswalk(to = ir::Op)]
enum After {
    #[to(Add)]
    Plus,
    #[to(Sub)]
    Minus,
}

/// A crosswalk under a `cfg`, and a variant under one.
#[crosswalk::crosswalk(to = ir::Op, cfg(not(any())))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
enum Configured {
    #[to(Add)]
    Plus,
    #[cfg(any())]
    #[to(Sub)]
    Gone,
    #[unreachable]
    Minus,
}

#[test]
fn the_roster_and_the_crosswalk_both_hold() {
    assert_eq!(Before::Plus.translate(), Ok(ir::Op::Add));
    assert!(Before::Times.translate().is_err());
    assert_eq!(Before::Minus.to_string(), "Minus");
    assert_eq!(After::Minus.translate(), Ok(ir::Op::Sub));
    assert_eq!(After::Plus.to_string(), "Plus");
    assert_eq!(Configured::Plus.translate(), Ok(ir::Op::Add));
    assert_eq!(Configured::Minus.to_string(), "Minus");
}
