//! The three id-spaces end to end with the shipped crosswalks: a klr ordinal (the front end), a
//! BIR ordinal (the IR), a silicon byte (the encoder). `cargo run --example three_id_spaces`

use crosswalk::{Primary, bir, klr, wire};

fn main() -> Result<(), crosswalk::Error> {
    // klr `is_ge` = 13 → BIR `is_ge` = 21 → ALU_OP byte 0x14: one op, three numbers.
    let is_ge = crosswalk::lower::<_, Primary>(klr::AluOp::IsGe)?;
    println!(
        "klr {} = {} → bir {} = {} → ALU_OP {}",
        is_ge.source,
        is_ge.source.ordinal(),
        is_ge.middle,
        is_ge.middle.ordinal(),
        is_ge.target
    );
    assert_eq!(is_ge.source.ordinal().get(), 13);
    assert_eq!(is_ge.middle.ordinal().get(), 21);
    assert_eq!(is_ge.target.get(), 0x14);

    // The dtype has one crosswalk per hardware generation: name the one you encode for.
    let e4m3 = crosswalk::lower::<_, wire::CoreV4>(klr::Dtype::Float8E4m3)?;
    assert_eq!(
        (e4m3.middle, e4m3.target.get()),
        (bir::Dtype::Float8e4, 0x0e)
    );
    let float4 = klr::Dtype::Float4E2m1fnX4;
    let core_v4 = crosswalk::lower::<_, wire::CoreV4>(float4)?.target;
    let pre_v4 = crosswalk::lower::<_, wire::PreV4>(float4)?.target;
    println!("klr {float4}: CoreV4 tag {core_v4}, pre-V4 tag {pre_v4}");
    assert_eq!((core_v4.get(), pre_v4.get()), (0x10, 0x05));

    // From a raw ordinal, as it arrives in a serialized AST: check it into a typed value first.
    let accumulate = klr::AccumCmd::try_from(3)?;
    let code = crosswalk::lower::<_, Primary>(accumulate)?.target;
    assert_eq!(code.get(), 2);

    // Every step can refuse, and says which enum refused.
    let load = crosswalk::lower::<_, Primary>(klr::AccumCmd::LoadAccumulate).unwrap_err();
    assert_eq!(load.to_string(), "LoadAccumulate is not supported");
    let average = crosswalk::lower::<_, Primary>(klr::AluOp::Average).unwrap_err();
    assert_eq!(average.enum_name(), "AluOpType");
    println!("klr average: {average}");

    // What does not compile: a BIR ordinal where a klr one is expected, a BIR value where a
    // wire byte is. `Ordinal<klr::Dtype>`, `Ordinal<bir::Dtype>` and `CoreV4DtypeTag` are
    // three types.
    Ok(())
}

#[test]
fn runs() {
    main().expect("every step above succeeds");
}
