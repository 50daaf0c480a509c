//! The raw path: every klr ordinal in `0..=70_000` and at the u32 edges, through all three ways of
//! translating a bare number, against what the seed's table image and policy say.

use std::fmt::Debug;

use crosswalk::{Crosswalk, Error, ErrorKind, Ordinal, Roster, bir, klr};
use crosswalk_tests::expect::{Expectation, Outcome, klr_path};
use crosswalk_tests::seed::{self, Walk};

const SWEEP_END: u32 = 70_000;

/// Translates every ordinal of the sweep three ways and compares each with the seed.
fn sweep<C>(walk: &'static Walk, inherent: fn(u32) -> Result<C::Target, Error>)
where
    C: Crosswalk<Repr = u32> + Roster,
    C::Target: Roster<Repr = u32> + Debug,
{
    assert_eq!(
        C::ENUM_PATH,
        klr_path(walk),
        "sweep paired with the wrong seed"
    );
    let expectation = Expectation::new(walk);
    let mut failures = Vec::new();
    let mut checked = 0_u32;
    for n in (0..=SWEEP_END).chain(expectation.edges()) {
        let paths = [
            ("inherent translate_ordinal", inherent(n)),
            ("Crosswalk::translate_ordinal", C::translate_ordinal(n)),
            ("Ordinal::translate", Ordinal::<C>::new(n).translate()),
        ];
        for (path, got) in paths {
            checked += 1;
            if let Some(problem) = expectation.mismatch(n, got) {
                failures.push(format!("{path}: {problem}"));
            }
        }
    }
    assert!(checked > 3 * SWEEP_END);
    assert!(
        failures.is_empty(),
        "{}: {} of {checked} translations wrong; first ones:\n{}",
        walk.helper,
        failures.len(),
        failures[..failures.len().min(12)].join("\n"),
    );
}

#[test]
fn dtype_sweep() {
    sweep::<klr::Dtype>(&seed::DTYPE, klr::Dtype::translate_ordinal);
}

#[test]
fn engine_sweep() {
    sweep::<klr::Engine>(&seed::ENGINE, klr::Engine::translate_ordinal);
}

#[test]
fn alu_op_sweep() {
    sweep::<klr::AluOp>(&seed::ALU_OP, klr::AluOp::translate_ordinal);
}

#[test]
fn activation_func_sweep() {
    sweep::<klr::ActivationFunc>(
        &seed::ACTIVATION_FUNC,
        klr::ActivationFunc::translate_ordinal,
    );
}

#[test]
fn accum_cmd_sweep() {
    sweep::<klr::AccumCmd>(&seed::ACCUM_CMD, klr::AccumCmd::translate_ordinal);
}

/// The expectation itself, on the cases the seed spells out in prose.
#[test]
fn expectation_reads_the_seed_prose() {
    let dtype = Expectation::new(&seed::DTYPE);
    assert_eq!(
        dtype.outcome(0),
        Outcome::OutOfRange("Unsupported dtype encountered")
    );
    assert_eq!(dtype.outcome(3), Outcome::Target(4));
    assert_eq!(dtype.outcome(16), Outcome::Target(4));
    assert_eq!(dtype.outcome(17), Outcome::Target(5));
    assert_eq!(
        dtype.outcome(21),
        Outcome::OutOfRange("Unsupported dtype encountered")
    );

    let engine = Expectation::new(&seed::ENGINE);
    assert_eq!(engine.outcome(1), Outcome::Target(0));
    assert_eq!(engine.outcome(2), Outcome::Target(2));
    assert_eq!(engine.outcome(7), Outcome::Target(6));
    assert_eq!(engine.outcome(8), Outcome::Target(0));

    let activation = Expectation::new(&seed::ACTIVATION_FUNC);
    assert_eq!(activation.outcome(0), Outcome::Target(30));
    assert_eq!(activation.outcome(26), Outcome::Target(30));

    let accum = Expectation::new(&seed::ACCUM_CMD);
    let unrecognized = Outcome::OutOfRange("Unrecognized accumulation cmd encountered!");
    assert_eq!(accum.outcome(0), unrecognized);
    assert_eq!(accum.outcome(3), Outcome::Target(4));
    assert_eq!(
        accum.outcome(5),
        Outcome::Rejected("LoadAccumulate is not supported")
    );
    assert_eq!(accum.outcome(6), unrecognized);
}

fn assert_error(
    got: Result<impl Debug, Error>,
    kind: ErrorKind,
    message: &str,
    n: u32,
    path: &str,
) {
    let error = got.expect_err("an error");
    assert_eq!(error.kind(), kind, "{error:?}");
    assert_eq!(error.to_string(), message);
    assert_eq!(error.declared_message(), Some(message));
    assert_eq!(error.ordinal(), i128::from(n));
    assert_eq!(error.enum_path(), path);
    assert!(
        error
            .enum_path()
            .ends_with(&format!("klr::{}", error.enum_name()))
    );
}

#[test]
fn dtype_throws_past_the_table_and_below_the_base() {
    for n in [0, 21, 22, 1000, 1 << 31, u32::MAX] {
        assert_error(
            klr::Dtype::translate_ordinal(n),
            ErrorKind::OutOfRange,
            "Unsupported dtype encountered",
            n,
            "crosswalk::klr::Dtype",
        );
    }
    assert_eq!(klr::Dtype::translate_ordinal(1), Ok(bir::Dtype::Bfloat16));
    assert_eq!(klr::Dtype::translate_ordinal(3), Ok(bir::Dtype::Float8e4));
    assert_eq!(klr::Dtype::translate_ordinal(16), Ok(bir::Dtype::Float8e4));
    assert_eq!(
        klr::Dtype::translate_ordinal(17),
        Ok(bir::Dtype::Float8E4m3fn)
    );
    assert_eq!(
        klr::Dtype::translate_ordinal(20),
        Ok(bir::Dtype::Float4E2m1fnX4)
    );
    assert_eq!(klr::Dtype::translate_ordinal(14), Ok(bir::Dtype::Uint32));
}

#[test]
fn alu_op_throws_past_the_table() {
    for n in [0, 30, 33, u32::MAX] {
        assert_error(
            klr::AluOp::translate_ordinal(n),
            ErrorKind::OutOfRange,
            "Unsupported ALU operation",
            n,
            "crosswalk::klr::AluOp",
        );
    }
    assert_eq!(klr::AluOp::translate_ordinal(13), Ok(bir::AluOpType::IsGe));
    assert_eq!(klr::AluOp::translate_ordinal(14), Ok(bir::AluOpType::IsGt));
    assert_eq!(
        klr::AluOp::translate_ordinal(26),
        Ok(bir::AluOpType::NotEqual)
    );
    assert_eq!(klr::AluOp::translate_ordinal(28), Ok(bir::AluOpType::Rsqrt));
}

#[test]
fn engine_softly_defaults_to_unassigned() {
    for n in [0, 1, 8, 9, 70_000, 1 << 31, u32::MAX - 1, u32::MAX] {
        assert_eq!(
            klr::Engine::translate_ordinal(n),
            Ok(bir::EngineType::Unassigned),
            "{n}"
        );
    }
    assert_eq!(
        klr::Engine::translate_ordinal(2),
        Ok(bir::EngineType::Activation)
    );
    assert_eq!(klr::Engine::translate_ordinal(7), Ok(bir::EngineType::Sp));
}

#[test]
fn activation_func_softly_defaults_to_unknown() {
    for n in [0, 26, 27, 31, u32::MAX] {
        assert_eq!(
            klr::ActivationFunc::translate_ordinal(n),
            Ok(bir::ActivationFunctionType::Unknown),
            "{n}"
        );
    }
    assert_eq!(
        klr::ActivationFunc::translate_ordinal(10),
        Ok(bir::ActivationFunctionType::Ln)
    );
    assert_eq!(
        klr::ActivationFunc::translate_ordinal(25),
        Ok(bir::ActivationFunctionType::DerivativeGeluApprxSigmoid)
    );
}

#[test]
fn accum_cmd_rejects_load_accumulate_and_throws_elsewhere() {
    assert_error(
        klr::AccumCmd::translate_ordinal(5),
        ErrorKind::Rejected,
        "LoadAccumulate is not supported",
        5,
        "crosswalk::klr::AccumCmd",
    );
    assert_error(
        Ordinal::<klr::AccumCmd>::new(5).translate(),
        ErrorKind::Rejected,
        "LoadAccumulate is not supported",
        5,
        "crosswalk::klr::AccumCmd",
    );
    for n in [0, 6, 7, 1 << 31, u32::MAX] {
        assert_error(
            klr::AccumCmd::translate_ordinal(n),
            ErrorKind::OutOfRange,
            "Unrecognized accumulation cmd encountered!",
            n,
            "crosswalk::klr::AccumCmd",
        );
    }
    assert_eq!(
        klr::AccumCmd::translate_ordinal(3),
        Ok(bir::EngineAccumulationType::AddAccumulate)
    );
}

/// The raw path is a `const fn`: the table can be consulted at compile time.
#[test]
fn translate_ordinal_is_const() {
    const E4M3: Result<bir::Dtype, Error> = klr::Dtype::translate_ordinal(16);
    const NOTHING: Result<bir::Dtype, Error> = klr::Dtype::translate_ordinal(0);
    const UNASSIGNED: Result<bir::EngineType, Error> = klr::Engine::translate_ordinal(1);
    const LOAD: Result<bir::EngineAccumulationType, Error> = klr::AccumCmd::translate_ordinal(5);
    const _: () = assert!(matches!(E4M3, Ok(bir::Dtype::Float8e4)));
    const _: () = assert!(NOTHING.is_err());
    const _: () = assert!(matches!(UNASSIGNED, Ok(bir::EngineType::Unassigned)));
    assert_eq!(LOAD.unwrap_err().kind(), ErrorKind::Rejected);
    assert_eq!(
        NOTHING.unwrap_err().to_string(),
        "Unsupported dtype encountered"
    );
}

/// `Ordinal<E>` keeps the number and prints it bare.
#[test]
fn ordinal_wrapper_round_trips() {
    let raw = Ordinal::<klr::Dtype>::new(17);
    assert_eq!(raw.get(), 17);
    assert_eq!(raw.to_string(), "17");
    assert_eq!(
        klr::Dtype::try_from(raw.get()),
        Ok(klr::Dtype::Float8E4m3fn)
    );
    assert_eq!(raw.translate(), Ok(bir::Dtype::Float8E4m3fn));
    assert_eq!(Roster::ordinal(klr::Dtype::Float8E4m3fn), raw);
    assert!(Ordinal::<klr::Dtype>::new(3) < raw);
    let missing = klr::Dtype::try_from(Ordinal::<klr::Dtype>::new(0).get()).unwrap_err();
    assert_eq!(missing.kind(), ErrorKind::UnknownOrdinal);
    assert_eq!(missing.ordinal(), 0);
}
