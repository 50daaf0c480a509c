//! A number type with one named field (`to = hw::Cond { mask }`): numbers built as
//! `Cond { mask: 8 }` and read back as `.mask`, compared with a hand-written `match`.

mod hw {
    /// A condition code: the mask of the outcomes it accepts, in a named field.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Cond {
        pub mask: u8,
    }

    pub const EQ: u8 = 8;
    pub const LT: u8 = 2;
}

use hw::{EQ, LT};

#[crosswalk::crosswalk(to = hw::Cond { mask }, base = 1, on_oob = default(0))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Compare {
    #[to(8)]
    Equal = 1,
    #[to(EQ | LT)]
    LessEqual = 2,
    #[to(2)]
    Less = 3,
    #[to(0x0a, alias)]
    NotGreater = 4,
}

fn mask_by_hand(ordinal: u32) -> u8 {
    match ordinal {
        1 => 8,
        2 | 4 => 10,
        3 => 2,
        _ => 0,
    }
}

#[test]
fn named_field_numbers_translate_as_the_match() {
    for ordinal in 0..7 {
        assert_eq!(
            Compare::translate_ordinal(ordinal),
            Ok(hw::Cond {
                mask: mask_by_hand(ordinal)
            }),
            "{ordinal}"
        );
    }
    assert_eq!(hw::Cond::from(Compare::Less), hw::Cond { mask: 2 });
}

#[test]
fn named_field_numbers_go_back_by_the_field() {
    assert_eq!(
        Compare::from_target(hw::Cond { mask: 10 }),
        Some(Compare::LessEqual)
    );
    assert_eq!(Compare::from_target(hw::Cond { mask: 3 }), None);
    assert_eq!(Compare::from_target_ordinal(8), Some(Compare::Equal));
}

mod isa {
    /// Another crate's comparison.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Cmp {
        Eq,
        Lt,
    }
}

crosswalk::declare! {
    /// The same, declared apart from both enums.
    #[crosswalk(to = hw::Cond { mask })]
    pub enum Masks for isa::Cmp {
        Eq => 8,
        Lt => 2,
    }
}

#[test]
fn declared_named_field_numbers() {
    assert_eq!(Masks::translate(isa::Cmp::Eq), Ok(hw::Cond { mask: 8 }));
    assert_eq!(Masks::from_target(hw::Cond { mask: 2 }), Some(isa::Cmp::Lt));
}
