//! A target enum written every way a path to it can be: through a type alias, as a raw
//! identifier, from `crate`, `super` and `self`, declared in a function body, named in lower
//! case, and behind a module called `__T`, the name the tables give the target. Each must build
//! and translate as a hand-written `match` does, both ways.

#![allow(non_camel_case_types)]

mod ir {
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Kind {
        Load = 3,
        Store = 7,
        Jump = 9,
    }

    pub type KindAlias = Kind;

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum r#Match {
        r#Arm,
        Guard,
    }

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum lower_kind {
        Low,
        High,
    }
}

#[allow(non_snake_case)]
mod __T {
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Kind {
        A,
        B,
    }
}

mod front {
    #[crosswalk::crosswalk(to = super::ir::KindAlias)]
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum ThroughAlias {
        #[to(Jump)]
        First,
        #[to(Load)]
        Second,
        #[to(Store)]
        Third,
    }

    #[crosswalk::crosswalk(to = crate::ir::r#Match)]
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Raw {
        #[to(Guard)]
        First,
        #[to(r#Arm)]
        Second,
    }

    #[crosswalk::crosswalk(to = self::super::ir::lower_kind)]
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum LowerCase {
        #[to(High)]
        First,
        #[to(Low)]
        Second,
    }
}

#[crosswalk::crosswalk(to = __T::Kind)]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum BehindUnderscoreT {
    #[to(B)]
    First,
    #[to(A)]
    Second,
}

#[test]
fn an_alias_translates_to_its_enum_both_ways() {
    use front::ThroughAlias;
    let expected = |source| match source {
        ThroughAlias::First => ir::Kind::Jump,
        ThroughAlias::Second => ir::Kind::Load,
        ThroughAlias::Third => ir::Kind::Store,
    };
    for source in [
        ThroughAlias::First,
        ThroughAlias::Second,
        ThroughAlias::Third,
    ] {
        assert_eq!(source.translate(), Ok(expected(source)));
        assert_eq!(ThroughAlias::from_target(expected(source)), Some(source));
        assert_eq!(
            ThroughAlias::from_target_ordinal(expected(source) as u32),
            Some(source)
        );
    }
    assert_eq!(ThroughAlias::from_target_ordinal(4), None);
}

#[test]
fn raw_and_lower_case_names_translate() {
    use front::{LowerCase, Raw};
    assert_eq!(Raw::First.translate(), Ok(ir::r#Match::Guard));
    assert_eq!(Raw::Second.translate(), Ok(ir::r#Match::r#Arm));
    assert_eq!(Raw::from_target(ir::r#Match::r#Arm), Some(Raw::Second));
    assert_eq!(LowerCase::First.translate(), Ok(ir::lower_kind::High));
    assert_eq!(LowerCase::Second.translate(), Ok(ir::lower_kind::Low));
    assert_eq!(
        LowerCase::from_target(ir::lower_kind::High),
        Some(LowerCase::First)
    );
}

#[test]
fn a_module_named_like_the_tables_alias_is_the_users() {
    assert_eq!(BehindUnderscoreT::First.translate(), Ok(__T::Kind::B));
    assert_eq!(BehindUnderscoreT::Second.translate(), Ok(__T::Kind::A));
    assert_eq!(
        BehindUnderscoreT::from_target(__T::Kind::A),
        Some(BehindUnderscoreT::Second)
    );
}

#[test]
fn a_target_declared_in_a_function_body() {
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    enum Local {
        P,
        Q,
    }

    #[crosswalk::crosswalk(to = Local, base = 1)]
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    enum Inner {
        #[to(Q)]
        A = 1,
        #[to(P)]
        B,
    }

    assert_eq!(Inner::A.translate(), Ok(Local::Q));
    assert_eq!(Inner::translate_ordinal(2).ok(), Some(Local::P));
    assert!(Inner::translate_ordinal(3).is_err());
    assert_eq!(Inner::from_target(Local::P), Some(Inner::B));
}
