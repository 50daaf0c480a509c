//! The typed path: every klr variant translated, through the inherent `translate`, the
//! `Crosswalk` trait and `From`/`TryFrom`, against the rows of `ROSTERS.md`.

use std::fmt::Debug;

use crosswalk::{Crosswalk, Error, ErrorKind, Roster, bir, klr};
use crosswalk_tests::expect::{Expectation, Outcome, klr_path};
use crosswalk_tests::seed::{self, Row, Walk};

fn row_of(walk: &Walk, klr: u32) -> &'static Row {
    walk.rows
        .iter()
        .find(|row| row.klr == klr)
        .unwrap_or_else(|| panic!("{}: no row for klr {klr}", walk.helper))
}

/// The row's own translation, read from its BIR column or its throw.
fn row_outcome(row: &Row) -> Outcome {
    match (row.bir, row.error) {
        (Some(bir), None) => Outcome::Target(bir),
        (None, Some(message)) => Outcome::Rejected(message),
        _ => panic!("row {row:?} is neither mapped nor rejected"),
    }
}

/// Checks every variant of `C` against its row, through `translate` both ways and `convert`.
fn variants<C>(
    walk: &'static Walk,
    inherent: fn(C) -> Result<C::Target, Error>,
    convert: fn(C) -> Result<C::Target, Error>,
) where
    C: Crosswalk + Roster<Repr = u32> + Debug + PartialEq,
    C::Target: Roster<Repr = u32> + Debug,
{
    assert_eq!(C::ENUM_PATH, klr_path(walk), "paired with the wrong seed");
    let expectation = Expectation::new(walk);
    let ordinals: Vec<u32> = C::VARIANTS
        .iter()
        .map(|v| Roster::ordinal(*v).get())
        .collect();
    let seeded: Vec<u32> = walk.rows.iter().map(|row| row.klr).collect();
    assert_eq!(ordinals, seeded, "{}: klr variants", walk.klr_enum);
    for &variant in C::VARIANTS {
        let klr = Roster::ordinal(variant).get();
        let row = row_of(walk, klr);
        assert_eq!(Roster::name(variant), row.klr_name);
        // The row and the image agree (below the base, the row restates the policy).
        assert_eq!(
            row_outcome(row),
            expectation.outcome(klr),
            "seed row {row:?}"
        );
        for (path, got) in [
            ("inherent translate", inherent(variant)),
            ("Crosswalk::translate", Crosswalk::translate(variant)),
            ("From/TryFrom", convert(variant)),
        ] {
            if let Some(problem) = expectation.mismatch(klr, got) {
                panic!("{path} of {variant:?}: {problem}");
            }
            if let (Ok(target), Some(_)) = (got, row.bir) {
                assert_eq!(Roster::name(target), row.bir_name, "{path} of {variant:?}");
                assert_eq!(C::target_ordinal(target), Roster::ordinal(target));
            }
        }
    }
}

#[test]
fn dtype_variants() {
    variants(&seed::DTYPE, klr::Dtype::translate, |v| {
        Ok(bir::Dtype::from(v))
    });
}

#[test]
fn engine_variants() {
    variants(&seed::ENGINE, klr::Engine::translate, |v| {
        Ok(bir::EngineType::from(v))
    });
}

#[test]
fn alu_op_variants() {
    variants(&seed::ALU_OP, klr::AluOp::translate, |v| {
        Ok(bir::AluOpType::from(v))
    });
}

#[test]
fn activation_func_variants() {
    variants(
        &seed::ACTIVATION_FUNC,
        klr::ActivationFunc::translate,
        |v| Ok(bir::ActivationFunctionType::from(v)),
    );
}

#[test]
fn accum_cmd_variants() {
    variants(
        &seed::ACCUM_CMD,
        klr::AccumCmd::translate,
        bir::EngineAccumulationType::try_from,
    );
}

#[test]
fn e4m3_spellings_collapse() {
    assert_eq!(
        bir::Dtype::from(klr::Dtype::Float8E4m3),
        bir::Dtype::Float8e4
    );
    assert_eq!(bir::Dtype::from(klr::Dtype::Float8e4), bir::Dtype::Float8e4);
    assert_eq!(
        bir::Dtype::from(klr::Dtype::Float8E4m3fn),
        bir::Dtype::Float8E4m3fn
    );
    let converted: bir::Dtype = klr::Dtype::Uint8.into();
    assert_eq!(converted, bir::Dtype::Uint8);
}

#[test]
fn comparison_family_reorder() {
    assert_eq!(
        bir::AluOpType::from(klr::AluOp::IsEqual),
        bir::AluOpType::IsEqual
    );
    assert_eq!(bir::AluOpType::from(klr::AluOp::IsGe), bir::AluOpType::IsGe);
    assert_eq!(bir::AluOpType::from(klr::AluOp::IsGt), bir::AluOpType::IsGt);
    assert_eq!(bir::AluOpType::from(klr::AluOp::IsLe), bir::AluOpType::IsLe);
    assert_eq!(bir::AluOpType::from(klr::AluOp::IsLt), bir::AluOpType::IsLt);
    assert_eq!(
        bir::AluOpType::from(klr::AluOp::NotEqual),
        bir::AluOpType::NotEqual
    );
    assert_eq!(bir::AluOpType::IsGe as u32, 21);
}

#[test]
fn engine_unassigned_takes_the_default() {
    assert_eq!(
        klr::Engine::Unassigned.translate(),
        Ok(bir::EngineType::Unassigned)
    );
    assert_eq!(
        bir::EngineType::from(klr::Engine::Unassigned),
        bir::EngineType::Unassigned
    );
    assert_eq!(
        bir::EngineType::from(klr::Engine::Pool),
        bir::EngineType::Pool
    );
    assert_eq!(
        bir::EngineType::from(klr::Engine::Act),
        bir::EngineType::Activation
    );
}

#[test]
fn activation_func_renames() {
    assert_eq!(
        bir::ActivationFunctionType::from(klr::ActivationFunc::Log),
        bir::ActivationFunctionType::Ln
    );
    assert_eq!(
        bir::ActivationFunctionType::from(klr::ActivationFunc::SiluDx).to_string(),
        "Derivative_silu"
    );
}

#[test]
fn accum_cmd_uses_try_from() {
    let error = bir::EngineAccumulationType::try_from(klr::AccumCmd::LoadAccumulate).unwrap_err();
    assert_eq!(error.to_string(), "LoadAccumulate is not supported");
    assert_eq!(error.kind(), ErrorKind::Rejected);
    assert_eq!(error.ordinal(), 5);
    assert_eq!(error.enum_path(), "crosswalk::klr::AccumCmd");
    assert_eq!(error.enum_name(), "AccumCmd");
    assert_eq!(
        error.declared_message(),
        Some("LoadAccumulate is not supported")
    );
    assert_eq!(
        bir::EngineAccumulationType::try_from(klr::AccumCmd::Accumulate),
        Ok(bir::EngineAccumulationType::AddAccumulate)
    );
    let converted: Result<bir::EngineAccumulationType, Error> = klr::AccumCmd::Idle.try_into();
    assert_eq!(converted, Ok(bir::EngineAccumulationType::Idle));
    assert_eq!(
        klr::AccumCmd::LoadAccumulate.translate(),
        klr::AccumCmd::translate_ordinal(5)
    );
}

/// `translate` is a `const fn`.
#[test]
fn translate_is_const() {
    const E4M3: Result<bir::Dtype, Error> = klr::Dtype::Float8E4m3.translate();
    const LOAD: Result<bir::EngineAccumulationType, Error> =
        klr::AccumCmd::LoadAccumulate.translate();
    const _: () = assert!(matches!(E4M3, Ok(bir::Dtype::Float8e4)));
    const _: () = assert!(LOAD.is_err());
    assert_eq!(
        LOAD.unwrap_err().to_string(),
        "LoadAccumulate is not supported"
    );
}
