//! A ten-arm translation `match` as real code writes one (integer predicates onto condition
//! codes), for the benchmark and the code-shape probes of `#[crosswalk::checked]`: the function
//! under the attribute with its generated inverse, and the inverse written by hand.

/// An integer comparison, as a front end names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Predicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

/// A machine's condition code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Cond {
    Equal,
    NotEqual,
    Above,
    AboveOrEqual,
    Below,
    BelowOrEqual,
    Greater,
    GreaterOrEqual,
    Less,
    LessOrEqual,
    Overflow,
}

/// Every condition code.
pub const EVERY_COND: [Cond; 11] = [
    Cond::Equal,
    Cond::NotEqual,
    Cond::Above,
    Cond::AboveOrEqual,
    Cond::Below,
    Cond::BelowOrEqual,
    Cond::Greater,
    Cond::GreaterOrEqual,
    Cond::Less,
    Cond::LessOrEqual,
    Cond::Overflow,
];

/// Writes the forward function, named `$name`, under the attributes given: a probe writes it
/// twice, with `#[crosswalk::checked]` and without, from this one source.
#[macro_export]
macro_rules! predicate_cond {
    ($(#[$attribute:meta])* $name:ident) => {
        $(#[$attribute])*
        #[inline(never)]
        pub fn $name(predicate: $crate::predicates::Predicate) -> $crate::predicates::Cond {
            use $crate::predicates::{Cond, Predicate};
            match predicate {
                Predicate::Eq => Cond::Equal,
                Predicate::Ne => Cond::NotEqual,
                Predicate::Ugt => Cond::Above,
                Predicate::Uge => Cond::AboveOrEqual,
                Predicate::Ult => Cond::Below,
                Predicate::Ule => Cond::BelowOrEqual,
                Predicate::Sgt => Cond::Greater,
                Predicate::Sge => Cond::GreaterOrEqual,
                Predicate::Slt => Cond::Less,
                Predicate::Sle => Cond::LessOrEqual,
            }
        }
    };
}

predicate_cond!(
    /// Lowers a predicate to its condition code.
    #[crosswalk::checked(unreached = [Cond::Overflow], inverse = predicate_of)]
    cond
);

/// The inverse of [`cond`] as one writes it by hand.
#[must_use]
pub fn hand_predicate_of(cond: Cond) -> Option<Predicate> {
    match cond {
        Cond::Equal => Some(Predicate::Eq),
        Cond::NotEqual => Some(Predicate::Ne),
        Cond::Above => Some(Predicate::Ugt),
        Cond::AboveOrEqual => Some(Predicate::Uge),
        Cond::Below => Some(Predicate::Ult),
        Cond::BelowOrEqual => Some(Predicate::Ule),
        Cond::Greater => Some(Predicate::Sgt),
        Cond::GreaterOrEqual => Some(Predicate::Sge),
        Cond::Less => Some(Predicate::Slt),
        Cond::LessOrEqual => Some(Predicate::Sle),
        Cond::Overflow => None,
    }
}
