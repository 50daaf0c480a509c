//! Targets that are tuples, `to = (Opcode, bool)`, as translation functions return them: each
//! target a tuple of values of the element types, read back through `target_ordinal = …`.

use crosswalk::Crosswalk;

mod isa {
    /// An opcode of the machine, as another crate defines it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(u8)]
    pub enum Opcode {
        Add = 1,
        Sub = 2,
        Cmp = 3,
    }

    /// A condition as the encoder writes it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(u8)]
    pub enum Cond {
        Eq = 0,
        Lt = 1,
    }

    /// The widest immediate an encoding takes.
    pub const MAX_SHIFT: u8 = 3;
}

use isa::{Cond, Opcode};

/// A target's number: the opcode, the flag and the shift, each in its own bits.
const fn encoding((opcode, sets_flags, shift): (Opcode, bool, u8)) -> u16 {
    (opcode as u16) << 8 | (sets_flags as u16) << 7 | shift as u16
}

/// An IR operation onto the opcode, whether it sets the flags, and a shift: paths, literals and
/// a constant in one tuple.
#[crosswalk::crosswalk(to = (isa::Opcode, bool, u8), target_ordinal = encoding)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    #[to((Opcode::Add, false, 0))]
    Add,
    #[to((isa::Opcode::Add, true, 0))]
    AddFlags,
    #[to((Opcode::Sub, true, isa::MAX_SHIFT))]
    SubShifted,
    #[to((Opcode::Cmp, true, 1 + 1))]
    Compare,
    #[to((Opcode::Add, false, 0), alias)]
    Plus,
    #[reject("no encoding for a halt")]
    Halt,
}

/// The hand-written translation the crosswalk replaces.
fn by_hand(op: Op) -> Option<(Opcode, bool, u8)> {
    match op {
        Op::Add | Op::Plus => Some((Opcode::Add, false, 0)),
        Op::AddFlags => Some((Opcode::Add, true, 0)),
        Op::SubShifted => Some((Opcode::Sub, true, 3)),
        Op::Compare => Some((Opcode::Cmp, true, 2)),
        Op::Halt => None,
    }
}

const OPS: [Op; 6] = [
    Op::Add,
    Op::AddFlags,
    Op::SubShifted,
    Op::Compare,
    Op::Plus,
    Op::Halt,
];

#[test]
fn every_variant_translates_as_the_hand_match_does() {
    for op in OPS {
        assert_eq!(op.translate().ok(), by_hand(op), "{op:?}");
        assert_eq!(<(Opcode, bool, u8)>::try_from(op).ok(), by_hand(op));
    }
}

#[test]
fn going_back_answers_the_first_source_of_each_tuple() {
    for op in OPS {
        let Some(target) = by_hand(op) else { continue };
        let first = OPS
            .into_iter()
            .find(|other| by_hand(*other) == Some(target));
        assert_eq!(Op::from_target(target), first, "{target:?}");
        assert_eq!(Op::from_target_ordinal(u32::from(encoding(target))), first);
    }
    assert_eq!(Op::from_target((Opcode::Cmp, false, 0)), None);
    assert_eq!(
        <Op as Crosswalk>::target_ordinal((Opcode::Sub, true, 3)).get(),
        u32::from(encoding((Opcode::Sub, true, 3)))
    );
}

/// The reader of a pair: the condition's number beside the flag.
const fn cond_number((cond, negated): (Cond, bool)) -> u8 {
    (cond as u8) << 1 | negated as u8
}

/// Stands for another crate's comparison.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Compare {
        Equal,
        NotEqual,
        Less,
        GreaterEqual,
        Same,
    }
}

crosswalk::declare! {
    /// A comparison onto a condition and whether it is negated.
    #[crosswalk(to = (isa::Cond, bool), target_ordinal = cond_number)]
    pub enum Conditions for ir::Compare {
        Equal => (Cond::Eq, false),
        NotEqual => (Cond::Eq, true),
        Less => (Cond::Lt, false),
        GreaterEqual => (Cond::Lt, true),
        Same => ((Cond::Eq, false), alias),
    }
}

#[test]
fn a_declaration_maps_lines_to_tuples() {
    use ir::Compare;
    let by_hand = |compare: Compare| match compare {
        Compare::Equal | Compare::Same => (Cond::Eq, false),
        Compare::NotEqual => (Cond::Eq, true),
        Compare::Less => (Cond::Lt, false),
        Compare::GreaterEqual => (Cond::Lt, true),
    };
    let all = [
        Compare::Equal,
        Compare::NotEqual,
        Compare::Less,
        Compare::GreaterEqual,
        Compare::Same,
    ];
    for compare in all {
        assert_eq!(Conditions::to_target(compare), by_hand(compare));
    }
    assert_eq!(
        Conditions::from_target((Cond::Lt, true)),
        Some(Compare::GreaterEqual)
    );
    assert_eq!(
        Conditions::from_target((Cond::Eq, false)),
        Some(Compare::Equal)
    );
    assert_eq!(Conditions::from_target_ordinal(1), Some(Compare::NotEqual));
    assert_eq!(Conditions::from_target_ordinal(7), None);
}

/// Names the encoder's crosswalk. Never constructed.
enum Encoder {}

/// A keyed entry reads its value as a line reads its outcome: parentheses whose values after the
/// first are not all flags are a tuple target.
#[crosswalk::crosswalk(to = (isa::Cond, bool), name = Encoder, target_ordinal = cond_number)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Test {
    #[to(Encoder = (Cond::Eq, false))]
    Zero,
    #[to(Encoder = ((Cond::Eq, false), alias))]
    Equal,
    #[to(Encoder = (Cond::Lt, true))]
    NotBelow,
}

#[test]
fn a_keyed_entry_maps_to_a_tuple() {
    let translate = <Test as Crosswalk<Encoder>>::translate;
    assert_eq!(translate(Test::Zero).ok(), Some((Cond::Eq, false)));
    assert_eq!(translate(Test::Equal).ok(), Some((Cond::Eq, false)));
    assert_eq!(translate(Test::NotBelow).ok(), Some((Cond::Lt, true)));
}
