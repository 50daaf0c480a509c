//! Number targets at the edges of their fields: negative numbers for signed fields, and the
//! extremes of the widest ones, each against the number written.

mod hw {
    /// A signed byte offset.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Offset(pub(crate) i8);

    /// A 128-bit constant.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Wide(pub(crate) u128);

    /// A signed 128-bit constant.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct SignedWide(pub(crate) i128);

    /// Names the 128-bit crosswalk.
    pub enum Wide128 {}
    /// Names the signed 128-bit crosswalk.
    pub enum SignedWide128 {}
}

#[crosswalk::crosswalk(to = hw::Offset, on_oob = default(-1))]
#[crosswalk::crosswalk(to = hw::Wide, name = hw::Wide128)]
#[crosswalk::crosswalk(to = hw::SignedWide, name = hw::SignedWide128)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    #[to(-128, Wide128 = 0, SignedWide128 = -170_141_183_460_469_231_731_687_303_715_884_105_728)]
    Lowest,
    #[to(-1, Wide128 = 1, SignedWide128 = -1)]
    Back,
    #[to(
        0,
        Wide128 = 0xffff_ffff_ffff_ffff_ffff_ffff_ffff_ffff,
        SignedWide128 = 0
    )]
    Stay,
    #[to(
        127,
        Wide128 = 2,
        SignedWide128 = 170_141_183_460_469_231_731_687_303_715_884_105_727
    )]
    Highest,
}

const STEPS: [(Step, i8, u128, i128); 4] = [
    (Step::Lowest, i8::MIN, 0, i128::MIN),
    (Step::Back, -1, 1, -1),
    (Step::Stay, 0, u128::MAX, 0),
    (Step::Highest, i8::MAX, 2, i128::MAX),
];

#[test]
fn every_number_is_the_one_written() {
    for (step, offset, wide, signed_wide) in STEPS {
        assert_eq!(step.translate(), Ok(hw::Offset(offset)), "{step:?}");
        assert_eq!(step.to_wide128(), hw::Wide(wide), "{step:?}");
        assert_eq!(
            step.to_signed_wide128(),
            hw::SignedWide(signed_wide),
            "{step:?}"
        );
    }
}

#[test]
fn going_back_finds_each_negative_number() {
    for (step, offset, wide, signed_wide) in STEPS {
        assert_eq!(Step::from_target(hw::Offset(offset)), Some(step));
        assert_eq!(
            Step::from_target_signed_wide128(hw::SignedWide(signed_wide)),
            Some(step)
        );
        assert_eq!(Step::from_target_wide128(hw::Wide(wide)), Some(step));
    }
    assert_eq!(Step::from_target(hw::Offset(5)), None);
}

#[test]
fn a_negative_default_is_the_one_written() {
    assert_eq!(Step::translate_ordinal(4), Ok(hw::Offset(-1)));
    assert_eq!(Step::translate_ordinal(u32::MAX), Ok(hw::Offset(-1)));
}
