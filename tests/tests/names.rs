//! Names and ordinals of all ten enums, both ways, against the rosters of `ROSTERS.md`.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use crosswalk::{Error, ErrorKind, Ordinal, ParseNameError, Roster, bir, klr};
use crosswalk_tests::seed;

/// Ordinals probed for "no such variant", besides every gap in `0..=300`.
const FAR_ORDINALS: [u32; 6] = [1000, 70_000, (1 << 31) - 1, 1 << 31, u32::MAX - 1, u32::MAX];

fn names_of(roster: &[(u32, &'static str)]) -> Vec<&'static str> {
    roster.iter().map(|&(_, name)| name).collect()
}

/// Everything `#[derive(Roster)]` gives, checked against one seed roster.
fn roster<E>(path: &str, seeded: &[(u32, &'static str)], inherent: &Inherent<E>)
where
    E: Roster<Repr = u32>
        + Display
        + FromStr<Err = ParseNameError>
        + TryFrom<u32, Error = Error>
        + PartialEq
        + Debug,
{
    assert_eq!(E::ENUM_PATH, path);
    assert_eq!(E::COUNT, seeded.len(), "{path}: COUNT");
    assert_eq!(E::VARIANTS.len(), seeded.len(), "{path}: VARIANTS");
    assert_eq!(E::NAMES, names_of(seeded).as_slice(), "{path}: NAMES");

    for (&variant, &(ordinal, name)) in E::VARIANTS.iter().zip(seeded) {
        let at = format!("{path} {ordinal} {name:?}");
        assert_eq!(Roster::ordinal(variant).get(), ordinal, "{at}: ordinal");
        assert_eq!(
            (inherent.ordinal)(variant).get(),
            ordinal,
            "{at}: inherent ordinal"
        );
        assert_eq!(Roster::name(variant), name, "{at}: name");
        assert_eq!((inherent.name)(variant), name, "{at}: inherent name");
        assert_eq!(variant.to_string(), name, "{at}: Display");
        assert_eq!(
            format!("{variant:>30}").trim_start(),
            name,
            "{at}: Display, padded"
        );
        assert_eq!(name.parse::<E>(), Ok(variant), "{at}: FromStr");
        assert_eq!(E::from_name(name), Some(variant), "{at}: from_name");
        assert_eq!(
            (inherent.from_name)(name),
            Some(variant),
            "{at}: inherent from_name"
        );
        assert_eq!(
            E::from_ordinal(ordinal),
            Some(variant),
            "{at}: from_ordinal"
        );
        assert_eq!(
            (inherent.from_ordinal)(ordinal),
            Some(variant),
            "{at}: inherent from_ordinal"
        );
        assert_eq!(E::try_from(ordinal), Ok(variant), "{at}: TryFrom<u32>");
    }

    let known: Vec<u32> = seeded.iter().map(|&(ordinal, _)| ordinal).collect();
    for n in (0..=300).chain(FAR_ORDINALS) {
        if known.contains(&n) {
            continue;
        }
        assert_eq!(E::from_ordinal(n), None, "{path} {n}: from_ordinal");
        assert_eq!(
            (inherent.from_ordinal)(n),
            None,
            "{path} {n}: inherent from_ordinal"
        );
        let error = E::try_from(n).expect_err("TryFrom<u32>");
        assert_eq!(error.kind(), ErrorKind::UnknownOrdinal, "{path} {n}");
        assert_eq!(error.ordinal(), i128::from(n), "{path} {n}");
        assert_eq!(error.enum_path(), path, "{path} {n}");
        assert_eq!(error.declared_message(), None, "{path} {n}");
        assert_eq!(
            error.to_string(),
            format!("no {path} variant has ordinal {n}")
        );
    }

    let expected_names = names_of(seeded);
    for probe in unknown_names(seeded) {
        assert_eq!(E::from_name(&probe), None, "{path} {probe:?}: from_name");
        assert_eq!(
            (inherent.from_name)(&probe),
            None,
            "{path} {probe:?}: inherent"
        );
        let error = probe.parse::<E>().expect_err(&probe);
        assert_eq!(error.enum_path(), path);
        assert_eq!(error.expected(), expected_names.as_slice());
        assert_eq!(
            error.to_string(),
            format!(
                "unknown {path} name; expected one of: {}",
                expected_names.join(", ")
            )
        );
    }
}

/// Names no variant carries: case changes, padding, prefixes, the empty string, and the
/// `to_string` of an unknown klr value.
fn unknown_names(seeded: &[(u32, &'static str)]) -> Vec<String> {
    let mut probes = vec![
        String::new(),
        " ".to_owned(),
        "UNABLE TO PRINT".to_owned(),
        "0".to_owned(),
        "Ordinal".to_owned(),
    ];
    for &(ordinal, name) in seeded {
        probes.push(ordinal.to_string());
        probes.push(name.to_uppercase());
        probes.push(name.to_lowercase());
        probes.push(format!(" {name}"));
        probes.push(format!("{name} "));
        probes.push(format!("{name}\0"));
        probes.push(name[..name.len() - 1].to_owned());
        probes.push(format!("{name}x"));
    }
    probes.retain(|probe| !seeded.iter().any(|&(_, name)| name == probe));
    probes
}

/// The inherent `const fn` twins of the trait methods, as function pointers.
struct Inherent<E> {
    ordinal: fn(E) -> Ordinal<E>,
    name: fn(E) -> &'static str,
    from_ordinal: fn(u32) -> Option<E>,
    from_name: fn(&str) -> Option<E>,
}

macro_rules! inherent {
    ($enum:ty) => {
        Inherent::<$enum> {
            ordinal: <$enum>::ordinal,
            name: <$enum>::name,
            from_ordinal: <$enum>::from_ordinal,
            from_name: <$enum>::from_name,
        }
    };
}

fn klr_roster(walk: &seed::Walk) -> &'static [(u32, &'static str)] {
    walk.klr_roster
}

#[test]
fn klr_dtype() {
    roster(
        "crosswalk::klr::Dtype",
        klr_roster(&seed::DTYPE),
        &inherent!(klr::Dtype),
    );
}

#[test]
fn klr_engine() {
    roster(
        "crosswalk::klr::Engine",
        klr_roster(&seed::ENGINE),
        &inherent!(klr::Engine),
    );
}

#[test]
fn klr_alu_op() {
    roster(
        "crosswalk::klr::AluOp",
        klr_roster(&seed::ALU_OP),
        &inherent!(klr::AluOp),
    );
}

#[test]
fn klr_activation_func() {
    roster(
        "crosswalk::klr::ActivationFunc",
        klr_roster(&seed::ACTIVATION_FUNC),
        &inherent!(klr::ActivationFunc),
    );
}

#[test]
fn klr_accum_cmd() {
    roster(
        "crosswalk::klr::AccumCmd",
        klr_roster(&seed::ACCUM_CMD),
        &inherent!(klr::AccumCmd),
    );
}

#[test]
fn bir_dtype() {
    roster(
        "crosswalk::bir::Dtype",
        seed::DTYPE.bir_roster,
        &inherent!(bir::Dtype),
    );
}

#[test]
fn bir_engine_type() {
    roster(
        "crosswalk::bir::EngineType",
        seed::ENGINE.bir_roster,
        &inherent!(bir::EngineType),
    );
}

#[test]
fn bir_alu_op_type() {
    roster(
        "crosswalk::bir::AluOpType",
        seed::ALU_OP.bir_roster,
        &inherent!(bir::AluOpType),
    );
}

#[test]
fn bir_activation_function_type() {
    roster(
        "crosswalk::bir::ActivationFunctionType",
        seed::ACTIVATION_FUNC.bir_roster,
        &inherent!(bir::ActivationFunctionType),
    );
}

#[test]
fn bir_engine_accumulation_type() {
    roster(
        "crosswalk::bir::EngineAccumulationType",
        seed::ACCUM_CMD.bir_roster,
        &inherent!(bir::EngineAccumulationType),
    );
}

/// The seed's klr rosters and rows describe the same members.
#[test]
fn seed_klr_rosters_match_rows() {
    for walk in seed::ALL {
        let from_rows: Vec<(u32, &str)> = walk.rows.iter().map(|r| (r.klr, r.klr_name)).collect();
        assert_eq!(walk.klr_roster, from_rows.as_slice(), "{}", walk.klr_enum);
        for (index, &(ordinal, _)) in walk.klr_roster.iter().enumerate() {
            assert_eq!(
                ordinal,
                u32::try_from(index).unwrap() + 1,
                "klr enums are 1-based"
            );
        }
        for (index, &(ordinal, _)) in walk.bir_roster.iter().enumerate() {
            assert_eq!(
                ordinal,
                u32::try_from(index).unwrap(),
                "BIR enums are 0-based"
            );
        }
    }
}

#[test]
fn spot_checks() {
    assert_eq!(
        "float8_e4m3fn".parse::<klr::Dtype>(),
        Ok(klr::Dtype::Float8E4m3fn)
    );
    assert_eq!(
        "float8_e4m3".parse::<klr::Dtype>(),
        Ok(klr::Dtype::Float8E4m3)
    );
    assert_eq!("float8e4".parse::<klr::Dtype>(), Ok(klr::Dtype::Float8e4));
    assert_eq!("float8e4".parse::<bir::Dtype>(), Ok(bir::Dtype::Float8e4));
    assert!("float8_e4m3".parse::<bir::Dtype>().is_err());
    assert!("Float8E4m3fn".parse::<klr::Dtype>().is_err());
    assert_eq!(klr::Dtype::Float4E2m1fnX4.to_string(), "float4_e2m1fn_x4");
    assert_eq!(klr::AluOp::ArithShiftLeft.to_string(), "arith_shift_left");
    assert_eq!(
        klr::ActivationFunc::GeluApprxSigmoidDx.to_string(),
        "gelu_apprx_sigmoid_dx"
    );
    assert_eq!(klr::AccumCmd::ZeroAccumulate.to_string(), "ZeroAccumulate");
    assert_eq!(klr::Engine::Act.to_string(), "act");
    assert_eq!(bir::EngineType::Pe.to_string(), "PE");
    assert_eq!(bir::EngineType::Activation.to_string(), "Activation");
    assert_eq!("ALL".parse::<bir::EngineType>(), Ok(bir::EngineType::All));
    assert!("All".parse::<bir::EngineType>().is_err());
    assert_eq!(bir::AluOpType::ModInt.to_string(), "mod_int");
    assert_eq!(
        bir::ActivationFunctionType::IsFinite.to_string(),
        "Is_finite"
    );
    assert_eq!(
        bir::EngineAccumulationType::try_from(5),
        Ok(bir::EngineAccumulationType::LoadAccumulate)
    );
    assert_eq!(klr::Engine::try_from(1), Ok(klr::Engine::Unassigned));
    assert_eq!(
        klr::Engine::try_from(0).unwrap_err().kind(),
        ErrorKind::UnknownOrdinal
    );
    assert_eq!(bir::EngineType::All as u32, 7);
}

/// The inherent twins are `const fn`.
#[test]
fn inherent_roster_fns_are_const() {
    const FN: Option<klr::Dtype> = klr::Dtype::from_name("float8_e4m3fn");
    const NAME: &str = klr::Dtype::Float8E4m3.name();
    const ORDINAL: u32 = bir::Dtype::Float8e4.ordinal().get();
    const ALL: Option<bir::EngineType> = bir::EngineType::from_ordinal(7);
    const NONE: Option<bir::EngineType> = bir::EngineType::from_ordinal(8);
    const _: () = assert!(matches!(FN, Some(klr::Dtype::Float8E4m3fn)));
    const _: () = assert!(ORDINAL == 4);
    const _: () = assert!(matches!(ALL, Some(bir::EngineType::All)));
    const _: () = assert!(NONE.is_none());
    assert_eq!(NAME, "float8_e4m3");
}
