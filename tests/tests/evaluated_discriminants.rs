//! Discriminants written as constant expressions: the tables are built by const evaluation, and
//! every ordinal reads back what the declaration says. Expectations are read off the
//! declarations below by hand.

use crosswalk::{Crosswalk, ErrorKind, crosswalk};

mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        Shift,
        Add,
        Cmp,
        Sentinel,
    }
}

mod consts {
    pub const BASE: u8 = 8;
}

#[repr(u8)]
enum Other {
    X = 20,
}

/// Ordinals 8 (`1 << 3`), 10 (`8 + 2`), 20 (`Other::X`), 21 (implicit after it).
#[crosswalk(to = ir::Op, base = 8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Bits {
    #[to(Shift)]
    A = 1 << 3,
    #[to(Add)]
    B = consts::BASE + 2,
    #[to(Cmp)]
    C = Other::X as u8,
    #[reject("D has no op")]
    D,
}

#[test]
fn every_u8_ordinal_of_an_expression_enum() {
    for n in 0..=u8::MAX {
        let got = Bits::translate_ordinal(n);
        match n {
            8 => assert_eq!(got, Ok(ir::Op::Shift)),
            10 => assert_eq!(got, Ok(ir::Op::Add)),
            20 => assert_eq!(got, Ok(ir::Op::Cmp)),
            21 => {
                let error = got.unwrap_err();
                assert_eq!(error.kind(), ErrorKind::Rejected);
                assert_eq!(error.to_string(), "D has no op");
                assert_eq!(error.ordinal(), 21);
            }
            _ => {
                let error = got.unwrap_err();
                assert_eq!(
                    (error.kind(), error.ordinal()),
                    (ErrorKind::OutOfRange, i128::from(n)),
                    "{n}"
                );
            }
        }
    }
}

#[test]
fn variants_of_an_expression_enum_translate() {
    assert_eq!(Bits::A.translate(), Ok(ir::Op::Shift));
    assert_eq!(Bits::B.translate(), Ok(ir::Op::Add));
    assert_eq!(Bits::C.translate(), Ok(ir::Op::Cmp));
    assert_eq!(Bits::D.translate().unwrap_err().kind(), ErrorKind::Rejected);
    assert_eq!(ir::Op::try_from(Bits::C), Ok(ir::Op::Cmp));
    assert_eq!(<Bits as Crosswalk>::BASE, 8);
}

mod groups {
    pub const CMP: i16 = 32;
}

/// A signed source, a negative sentinel, and a group placed by expression: ordinals -1, 0, 34,
/// 35.
#[crosswalk(to = ir::Op, base = -1)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i16)]
enum Signed {
    #[to(Sentinel)]
    Invalid = -1,
    #[to(Shift)]
    Shift,
    #[to(Cmp)]
    Gt = groups::CMP + 2,
    #[to(Add)]
    Add,
}

#[test]
fn a_signed_expression_enum_reads_every_ordinal_near_its_table() {
    for n in -300_i16..=300 {
        let got = Signed::translate_ordinal(n);
        let expected = match n {
            -1 => Some(ir::Op::Sentinel),
            0 => Some(ir::Op::Shift),
            34 => Some(ir::Op::Cmp),
            35 => Some(ir::Op::Add),
            _ => None,
        };
        match expected {
            Some(op) => assert_eq!(got, Ok(op), "{n}"),
            None => {
                let error = got.unwrap_err();
                assert_eq!(
                    (error.kind(), error.ordinal()),
                    (ErrorKind::OutOfRange, i128::from(n)),
                    "{n}"
                );
            }
        }
    }
    for n in [i16::MIN, i16::MAX] {
        assert_eq!(
            Signed::translate_ordinal(n).unwrap_err().ordinal(),
            i128::from(n)
        );
    }
    assert_eq!(ir::Op::from(Signed::Invalid), ir::Op::Sentinel);
    assert_eq!(ir::Op::from(Signed::Gt), ir::Op::Cmp);
    assert_eq!(Signed::Add.translate(), Ok(ir::Op::Add));
}
