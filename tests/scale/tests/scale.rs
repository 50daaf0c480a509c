//! The crosswalks onto `Wide` built (their `unreached` lists checked by const evaluation within
//! rustc's limit), and translate as declared.

use crosswalk::Roster;
use crosswalk_scale::{FEW, Few, FewPlain, Most, Plain, VARIANTS, Wide};

#[test]
fn the_target_has_every_variant() {
    assert_eq!(<Wide as Roster>::COUNT, VARIANTS);
    assert_eq!(<Wide as Roster>::NAMES.len(), VARIANTS);
}

#[test]
fn few_reaches_its_three_and_nothing_else() {
    assert_eq!(Few::First.translate(), Ok(FEW[0]));
    assert_eq!(Few::Middle.translate(), Ok(FEW[1]));
    assert_eq!(Few::Last.translate(), Ok(FEW[2]));
    assert_eq!(Few::from_target(FEW[2]), Some(Few::Last));
    assert_eq!(Few::from_target(<Wide as Roster>::VARIANTS[1]), None);
}

#[test]
fn most_reaches_every_other_target() {
    // A sample: going back is a scan, and every target would make the test quadratic.
    for target in <Wide as Roster>::VARIANTS.iter().copied().step_by(97) {
        let back = Most::from_target(target);
        assert_eq!(back.is_none(), FEW.contains(&target), "{target:?}");
        if let Some(source) = back {
            assert_eq!(source.translate(), Ok(target));
        }
    }
    let second = <Wide as Roster>::VARIANTS[1];
    assert_eq!(Most::Again.translate(), Ok(second));
    assert_eq!(
        Most::from_target(second).map(Most::translate),
        Some(Ok(second))
    );
}

#[test]
fn few_reaches_its_three_on_a_target_without_a_roster() {
    // `Plain` spells `Wide`'s variants; the names of `FEW` pick the same three out of it.
    let sources = [FewPlain::First, FewPlain::Middle, FewPlain::Last];
    for (source, wide) in sources.into_iter().zip(FEW) {
        assert_eq!(format!("{:?}", source.translate()), format!("Ok({wide:?})"));
    }
    let last = FewPlain::Last.translate().ok();
    assert_eq!(last.and_then(FewPlain::from_target), Some(FewPlain::Last));
    let _: Option<Plain> = last;
}
