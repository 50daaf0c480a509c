//! Stands for the [`inkwell`](https://docs.rs/inkwell/0.10.0/inkwell/) crate, version 0.10.0
//! (TheDan64/inkwell, tag `0.10.0`).
//!
//! It keeps inkwell's two comparison predicates, [`IntPredicate`] and [`FloatPredicate`], as
//! src/lib.rs declares them: variant names, order, docs and derives. In inkwell each also carries
//! `#[llvm_enum(LLVM…Predicate)]`, whose expansion converts it to and from llvm-sys's predicate;
//! that expansion is in `foreign_reference::inkwell_predicates`, so this crate needs no llvm-sys.

// From src/lib.rs, inkwell 0.10.0, without the `#[llvm_enum]`/`#[llvm_variant]` attributes.

/// This enum defines how to compare a `left` and `right` `IntValue`.
#[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub enum IntPredicate {
    /// Equal
    EQ,

    /// Not Equal
    NE,

    /// Unsigned Greater Than
    UGT,

    /// Unsigned Greater Than or Equal
    UGE,

    /// Unsigned Less Than
    ULT,

    /// Unsigned Less Than or Equal
    ULE,

    /// Signed Greater Than
    SGT,

    /// Signed Greater Than or Equal
    SGE,

    /// Signed Less Than
    SLT,

    /// Signed Less Than or Equal
    SLE,
}

/// Defines how to compare a `left` and `right` `FloatValue`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FloatPredicate {
    /// Returns true if `left` == `right` and neither are NaN
    OEQ,

    /// Returns true if `left` >= `right` and neither are NaN
    OGE,

    /// Returns true if `left` > `right` and neither are NaN
    OGT,

    /// Returns true if `left` <= `right` and neither are NaN
    OLE,

    /// Returns true if `left` < `right` and neither are NaN
    OLT,

    /// Returns true if `left` != `right` and neither are NaN
    ONE,

    /// Returns true if neither value is NaN
    ORD,

    /// Always returns false
    PredicateFalse,

    /// Always returns true
    PredicateTrue,

    /// Returns true if `left` == `right` or either is NaN
    UEQ,

    /// Returns true if `left` >= `right` or either is NaN
    UGE,

    /// Returns true if `left` > `right` or either is NaN
    UGT,

    /// Returns true if `left` <= `right` or either is NaN
    ULE,

    /// Returns true if `left` < `right` or either is NaN
    ULT,

    /// Returns true if `left` != `right` or either is NaN
    UNE,

    /// Returns true if either value is NaN
    UNO,
}
