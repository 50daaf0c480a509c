//! Variants named like the items the macros generate on an enum: its translators and their
//! suffixed forms, the trait's items, and the words generated code could reach for on `Self`. A
//! path to an enum's associated function names its variant instead when one has that name, so
//! generated code must call its own methods as methods, or through hidden twins.
#![allow(non_camel_case_types, clippy::enum_variant_names)]

/// A target whose variants are named the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// One.
    translate,
    /// Two.
    translate_ordinal,
    /// Three.
    from_target,
    /// Four.
    from_target_ordinal,
    /// Five.
    to_target,
    /// Six.
    target_ordinal,
    /// Seven.
    CELLS,
    /// Eight.
    BASE,
    /// Nine.
    Target,
    /// Ten.
    CrosswalkTarget,
}

/// Names the second crosswalk, whose methods carry `_wire`.
#[derive(Debug)]
pub enum Wire {}

/// A byte of the wire format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Byte(pub(crate) u8);

/// Every variant named like a generated item, through an enum crosswalk and a named number one.
#[crosswalk::crosswalk(to = Op, unreached = [])]
#[crosswalk::crosswalk(to = Byte, name = Wire, base = 1)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    /// One.
    #[to(translate, Wire = 1)]
    translate = 1,
    /// Two.
    #[to(translate_ordinal, Wire = 2)]
    translate_ordinal,
    /// Three.
    #[to(from_target, Wire = 3)]
    from_target,
    /// Four.
    #[to(from_target_ordinal, Wire = 4)]
    from_target_ordinal,
    /// Five.
    #[to(to_target, Wire = 5)]
    to_target,
    /// Six.
    #[to(target_ordinal, Wire = 6)]
    target_ordinal,
    /// Seven.
    #[to(CELLS, Wire = 7)]
    CELLS,
    /// Eight.
    #[to(BASE, Wire = 8)]
    BASE,
    /// Nine.
    #[to(Target, Wire = 9)]
    Target,
    /// Ten.
    #[to(CrosswalkTarget, Wire = 10)]
    CrosswalkTarget,
    /// The wire form's methods.
    #[reject]
    #[to(Wire = 11)]
    translate_wire,
    /// See `translate_wire`.
    #[reject]
    #[to(Wire = 12)]
    translate_ordinal_wire,
    /// See `translate_wire`.
    #[reject]
    #[to(Wire = 13)]
    from_target_wire,
    /// See `translate_wire`.
    #[reject]
    #[to(Wire = 14)]
    from_target_ordinal_wire,
    /// See `translate_wire`.
    #[reject]
    #[to(Wire = 15)]
    to_wire,
}

crosswalk::declare! {
    /// The way back, declared apart: the holder has no variants, the source every name.
    #[crosswalk(to = Named, convert)]
    pub enum Back for Op {
        translate => translate,
        translate_ordinal => translate_ordinal,
        from_target => from_target,
        from_target_ordinal => from_target_ordinal,
        to_target => to_target,
        target_ordinal => target_ordinal,
        CELLS => CELLS,
        BASE => BASE,
        Target => Target,
        CrosswalkTarget => CrosswalkTarget,
    }
}

#[cfg(test)]
mod tests {
    use super::{Back, Byte, Named, Op, Wire};
    use crosswalk::Crosswalk;

    /// The methods are called as methods; a function without `self` whose name a variant takes
    /// is reached through the trait, as the user's own code would have to.
    #[test]
    fn every_translator_works_whatever_the_variants_are_named() {
        type Unnamed = crosswalk::Primary;
        assert_eq!(Named::from_target.translate(), Ok(Op::from_target));
        assert_eq!(
            <Named as Crosswalk<Unnamed>>::translate_ordinal(2),
            Ok(Op::translate_ordinal)
        );
        assert_eq!(
            <Named as Crosswalk<Unnamed>>::from_target(Op::CELLS),
            Some(Named::CELLS)
        );
        assert_eq!(
            <Named as Crosswalk<Unnamed>>::from_target_ordinal(crosswalk::Ordinal::new(5)),
            Some(Named::target_ordinal)
        );
        assert_eq!(Named::to_wire.to_wire(), Byte(15));
        assert_eq!(
            <Named as Crosswalk<Wire>>::translate_ordinal(3),
            Ok(Byte(3))
        );
        assert_eq!(
            <Named as Crosswalk<Wire>>::from_target(Byte(11)),
            Some(Named::translate_wire)
        );
        assert_eq!(Named::Target.translate_wire(), Ok(Byte(9)));
        assert_eq!(Back::translate(Op::BASE), Ok(Named::BASE));
        assert_eq!(Named::from(Op::Target), Named::Target);
    }
}
