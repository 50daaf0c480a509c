//! serde (feature `serde`): klr enums read and write their klr spellings, BIR enums their BIR-JSON
//! spellings, and a klr-shaped document translates field by field into a BIR-shaped one.
//!
//! Run with `cargo test -p crosswalk-tests --features serde`.

use std::fmt::Debug;

use crosswalk::{Roster, bir, klr};
use crosswalk_tests::seed;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// One instruction's enums, as BIR-JSON spells them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct BirInstruction {
    dtype: bir::Dtype,
    op: bir::AluOpType,
    func: bir::ActivationFunctionType,
    acc: bir::EngineAccumulationType,
    engine: bir::EngineType,
}

/// The same instruction as the front end (klr) spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct KlrInstruction {
    dtype: klr::Dtype,
    op: klr::AluOp,
    func: klr::ActivationFunc,
    acc: klr::AccumCmd,
    engine: klr::Engine,
}

impl TryFrom<KlrInstruction> for BirInstruction {
    type Error = crosswalk::Error;

    /// Field by field, through each crosswalk: `From` where no klr variant is rejected, `TryFrom`
    /// (accumulation commands: `LoadAccumulate` is) or `translate()` otherwise.
    fn try_from(klr: KlrInstruction) -> Result<Self, crosswalk::Error> {
        Ok(Self {
            dtype: bir::Dtype::from(klr.dtype),
            op: klr.op.translate()?,
            func: bir::ActivationFunctionType::from(klr.func),
            acc: bir::EngineAccumulationType::try_from(klr.acc)?,
            engine: klr.engine.into(),
        })
    }
}

fn bir_document() -> Value {
    json!({"dtype": "float8e4", "op": "is_ge", "func": "Derivative_Gelu", "acc": "AddAccumulate", "engine": "Activation"})
}

fn klr_document() -> Value {
    json!({"dtype": "float8_e4m3", "op": "is_ge", "func": "gelu_dx", "acc": "Accumulate", "engine": "act"})
}

const BIR_INSTRUCTION: BirInstruction = BirInstruction {
    dtype: bir::Dtype::Float8e4,
    op: bir::AluOpType::IsGe,
    func: bir::ActivationFunctionType::DerivativeGelu,
    acc: bir::EngineAccumulationType::AddAccumulate,
    engine: bir::EngineType::Activation,
};

#[test]
fn a_bir_json_document_round_trips() {
    let text = bir_document().to_string();
    let read: BirInstruction = serde_json::from_str(&text).unwrap();
    assert_eq!(read, BIR_INSTRUCTION);
    assert_eq!(serde_json::to_value(read).unwrap(), bir_document());
    let written = serde_json::to_string(&read).unwrap();
    assert_eq!(
        written,
        r#"{"dtype":"float8e4","op":"is_ge","func":"Derivative_Gelu","acc":"AddAccumulate","engine":"Activation"}"#
    );
    assert_eq!(
        serde_json::from_str::<BirInstruction>(&written).unwrap(),
        read
    );
}

#[test]
fn a_klr_document_translates_into_the_bir_one() {
    let klr: KlrInstruction = serde_json::from_value(klr_document()).unwrap();
    assert_eq!(
        klr,
        KlrInstruction {
            dtype: klr::Dtype::Float8E4m3,
            op: klr::AluOp::IsGe,
            func: klr::ActivationFunc::GeluDx,
            acc: klr::AccumCmd::Accumulate,
            engine: klr::Engine::Act,
        }
    );
    assert_eq!(serde_json::to_value(klr).unwrap(), klr_document());

    let bir = BirInstruction::try_from(klr).unwrap();
    assert_eq!(bir, BIR_INSTRUCTION);
    assert_eq!(serde_json::to_value(bir).unwrap(), bir_document());
}

#[test]
fn a_rejected_klr_value_stops_the_translation_with_its_error() {
    let mut document = klr_document();
    document["acc"] = json!("LoadAccumulate");
    let klr: KlrInstruction = serde_json::from_value(document).unwrap();
    let error = BirInstruction::try_from(klr).unwrap_err();
    assert_eq!(error.to_string(), "LoadAccumulate is not supported");
}

#[test]
fn an_unknown_name_lists_the_valid_ones() {
    // The klr spelling is not a BIR name: the error names what BIR accepts.
    let mut document = bir_document();
    document["dtype"] = json!("float8_e4m3");
    let error = serde_json::from_value::<BirInstruction>(document)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("unknown variant `float8_e4m3`, expected one of "),
        "{error}"
    );
    for name in <bir::Dtype as Roster>::NAMES {
        assert!(
            error.contains(&format!("`{name}`")),
            "{name} missing: {error}"
        );
    }

    // Names are exact: BIR's `Activation` is not klr's `act`, and case matters.
    let error = serde_json::from_str::<klr::Engine>(r#""Act""#)
        .unwrap_err()
        .to_string();
    assert_eq!(
        error,
        "unknown variant `Act`, expected one of `unassigned`, `act`, `dma`, `dve`, `pe`, `pool`, `sp` at line 1 column 5"
    );
}

#[test]
fn only_a_string_is_a_name() {
    let error = serde_json::from_str::<bir::Dtype>("4")
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with(
            "invalid type: integer `4`, expected the name of a crosswalk::bir::Dtype variant"
        ),
        "{error}"
    );
    assert!(serde_json::from_str::<bir::Dtype>("null").is_err());
}

/// Every variant of `E` is written as the seed's name for its ordinal, and read back.
fn every_name_round_trips<E>(roster: &[(u32, &'static str)])
where
    E: Roster<Repr = u32> + Serialize + DeserializeOwned + PartialEq + Debug,
{
    assert_eq!(E::VARIANTS.len(), roster.len(), "{}", E::ENUM_PATH);
    for &(ordinal, name) in roster {
        let variant = E::from_ordinal(ordinal).unwrap();
        assert_eq!(serde_json::to_value(variant).unwrap(), json!(name));
        assert_eq!(
            serde_json::from_value::<E>(json!(name)).unwrap(),
            variant,
            "{name}"
        );
    }
}

#[test]
fn every_shipped_name_round_trips() {
    every_name_round_trips::<klr::Dtype>(seed::DTYPE.klr_roster);
    every_name_round_trips::<bir::Dtype>(seed::DTYPE.bir_roster);
    every_name_round_trips::<klr::Engine>(seed::ENGINE.klr_roster);
    every_name_round_trips::<bir::EngineType>(seed::ENGINE.bir_roster);
    every_name_round_trips::<klr::AluOp>(seed::ALU_OP.klr_roster);
    every_name_round_trips::<bir::AluOpType>(seed::ALU_OP.bir_roster);
    every_name_round_trips::<klr::ActivationFunc>(seed::ACTIVATION_FUNC.klr_roster);
    every_name_round_trips::<bir::ActivationFunctionType>(seed::ACTIVATION_FUNC.bir_roster);
    every_name_round_trips::<klr::AccumCmd>(seed::ACCUM_CMD.klr_roster);
    every_name_round_trips::<bir::EngineAccumulationType>(seed::ACCUM_CMD.bir_roster);
}

/// A user's enum: `#[derive(Roster)]` plus `#[serde(with = "crosswalk::serde_by_name")]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "SCREAMING_SNAKE_CASE")]
enum Queue {
    HighPriority,
    Bulk,
    #[roster(name = "bg")]
    Background,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Job {
    #[serde(with = "crosswalk::serde_by_name")]
    queue: Queue,
    engine: bir::EngineType,
}

#[test]
fn a_user_enum_goes_through_serde_by_name() {
    let job = Job {
        queue: Queue::HighPriority,
        engine: bir::EngineType::Pe,
    };
    let text = serde_json::to_string(&job).unwrap();
    assert_eq!(text, r#"{"queue":"HIGH_PRIORITY","engine":"PE"}"#);
    assert_eq!(serde_json::from_str::<Job>(&text).unwrap(), job);
    assert_eq!(
        serde_json::from_str::<Job>(r#"{"queue":"bg","engine":"ALL"}"#).unwrap(),
        Job {
            queue: Queue::Background,
            engine: bir::EngineType::All,
        }
    );
    let error = serde_json::from_str::<Job>(r#"{"queue":"Bulk","engine":"PE"}"#)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("unknown variant `Bulk`, expected one of `HIGH_PRIORITY`, `BULK`, `bg`"),
        "{error}"
    );
}

/// A name arrives borrowed, owned (unescaped) or from a reader: all three are read.
#[test]
fn names_are_read_however_the_string_arrives() {
    let owned: bir::AluOpType = serde_json::from_reader(&b"\"is_ge\""[..]).unwrap();
    assert_eq!(owned, bir::AluOpType::IsGe);
    let escaped: klr::ActivationFunc = serde_json::from_str(r#""gelu\u005fdx""#).unwrap();
    assert_eq!(escaped, klr::ActivationFunc::GeluDx);
}
