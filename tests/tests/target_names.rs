//! Targets whose names could collide with what the expansion names internally: a number type and
//! an enum both called `CrosswalkTarget`, at the top of the path and behind a module, and a
//! number type declared inside a function body. Each must build and translate.

#[derive(Clone, Copy, PartialEq, Debug)]
struct CrosswalkTarget(u8);

mod inner {
    #[derive(Clone, Copy, PartialEq, Debug)]
    pub enum CrosswalkTarget {
        Low,
        High,
    }
}

#[crosswalk::crosswalk(to = CrosswalkTarget)]
#[derive(Clone, Copy, PartialEq, Debug)]
enum ByNumber {
    #[to(0x0e)]
    Add,
    #[to(0x0f)]
    Sub,
}

#[crosswalk::crosswalk(to = inner::CrosswalkTarget)]
#[derive(Clone, Copy, PartialEq, Debug)]
enum ByName {
    #[to(High)]
    Up,
    #[to(Low)]
    Down,
}

#[test]
fn a_number_type_named_crosswalk_target() {
    assert_eq!(CrosswalkTarget::from(ByNumber::Sub), CrosswalkTarget(0x0f));
    assert_eq!(ByNumber::translate_ordinal(0), Ok(CrosswalkTarget(0x0e)));
    assert_eq!(
        ByNumber::from_target(CrosswalkTarget(0x0f)),
        Some(ByNumber::Sub)
    );
    assert_eq!(ByNumber::from_target(CrosswalkTarget(0x10)), None);
    let ordinal = <ByNumber as crosswalk::Crosswalk>::target_ordinal(CrosswalkTarget(0x0e));
    assert_eq!(ordinal.get(), 0x0e);
}

#[test]
fn an_enum_named_crosswalk_target_behind_a_module() {
    assert_eq!(
        inner::CrosswalkTarget::from(ByName::Up),
        inner::CrosswalkTarget::High
    );
    assert_eq!(
        ByName::from_target(inner::CrosswalkTarget::Low),
        Some(ByName::Down)
    );
    let ordinal = <ByName as crosswalk::Crosswalk>::target_ordinal(inner::CrosswalkTarget::High);
    assert_eq!(ordinal.get(), 1);
}

#[test]
fn a_number_type_declared_in_a_function_body() {
    #[derive(Clone, Copy, PartialEq, Debug)]
    struct Local(u16);

    #[crosswalk::crosswalk(to = Local, base = 3, on_oob = default(0xffff))]
    #[derive(Clone, Copy, PartialEq, Debug)]
    enum Front {
        #[to(7)]
        A = 3,
        #[to(9)]
        B,
    }

    assert_eq!(Front::translate_ordinal(4), Ok(Local(9)));
    assert_eq!(Front::translate_ordinal(2), Ok(Local(0xffff)));
    assert_eq!(Front::from_target(Local(7)), Some(Front::A));
}

/// Names the runtime's target-form helpers also use, as the user's own types: the block that
/// probes the target's form imports only the stand-in, so none of these collide with it.
mod helper_names {
    #[derive(Clone, Copy, PartialEq, Debug)]
    pub struct Field(pub(crate) u8);

    #[derive(Clone, Copy, PartialEq, Debug)]
    pub enum TakesNames {
        Yes,
        No,
    }
}

use helper_names::{Field, TakesNames};

#[crosswalk::crosswalk(to = Field)]
#[derive(Clone, Copy, PartialEq, Debug)]
enum Bits {
    #[to(1)]
    Low,
    #[to(2)]
    High,
}

#[crosswalk::crosswalk(to = TakesNames)]
#[derive(Clone, Copy, PartialEq, Debug)]
enum Answer {
    #[to(Yes)]
    Agree,
    #[to(No)]
    Refuse,
}

#[test]
fn targets_named_like_the_runtimes_helpers() {
    assert_eq!(Field::from(Bits::High), Field(2));
    assert_eq!(Bits::from_target(Field(1)), Some(Bits::Low));
    assert_eq!(TakesNames::from(Answer::Refuse), TakesNames::No);
    assert_eq!(Answer::from_target(TakesNames::Yes), Some(Answer::Agree));
}
