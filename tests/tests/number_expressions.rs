//! Number targets written as integer constant expressions (`8 | 2`, `EQ | LT`, `1 << 2`), which
//! const evaluation computes in the field's type: each compared with a hand-written `match`.

mod hw {
    /// A condition code as the encoder writes it: a mask of the outcomes it accepts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Cond(pub u8);

    pub const EQ: u8 = 8;
    pub const LT: u8 = 2;
    pub const GT: u8 = 4;
}

use hw::{EQ, LT};

/// A comparison onto its mask, in the attribute form; `LessEqual2` shares `LessEqual`'s mask,
/// written the other way round, and `Greater2` `Greater`'s, a lone constant in parentheses.
#[crosswalk::crosswalk(to = hw::Cond, on_oob = default(EQ | 1))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Compare {
    #[to(8)]
    Equal,
    #[to(8 | 2)]
    LessEqual,
    #[to(EQ | LT | hw::GT)]
    Always,
    #[to(1 << 2)]
    Greater,
    #[to((hw::GT), alias)]
    Greater2,
    #[to(LT | EQ, alias)]
    LessEqual2,
    #[to(!0 ^ (hw::GT | EQ | LT))]
    Never,
}

fn mask_by_hand(compare: Compare) -> u8 {
    match compare {
        Compare::Equal => 8,
        Compare::LessEqual | Compare::LessEqual2 => 10,
        Compare::Always => 14,
        Compare::Greater | Compare::Greater2 => 4,
        Compare::Never => 0xf1,
    }
}

const COMPARES: [Compare; 7] = [
    Compare::Equal,
    Compare::LessEqual,
    Compare::Always,
    Compare::Greater,
    Compare::Greater2,
    Compare::LessEqual2,
    Compare::Never,
];

#[test]
fn expressions_translate_as_the_match() {
    for compare in COMPARES {
        assert_eq!(
            hw::Cond::from(compare),
            hw::Cond(mask_by_hand(compare)),
            "{compare:?}"
        );
    }
    for ordinal in 0..7 {
        assert_eq!(
            Compare::translate_ordinal(ordinal).map(|cond| cond.0),
            Ok(mask_by_hand(COMPARES[ordinal as usize])),
        );
    }
    assert_eq!(Compare::translate_ordinal(7), Ok(hw::Cond(9)));
}

#[test]
fn expressions_go_back_to_the_first_source() {
    assert_eq!(Compare::from_target(hw::Cond(10)), Some(Compare::LessEqual));
    assert_eq!(Compare::from_target(hw::Cond(4)), Some(Compare::Greater));
    assert_eq!(Compare::from_target(hw::Cond(3)), None);
    assert_eq!(Compare::from_target_ordinal(14), Some(Compare::Always));
}

mod isa {
    /// Another crate's comparison.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Cmp {
        Eq,
        Le,
        Ge,
    }
}

crosswalk::declare! {
    /// The same masks, declared apart from both enums.
    #[crosswalk(to = hw::Cond, many_to_one)]
    pub enum Masks for isa::Cmp {
        Eq => 8,
        Le => EQ | LT,
        Ge => EQ | hw::GT,
    }
}

#[test]
fn declared_expressions_translate_as_the_match() {
    for (cmp, mask) in [(isa::Cmp::Eq, 8), (isa::Cmp::Le, 10), (isa::Cmp::Ge, 12)] {
        assert_eq!(Masks::translate(cmp), Ok(hw::Cond(mask)), "{cmp:?}");
        assert_eq!(Masks::from_target(hw::Cond(mask)), Some(cmp), "{cmp:?}");
    }
}
