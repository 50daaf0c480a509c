//! Targets of a primitive type (`bool`, `char`, an integer type), written as literals and read
//! back as numbers by a cast, with no `target_ordinal`: each compared with a hand-written `match`.

use crosswalk::{Crosswalk, ErrorKind};

mod winch {
    /// A float comparison as a code generator's lowering names it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FloatCmpKind {
        Eq,
        Ne,
        Lt,
        Uno,
        Ueq,
    }
}

crosswalk::declare! {
    /// Whether a float comparison is true of unordered operands: several share `true`.
    #[crosswalk(to = bool, many_to_one)]
    pub enum Unordered for winch::FloatCmpKind {
        Eq | Lt => false,
        Ne => true,
        Uno | Ueq => true,
    }

    /// The same, with the shared target marked line by line: the first source is canonical.
    #[crosswalk(to = bool)]
    pub enum UnorderedAliased for winch::FloatCmpKind {
        Eq => false,
        Ne => true,
        Lt => (false, alias),
        Uno | Ueq => (true, alias),
    }
}

fn unordered_by_hand(kind: winch::FloatCmpKind) -> bool {
    use winch::FloatCmpKind::{Eq, Lt, Ne, Ueq, Uno};
    match kind {
        Eq | Lt => false,
        Ne | Uno | Ueq => true,
    }
}

const KINDS: [winch::FloatCmpKind; 5] = [
    winch::FloatCmpKind::Eq,
    winch::FloatCmpKind::Ne,
    winch::FloatCmpKind::Lt,
    winch::FloatCmpKind::Uno,
    winch::FloatCmpKind::Ueq,
];

#[test]
fn declared_bools_translate_as_the_match() {
    for kind in KINDS {
        assert_eq!(
            Unordered::translate(kind),
            Ok(unordered_by_hand(kind)),
            "{kind:?}"
        );
        assert_eq!(
            UnorderedAliased::translate(kind),
            Ok(unordered_by_hand(kind)),
            "{kind:?}"
        );
    }
}

#[test]
fn declared_bools_go_back_to_the_first_source() {
    assert_eq!(Unordered::from_target(false), Some(winch::FloatCmpKind::Eq));
    assert_eq!(Unordered::from_target(true), Some(winch::FloatCmpKind::Ne));
    assert_eq!(
        UnorderedAliased::from_target(true),
        Some(winch::FloatCmpKind::Ne)
    );
    assert_eq!(
        Unordered::from_target_ordinal(0),
        Some(winch::FloatCmpKind::Eq)
    );
    assert_eq!(
        Unordered::from_target_ordinal(1),
        Some(winch::FloatCmpKind::Ne)
    );
    assert_eq!(Unordered::from_target_ordinal(2), None);
}

/// A register class onto its assembler's letter, a `char`.
#[crosswalk::crosswalk(to = char)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RegClass {
    #[to('r')]
    General,
    #[to('x')]
    Vector,
    #[to('\x66')]
    Float,
    #[reject("no letter")]
    Flags,
}

fn letter_by_hand(class: RegClass) -> Option<char> {
    match class {
        RegClass::General => Some('r'),
        RegClass::Vector => Some('x'),
        RegClass::Float => Some('f'),
        RegClass::Flags => None,
    }
}

#[test]
fn chars_translate_as_the_match() {
    for class in [
        RegClass::General,
        RegClass::Vector,
        RegClass::Float,
        RegClass::Flags,
    ] {
        assert_eq!(class.translate().ok(), letter_by_hand(class), "{class:?}");
        assert_eq!(
            char::try_from(class).ok(),
            letter_by_hand(class),
            "{class:?}"
        );
    }
    assert_eq!(
        RegClass::Flags.translate().unwrap_err().to_string(),
        "no letter"
    );
    assert_eq!(RegClass::translate_ordinal(2), Ok('f'));
    assert_eq!(
        RegClass::translate_ordinal(9).unwrap_err().kind(),
        ErrorKind::OutOfRange
    );
    assert_eq!(RegClass::from_target('x'), Some(RegClass::Vector));
    assert_eq!(RegClass::from_target('q'), None);
    assert_eq!(
        RegClass::from_target_ordinal(u32::from('f')),
        Some(RegClass::Float)
    );
    assert_eq!(
        <RegClass as Crosswalk>::target_ordinal('r').get(),
        u32::from('r')
    );
}

/// Opcode bytes as a plain `u8`, under a default, and signed offsets as an `i8`, with `MAX`, an
/// associated constant of the type, and constant expressions.
#[crosswalk::crosswalk(to = u8, base = 1, on_oob = default(0xff))]
#[crosswalk::crosswalk(to = i8, name = Offsets)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    #[to(0x10, Offsets = -128)]
    Add = 1,
    #[to(0x11, Offsets = -1)]
    Sub = 2,
    #[to(0x20, Offsets = MAX)]
    Mul = 3,
    #[to(1 << 2, Offsets = -(1 << 2))]
    Shl = 4,
}

/// Names the `i8` crosswalk.
enum Offsets {}

fn byte_by_hand(ordinal: u32) -> u8 {
    match ordinal {
        1 => 0x10,
        2 => 0x11,
        3 => 0x20,
        4 => 4,
        _ => 0xff,
    }
}

#[test]
fn integers_translate_as_the_match() {
    for ordinal in 0..7 {
        assert_eq!(
            Op::translate_ordinal(ordinal),
            Ok(byte_by_hand(ordinal)),
            "{ordinal}"
        );
    }
    assert_eq!(u8::from(Op::Mul), 0x20);
    assert_eq!(Op::Add.translate_offsets(), Ok(-128));
    assert_eq!(Op::Sub.translate_offsets(), Ok(-1));
    assert_eq!(Op::Mul.translate_offsets(), Ok(i8::MAX));
    assert_eq!(Op::from_target(0x11), Some(Op::Sub));
    assert_eq!(Op::from_target(0xff), None);
    assert_eq!(Op::from_target_offsets(i8::MAX), Some(Op::Mul));
    assert_eq!(Op::from_target_offsets(-1), Some(Op::Sub));
    assert_eq!(Op::from_target_ordinal(0x20), Some(Op::Mul));
    assert_eq!(Op::Shl.translate_offsets(), Ok(-4));
    assert_eq!(Op::from_target(4), Some(Op::Shl));
}
