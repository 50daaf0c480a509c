//! `base` written as a constant expression: each crosswalk below has a twin that writes the same
//! table with literal discriminants and a literal `base`, which the macro lays out itself. The two
//! must agree on every ordinal of a range wider than the table, on the typed path, on
//! `from_target`, and on `CELLS` and `table_image`; a few expectations are also read off the
//! declarations by hand.

use crosswalk::{Cell, Crosswalk, Error, ErrorKind, crosswalk};
use std::fmt::Debug;

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        Nop,
        Add,
        Sub,
        Load,
        Store,
        Trap,
    }

    pub const ALL: [Op; 6] = [Op::Nop, Op::Add, Op::Sub, Op::Load, Op::Store, Op::Trap];
}

mod opcodes {
    pub const FIRST: u16 = 0x100;
}

/// An error as the twins can share it: the message names the source enum, which differs.
fn outcome<T>(result: Result<T, Error>) -> Result<T, (ErrorKind, i128, Option<&'static str>)> {
    result.map_err(|error| (error.kind(), error.ordinal(), error.declared_message()))
}

/// A table's cells, each showing its source by variant name, which the twins share, and a
/// rejection's error as [`outcome`] does.
fn cells<S: Debug, T: Debug>(cells: &[Cell<S, T>]) -> Vec<String> {
    let cell = |cell: &Cell<S, T>| match cell {
        Cell::Rejected { source, error } => {
            format!("Rejected {source:?} {:?}", outcome::<()>(Err(*error)))
        }
        other => format!("{other:?}"),
    };
    cells.iter().map(cell).collect()
}

/// `E` (the expression base) and `L` (the literal twin) agree over `ordinals`, over every target,
/// and on their tables; `pairs` are their variants of the same name.
fn agree<L, E>(ordinals: impl Iterator<Item = L::Repr>, pairs: &[(L, E)])
where
    L: Crosswalk<Target = ir::Op> + Copy + Debug,
    E: Crosswalk<Target = ir::Op, Repr = L::Repr> + Copy + Debug,
{
    assert_eq!(E::BASE, L::BASE);
    for ordinal in ordinals {
        assert_eq!(
            outcome(E::translate_ordinal(ordinal)),
            outcome(L::translate_ordinal(ordinal)),
            "ordinal {ordinal}"
        );
    }
    for (literal, evaluated) in pairs {
        assert_eq!(
            outcome(evaluated.translate()),
            outcome(literal.translate()),
            "{literal:?}"
        );
    }
    for target in ir::ALL {
        let back = (
            format!("{:?}", E::from_target(target)),
            format!("{:?}", E::from_target_ordinal(E::target_ordinal(target))),
        );
        let literal_back = (
            format!("{:?}", L::from_target(target)),
            format!("{:?}", L::from_target_ordinal(L::target_ordinal(target))),
        );
        assert_eq!(back, literal_back, "{target:?}");
    }
    assert_eq!(cells(E::CELLS), cells(L::CELLS));
    assert_eq!(
        E::table_image().collect::<Vec<u8>>(),
        L::table_image().collect::<Vec<u8>>()
    );
}

// A `const` of another module, as the base and in the discriminants; a checked crosswalk.

#[crosswalk(to = ir::Op, base = opcodes::FIRST)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
enum FromConst {
    #[reject]
    Nop = opcodes::FIRST - 1,
    #[to(Add)]
    Add = opcodes::FIRST,
    #[to(Sub)]
    Sub,
    #[reject("no load here")]
    Load = opcodes::FIRST + 4,
    #[to(Store)]
    Store,
}

#[crosswalk(to = ir::Op, base = 0x100)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
enum FromConstLiteral {
    #[reject]
    Nop = 0xff,
    #[to(Add)]
    Add = 0x100,
    #[to(Sub)]
    Sub = 0x101,
    #[reject("no load here")]
    Load = 0x104,
    #[to(Store)]
    Store = 0x105,
}

#[test]
fn a_const_of_another_module_as_the_base() {
    agree(
        0xf0..=0x120u16,
        &[
            (FromConstLiteral::Nop, FromConst::Nop),
            (FromConstLiteral::Add, FromConst::Add),
            (FromConstLiteral::Sub, FromConst::Sub),
            (FromConstLiteral::Load, FromConst::Load),
            (FromConstLiteral::Store, FromConst::Store),
        ],
    );
    assert_eq!(<FromConst as Crosswalk>::BASE, 0x100);
    assert_eq!(FromConst::translate_ordinal(0x101), Ok(ir::Op::Sub));
    assert_eq!(FromConst::translate_ordinal(0x105), Ok(ir::Op::Store));
    // `Nop` lies below the base: raw, its ordinal wraps past the end.
    assert_eq!(
        FromConst::Nop.translate().unwrap_err().kind(),
        ErrorKind::Rejected
    );
    let below = FromConst::translate_ordinal(0xff).unwrap_err();
    assert_eq!(
        (below.kind(), below.ordinal()),
        (ErrorKind::OutOfRange, 0xff)
    );
    assert_eq!(<FromConst as Crosswalk>::CELLS.len(), 6);
}

// An `as` cast of another enum's variant as the base, literal discriminants, the `u32` of an enum
// with no `#[repr]`, and the `default` policy: an unchecked crosswalk into an enum.

#[repr(u32)]
enum Opcode {
    Nop = 40,
}

#[crosswalk(to = ir::Op, base = Opcode::Nop as u32 + 1, on_oob = default(Trap))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FromCast {
    #[to(Add)]
    Add = 41,
    #[to(Sub)]
    Sub,
    #[to(Load)]
    Load = 44,
    #[to(Store)]
    Store,
}

#[crosswalk(to = ir::Op, base = 41, on_oob = default(Trap))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FromCastLiteral {
    #[to(Add)]
    Add = 41,
    #[to(Sub)]
    Sub = 42,
    #[to(Load)]
    Load = 44,
    #[to(Store)]
    Store = 45,
}

#[test]
fn a_cast_as_the_base() {
    agree(
        (0..=100u32).chain([u32::MAX - 1, u32::MAX]),
        &[
            (FromCastLiteral::Add, FromCast::Add),
            (FromCastLiteral::Sub, FromCast::Sub),
            (FromCastLiteral::Load, FromCast::Load),
            (FromCastLiteral::Store, FromCast::Store),
        ],
    );
    assert_eq!(<FromCast as Crosswalk>::BASE, 41);
    assert_eq!(FromCast::translate_ordinal(41), Ok(ir::Op::Add));
    assert_eq!(FromCast::translate_ordinal(43), Ok(ir::Op::Trap));
    assert_eq!(FromCast::translate_ordinal(40), Ok(ir::Op::Trap));
    assert_eq!(ir::Op::from(FromCast::Load), ir::Op::Load);
}

// A negative base in `#[repr(i8)]`, below every discriminant, under `throw`.

mod signed {
    pub const STEP: i8 = 4;
}

#[crosswalk(to = ir::Op, base = -(1 << 4), on_oob = throw("no op"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i8)]
enum Negative {
    #[to(Nop)]
    Nop = -3 * signed::STEP,
    #[to(Add)]
    Add = -2 * signed::STEP,
    #[unreachable]
    Sub = -1,
    #[to(Load)]
    Load = 0,
    #[to(Store)]
    Store = signed::STEP,
}

#[crosswalk(to = ir::Op, base = -16, on_oob = throw("no op"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i8)]
enum NegativeLiteral {
    #[to(Nop)]
    Nop = -12,
    #[to(Add)]
    Add = -8,
    #[unreachable]
    Sub = -1,
    #[to(Load)]
    Load = 0,
    #[to(Store)]
    Store = 4,
}

#[test]
fn a_negative_base_in_i8() {
    // `Sub` panics when read, so it is left out of the sweep and of the typed pairs.
    agree(
        (i8::MIN..=i8::MAX).filter(|&ordinal| ordinal != -1),
        &[
            (NegativeLiteral::Nop, Negative::Nop),
            (NegativeLiteral::Add, Negative::Add),
            (NegativeLiteral::Load, Negative::Load),
            (NegativeLiteral::Store, Negative::Store),
        ],
    );
    assert_eq!(<Negative as Crosswalk>::BASE, -16);
    assert_eq!(Negative::translate_ordinal(-12), Ok(ir::Op::Nop));
    assert_eq!(Negative::translate_ordinal(4), Ok(ir::Op::Store));
    let hole = Negative::translate_ordinal(-16).unwrap_err();
    assert_eq!(hole.declared_message(), Some("no op"));
    assert_eq!(<Negative as Crosswalk>::CELLS.len(), 21);
    assert!(std::panic::catch_unwind(|| Negative::translate_ordinal(-1)).is_err());
}

// A declaration over another module's enum, whose ordinal type is `i64`: the base an expression.

mod front {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(i64)]
    pub enum Op {
        Add = 1 << 40,
        Sub,
        Load = (1 << 40) + 3,
    }

    pub const START: i64 = 1 << 40;
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op, base = front::START - 1, ordinal_type = i64)]
    pub enum Declared for front::Op {
        Add => Add,
        Sub => Sub,
        Load => reject,
    }
}

mod literal_front {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(i64)]
    pub enum Op {
        Add = 1_099_511_627_776,
        Sub = 1_099_511_627_777,
        Load = 1_099_511_627_779,
    }
}

crosswalk::declare! {
    #[crosswalk(to = ir::Op, base = 1_099_511_627_775, ordinal_type = i64)]
    pub enum DeclaredLiteral for literal_front::Op {
        Add => Add,
        Sub => Sub,
        Load => reject,
    }
}

#[test]
fn a_declaration_with_an_expression_base() {
    let start = front::START;
    for ordinal in (start - 8..=start + 12).chain([i64::MIN, -1, 0, i64::MAX]) {
        assert_eq!(
            outcome(Declared::translate_ordinal(ordinal)),
            outcome(DeclaredLiteral::translate_ordinal(ordinal)),
            "ordinal {ordinal}"
        );
    }
    assert_eq!(
        <front::Op as Crosswalk<Declared>>::BASE,
        <literal_front::Op as Crosswalk<DeclaredLiteral>>::BASE
    );
    assert_eq!(Declared::translate(front::Op::Sub), Ok(ir::Op::Sub));
    assert_eq!(Declared::translate_ordinal(start), Ok(ir::Op::Add));
    let empty = Declared::translate_ordinal(start - 1).unwrap_err();
    assert_eq!(empty.kind(), ErrorKind::OutOfRange);
    for target in ir::ALL {
        assert_eq!(
            format!("{:?}", Declared::from_target(target)),
            format!("{:?}", DeclaredLiteral::from_target(target)),
        );
    }
    assert_eq!(
        cells(<front::Op as Crosswalk<Declared>>::CELLS),
        cells(<literal_front::Op as Crosswalk<DeclaredLiteral>>::CELLS)
    );
    assert_eq!(
        <front::Op as Crosswalk<Declared>>::table_image().collect::<Vec<u8>>(),
        <literal_front::Op as Crosswalk<DeclaredLiteral>>::table_image().collect::<Vec<u8>>()
    );
}
