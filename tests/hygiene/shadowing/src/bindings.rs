//! A module whose constants are named like the generated code's local bindings (`index`,
//! `variant`) and tables (`TABLE`, `TARGETS`, `OUTCOMES`). A binding pattern that resolves to a
//! constant in scope stops being a binding (a refutable pattern, or a type mismatch), and
//! `Span::mixed_site` does not help: items still resolve at the call site. So the generated code
//! names its internal bindings `__index`, `__slot`, … (as serde does).
//!
//! Not covered: parameter names that rustdoc shows (`translate_ordinal(ordinal)`,
//! `from_target(target)`, `from(source)`, `fmt(&self, formatter)`, `from_name(name)`). They read
//! as documentation, and like the parameters of std's own derives (`eq(&self, other)`), a
//! lowercase constant of the same name (which `non_upper_case_globals` already flags) breaks them
//! just as it breaks a hand-written `fn f(ordinal: u32)`.
#![allow(non_upper_case_globals, dead_code)]

/// Would turn `let index = …` into a refutable pattern.
pub const index: usize = 7;
/// Would turn a `variant` binding into a pattern.
pub const variant: u32 = 7;
/// Would turn the formatter parameter of `Display::fmt` into a pattern.
pub const f: u32 = 7;
/// The names of the generated tables, as items in the enclosing scope.
pub const TABLE: u32 = 7;
/// See [`TABLE`].
pub const TARGETS: u32 = 7;
/// See [`TABLE`].
pub const OUTCOMES: u32 = 7;

/// A roster target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Unit {
    /// Zero.
    Alu,
    /// One.
    Mem,
    /// Two.
    Branch,
}

/// Every cell maps, throwing: the raw path reads the typed table from `base`.
#[crosswalk::crosswalk(to = Unit, base = 1)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Checked {
    /// One.
    #[to(Alu)]
    Add = 1,
    /// Two.
    #[to(Mem)]
    Load = 2,
}

/// Every cell maps, with a default.
#[crosswalk::crosswalk(to = Unit, on_oob = default(Branch))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Padded {
    /// Zero.
    #[to(Alu)]
    Add,
    /// One.
    #[to(Mem)]
    Load,
}

/// A hole and a rejected variant (`padded_outcome_table`), fallible (`TryFrom`).
#[crosswalk::crosswalk(to = Unit)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Zero.
    #[to(Alu)]
    Add,
    /// One.
    #[reject]
    Halt,
    /// After a hole.
    #[to(Branch)]
    Jump = 3,
}

#[cfg(test)]
mod tests {
    use super::{Checked, Outcome, Padded, Unit};
    use crosswalk::ErrorKind;

    #[test]
    fn translators_ignore_constants_named_like_their_locals() {
        assert_eq!(Checked::translate_ordinal(2), Ok(Unit::Mem));
        assert_eq!(
            Checked::translate_ordinal(0).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(Unit::from(Checked::Add), Unit::Alu);
        assert_eq!(Padded::translate_ordinal(1), Ok(Unit::Mem));
        assert_eq!(Padded::translate_ordinal(7), Ok(Unit::Branch));
        assert_eq!(Outcome::translate_ordinal(3), Ok(Unit::Branch));
        assert_eq!(
            Outcome::translate_ordinal(1).unwrap_err().kind(),
            ErrorKind::Rejected
        );
        assert_eq!(
            Outcome::translate_ordinal(2).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(Unit::try_from(Outcome::Jump), Ok(Unit::Branch));
        assert_eq!(Unit::Branch.to_string(), "Branch");
        assert_eq!("Mem".parse::<Unit>(), Ok(Unit::Mem));
        assert_eq!(Unit::try_from(2_u32), Ok(Unit::Branch));
        assert_eq!(Checked::from_name("Load"), Some(Checked::Load));
    }
}
