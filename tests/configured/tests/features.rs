//! Each crosswalk of the crate against its mapping written out by hand for the features this test
//! is built with. CI runs it with each feature on and off, and with all of them.

use configured_crosswalks::ir::Op;
use configured_crosswalks::{Lowering, Opcode, Wire};
use crosswalk::Roster;

/// Every opcode this build has, with the discriminant the compiler gave it, the IR operator it
/// translates to (or `None` where it is rejected) and its x86-64 byte.
fn opcodes() -> Vec<(Opcode, u8, Option<Op>, u8)> {
    let mut expected = vec![
        (Opcode::Nop, 1, Some(Op::Nop), 0x90),
        (Opcode::Add, 2, Some(Op::Add), 0x01),
        (Opcode::Mul, 3, Some(Op::Mul), 0x0f),
    ];
    #[cfg(feature = "wide")]
    expected.extend([
        (Opcode::Fma, 4, Some(Op::Fma), 0xc4),
        (Opcode::Load, 5, Some(Op::Load), 0x8b),
        (Opcode::Store, 6, Some(Op::Store), 0x89),
    ]);
    // Without `Fma` the implicit discriminants after it are one lower, as the compiler numbers them.
    #[cfg(not(feature = "wide"))]
    expected.extend([
        (Opcode::Load, 4, Some(Op::Load), 0x8b),
        (Opcode::Store, 5, None, 0x89),
    ]);
    expected
}

#[test]
fn the_discriminants_are_the_compiler_s() {
    for (opcode, discriminant, _, _) in opcodes() {
        assert_eq!(opcode as u8, discriminant, "{opcode:?}");
    }
}

#[test]
fn the_unnamed_crosswalk_follows_the_build() {
    for (opcode, discriminant, op, _) in opcodes() {
        assert_eq!(opcode.translate().ok(), op, "{opcode:?}");
        assert_eq!(
            Opcode::translate_ordinal(discriminant).ok(),
            op,
            "ordinal {discriminant}"
        );
    }
    let past_the_end = u8::try_from(opcodes().len() + 1).expect("a handful of opcodes");
    assert!(Opcode::translate_ordinal(past_the_end).is_err());
    assert!(Opcode::translate_ordinal(0).is_err());
}

#[cfg(not(feature = "wide"))]
#[test]
fn a_reject_under_cfg_attr_gives_its_message() {
    let error = Opcode::Store
        .translate()
        .expect_err("rejected without `wide`");
    assert!(
        error.to_string().contains("stores need the wide opcodes"),
        "{error}"
    );
}

#[test]
fn a_crosswalk_of_every_build_keeps_its_entries() {
    for (opcode, _, _, byte) in opcodes() {
        assert_eq!(opcode.to_x64().get(), byte, "{opcode:?}");
    }
}

#[cfg(feature = "aarch64")]
#[test]
fn a_crosswalk_under_a_cfg_key_is_there_with_its_feature() {
    use configured_crosswalks::backend::Byte;
    let mut expected = vec![
        (Opcode::Nop, 0x1f),
        (Opcode::Add, 0x0b),
        (Opcode::Mul, 0x1b),
    ];
    #[cfg(feature = "wide")]
    expected.push((Opcode::Fma, 0x1c));
    expected.extend([(Opcode::Load, 0xf9), (Opcode::Store, 0xb9)]);
    for (opcode, byte) in expected {
        assert_eq!(opcode.to_aarch64(), Byte::from_byte(byte), "{opcode:?}");
    }
}

#[test]
fn explicit_discriminants_leave_a_hole_where_a_variant_is_switched_off() {
    assert_eq!(Wire::translate_ordinal(0), Ok(Op::Nop));
    assert_eq!(Wire::translate_ordinal(1), Ok(Op::Add));
    #[cfg(feature = "wide")]
    assert_eq!(Wire::translate_ordinal(2), Ok(Op::Fma));
    // The hole takes the `on_oob` default, as a number past the end does.
    #[cfg(not(feature = "wide"))]
    assert_eq!(Wire::translate_ordinal(2), Ok(Op::Nop));
    assert_eq!(Wire::translate_ordinal(3), Ok(Op::Load));
    assert_eq!(Wire::Load as u8, 3);
}

#[test]
fn a_declaration_line_under_cfg_is_there_with_its_feature() {
    for op in Op::VARIANTS.iter().copied() {
        let expected = match op {
            Op::Nop => Some(Opcode::Nop),
            Op::Add => Some(Opcode::Add),
            Op::Mul => Some(Opcode::Mul),
            #[cfg(feature = "wide")]
            Op::Fma => Some(Opcode::Fma),
            #[cfg(not(feature = "wide"))]
            Op::Fma => None,
            Op::Load => Some(Opcode::Load),
            Op::Store => Some(Opcode::Store),
        };
        assert_eq!(Lowering::translate(op).ok(), expected, "{op:?}");
    }
}

#[cfg(feature = "spirv")]
#[test]
fn a_crosswalk_into_an_optional_dependency_is_there_with_it() {
    use configured_crosswalks::{Dimension, FromSpirv};
    let pairs = [
        (Dimension::One, spirv::Dim::Dim1D),
        (Dimension::Two, spirv::Dim::Dim2D),
        (Dimension::Three, spirv::Dim::Dim3D),
    ];
    for (dimension, dim) in pairs {
        assert_eq!(spirv::Dim::from(dimension), dim);
        assert_eq!(FromSpirv::translate(dim), Ok(dimension));
    }
    assert!(FromSpirv::translate(spirv::Dim::DimCube).is_err());
}
