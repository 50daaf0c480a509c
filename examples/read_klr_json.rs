//! Reading Core KLR JSON, as the KLR toolchain writes it, into typed klr values, then lowering
//! them. `cargo run --example read_klr_json`
//!
//! Needs `crosswalk` with its `serde` feature: the klr enums read themselves by their klr names.

use crosswalk::{Primary, klr, wire};
use serde::Deserialize;

/// The parameters of a `tensorScalar` operator, as Core KLR spells them.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct TensorScalar {
    op0: klr::AluOp,
    op1: klr::AluOp,
    const0: f32,
    const1: f32,
}

/// A tensor; only its `dtype` matters here, and serde skips the other fields.
#[derive(Debug, Deserialize)]
struct Tensor {
    name: String,
    dtype: klr::Dtype,
}

/// Cut from `tests/fixtures/klr/aluops.json`, which `klr nki-to-klr --json` wrote.
const DOCUMENT: &str = r#"{
  "tensorScalar": {"reverse1": false, "reverse0": true, "op1": "mult", "op0": "add",
                   "const1": 2, "const0": 1},
  "dst": {"shape": {"parDim": 10, "freeDims": [10]}, "name": "tsc.3.8", "dtype": "float32"}
}"#;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Statement {
    tensor_scalar: TensorScalar,
    dst: Tensor,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let statement: Statement = serde_json::from_str(DOCUMENT)?;
    let ops = &statement.tensor_scalar;
    println!(
        "{} = (x {} {}) {} {}",
        statement.dst.name, ops.op0, ops.const0, ops.op1, ops.const1
    );
    for op in [ops.op0, ops.op1] {
        let lowered = crosswalk::lower::<_, Primary>(op)?;
        println!(
            "  klr {op} ({}) → bir {} → ALU_OP {}",
            op.ordinal(),
            lowered.middle,
            lowered.target
        );
    }
    let dtype = crosswalk::lower::<_, wire::CoreV4>(statement.dst.dtype)?;
    println!(
        "  klr {} → bir {} → CoreV4 tag {}",
        dtype.source, dtype.middle, dtype.target
    );
    assert_eq!((ops.op0, ops.op1), (klr::AluOp::Add, klr::AluOp::Mult));
    assert_eq!(dtype.target.get(), 0x0a);

    // A name the enum lacks is serde's error, listing the names it has.
    let error = serde_json::from_str::<Tensor>(r#"{"name": "t", "dtype": "float8"}"#).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("unknown variant `float8`, expected one of `bfloat16`")
    );
    Ok(())
}

#[test]
fn runs() {
    main().expect("the document reads and lowers");
}
