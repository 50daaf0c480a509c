//! A deprecated variant, or a deprecated enum, is still listed, named and parsed, and the
//! derive's own uses of it warn of nothing: this whole test crate denies warnings, so one would
//! fail its build. The enums are private and read through the trait, so an unused generated
//! function would warn too.
#![deny(warnings)]

use crosswalk::Roster;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[repr(u8)]
#[roster(rename_all = "snake_case")]
enum Opcode {
    Load = 1,
    #[deprecated = "use `Load`"]
    #[roster(alias = "ld_old")]
    LoadOld = 2,
    Store = 3,
}

/// Generic code over the roster, where the deprecated variant is only a value.
fn names_of<T: Roster>() -> Vec<(&'static str, T::Repr)> {
    T::VARIANTS
        .iter()
        .map(|variant| (variant.name(), variant.ordinal().get()))
        .collect()
}

#[test]
fn a_deprecated_variant_is_still_a_member() {
    assert_eq!(
        names_of::<Opcode>(),
        [("load", 1), ("load_old", 2), ("store", 3)]
    );
    let parsed = <Opcode as Roster>::from_name("ld_old").unwrap();
    assert_eq!(parsed.to_string(), "load_old");
    assert_eq!(Opcode::try_from(2_u8).map(Roster::name), Ok("load_old"));
    assert_eq!("store".parse(), Ok(Opcode::Store));
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Roster)]
#[deprecated = "use `Opcode`"]
enum OldOpcode {
    Nop,
    #[deprecated]
    Halt,
}

#[test]
#[allow(deprecated)]
fn a_deprecated_enum_derives_without_warnings() {
    assert_eq!(names_of::<OldOpcode>(), [("Nop", 0), ("Halt", 1)]);
    assert_eq!("Halt".parse(), Ok(OldOpcode::Halt));
}
