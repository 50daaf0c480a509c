//! Going back from BIR to klr: `from_target` over every BIR value, against `ROSTERS.md`, and its
//! use in a `const`.

use crosswalk::{Crosswalk, Roster, bir, klr};
use crosswalk_tests::seed::{self, Walk};

/// For every BIR value: the first klr row (in klr order) that translates to it, else `None`.
fn inverse_matches_rows<C>(walk: &Walk)
where
    C: Crosswalk + Roster<Repr = u32>,
    C::Target: Roster<Repr = u32>,
{
    assert_eq!(
        C::Target::COUNT,
        walk.bir_roster.len(),
        "{}: BIR roster size",
        walk.helper
    );
    for &target in C::Target::VARIANTS {
        let bir = target.ordinal().get();
        let want = walk
            .rows
            .iter()
            .find(|row| row.bir == Some(bir))
            .map(|row| row.klr);
        let got = C::from_target(target).map(|source| source.ordinal().get());
        assert_eq!(got, want, "{}: from_target(BIR {bir})", walk.helper);
    }
}

#[test]
fn every_bir_value_goes_back_to_its_canonical_klr_source() {
    inverse_matches_rows::<klr::Dtype>(&seed::DTYPE);
    inverse_matches_rows::<klr::Engine>(&seed::ENGINE);
    inverse_matches_rows::<klr::AluOp>(&seed::ALU_OP);
    inverse_matches_rows::<klr::ActivationFunc>(&seed::ACTIVATION_FUNC);
    inverse_matches_rows::<klr::AccumCmd>(&seed::ACCUM_CMD);
}

#[test]
fn a_shared_target_goes_back_to_the_first_source_not_the_alias() {
    assert_eq!(
        klr::Dtype::from_target(bir::Dtype::Float8e4),
        Some(klr::Dtype::Float8e4)
    );
    assert_eq!(
        klr::Engine::from_target(bir::EngineType::Unassigned),
        Some(klr::Engine::Unassigned)
    );
    assert_eq!(
        klr::AccumCmd::from_target(bir::EngineAccumulationType::Accumulate),
        None
    );
}

#[test]
fn translation_and_its_inverse_work_in_const_context() {
    const BIR: bir::Dtype = match klr::Dtype::Float8E4m3.translate() {
        Ok(target) => target,
        Err(_) => bir::Dtype::Uint8,
    };
    const BACK: Option<klr::Dtype> = klr::Dtype::from_target(BIR);
    const DECODED: Option<klr::AluOp> = klr::AluOp::from_ordinal(13);
    const NAMED: Option<bir::AluOpType> = bir::AluOpType::from_name("is_ge");
    assert_eq!(BIR, bir::Dtype::Float8e4);
    assert_eq!(BACK, Some(klr::Dtype::Float8e4));
    assert_eq!(DECODED, Some(klr::AluOp::IsGe));
    assert_eq!(NAMED, Some(bir::AluOpType::IsGe));
}
