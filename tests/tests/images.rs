//! The declared tables read back: `table_image`, `unreached`, and the `Crosswalk` constants
//! (`BASE`, `ON_OUT_OF_RANGE`, `CELLS`, `SOURCES`), against `ROSTERS.md`.

use std::fmt::Debug;

use crosswalk::{Cell, Crosswalk, ErrorKind, NO_TARGET, OnOutOfRange, Ordinal, Roster, bir, klr};
use crosswalk_tests::expect::{bir_path, image_cells, klr_path, parse_hex, span};
use crosswalk_tests::seed::{self, Policy, Walk};

fn image<C: Crosswalk>(walk: &Walk) {
    let got: Vec<u8> = <C as crosswalk::Crosswalk>::table_image().collect();
    let want = parse_hex(walk.image_hex);
    assert_eq!(
        want.len(),
        4 * usize::try_from(walk.cells).unwrap(),
        "seed: cells vs image"
    );
    assert_eq!(got, want, "{}: table image", walk.helper);
}

fn unreached<C>(walk: &Walk)
where
    C: Crosswalk<Repr = u32> + Roster<Repr = u32>,
    C::Target: Roster<Repr = u32>,
{
    let got: Vec<u32> = <C as crosswalk::Crosswalk>::unreached()
        .map(|target| Roster::ordinal(target).get())
        .collect();
    assert_eq!(
        got, walk.unreached,
        "{}: unreached BIR ordinals",
        walk.helper
    );
}

/// `BASE`, `ON_OUT_OF_RANGE`, `CELLS`, `SOURCES` and the two paths.
fn constants<C>(walk: &Walk)
where
    C: Crosswalk<Repr = u32> + Roster<Repr = u32> + Debug + PartialEq,
    C::Target: Roster<Repr = u32> + Debug,
{
    assert_eq!(C::ENUM_PATH, klr_path(walk));
    assert!(
        bir_path(walk).ends_with(C::TARGET_PATH.replace(' ', "").as_str()),
        "TARGET_PATH {:?}",
        C::TARGET_PATH
    );
    assert_eq!(C::BASE, walk.base, "{}: BASE", walk.helper);

    match (C::ON_OUT_OF_RANGE, walk.policy) {
        (OnOutOfRange::Throw(got), Policy::Throw(want)) => assert_eq!(got, Some(want)),
        (OnOutOfRange::Default(got), Policy::Default(want)) => {
            assert_eq!(Roster::ordinal(got).get(), want);
        }
        (got, want) => panic!("{}: ON_OUT_OF_RANGE {got:?}, seed {want:?}", walk.helper),
    }

    let cells = image_cells(walk);
    assert_eq!(
        C::CELLS.len(),
        usize::try_from(span(walk)).unwrap(),
        "{}: CELLS",
        walk.helper
    );
    for (index, cell) in C::CELLS.iter().enumerate() {
        let klr = walk.base + u32::try_from(index).unwrap();
        let row = walk.rows.iter().find(|row| row.klr == klr).expect("a row");
        match *cell {
            Cell::Mapped {
                source,
                target,
                alias,
                one_way: false,
                ..
            } => {
                assert_eq!(
                    Roster::ordinal(source).get(),
                    klr,
                    "{}[{index}]",
                    walk.helper
                );
                assert_eq!(Roster::ordinal(target).get(), cells[index]);
                assert_eq!(Some(cells[index]), row.bir);
                // An alias is the later of two klr members sharing a BIR ordinal.
                let earlier = walk.rows.iter().any(|r| r.klr < klr && r.bir == row.bir);
                assert_eq!(alias, earlier, "{}[{index}]: alias", walk.helper);
            }
            Cell::Rejected { source, error } => {
                assert_eq!(Roster::ordinal(source).get(), klr);
                assert_eq!(row.bir, None);
                assert!(index >= cells.len(), "a rejected cell inside the image");
                assert_eq!(Some(error.to_string().as_str()), row.error);
                assert_eq!(error.kind(), ErrorKind::Rejected);
                assert_eq!(error.ordinal(), i128::from(klr));
                assert_eq!(error.enum_path(), klr_path(walk));
            }
            Cell::Empty => panic!("{}[{index}]: no klr member is missing", walk.helper),
            other => panic!("{}[{index}]: no klr member is {other:?}", walk.helper),
        }
    }
}

#[test]
fn dtype_image() {
    image::<klr::Dtype>(&seed::DTYPE);
}

#[test]
fn engine_image() {
    image::<klr::Engine>(&seed::ENGINE);
}

#[test]
fn alu_op_image() {
    image::<klr::AluOp>(&seed::ALU_OP);
}

#[test]
fn activation_func_image() {
    image::<klr::ActivationFunc>(&seed::ACTIVATION_FUNC);
}

#[test]
fn accum_cmd_image() {
    image::<klr::AccumCmd>(&seed::ACCUM_CMD);
    assert_eq!(
        <klr::AccumCmd as crosswalk::Crosswalk>::table_image().count(),
        16
    );
    assert!(!<klr::AccumCmd as crosswalk::Crosswalk>::table_image().any(|b| b == 0xff));
}

#[test]
fn unreached_sets() {
    unreached::<klr::Dtype>(&seed::DTYPE);
    unreached::<klr::Engine>(&seed::ENGINE);
    unreached::<klr::AluOp>(&seed::ALU_OP);
    unreached::<klr::ActivationFunc>(&seed::ACTIVATION_FUNC);
    unreached::<klr::AccumCmd>(&seed::ACCUM_CMD);
}

#[test]
fn unreached_literally() {
    let dtype: Vec<_> = <klr::Dtype as crosswalk::Crosswalk>::unreached().collect();
    assert_eq!(dtype, [bir::Dtype::Float8E8m0fnu]);
    let engine: Vec<_> = <klr::Engine as crosswalk::Crosswalk>::unreached().collect();
    assert_eq!(engine, [bir::EngineType::All]);
    let alu: Vec<_> = <klr::AluOp as crosswalk::Crosswalk>::unreached()
        .map(|t| t as u32)
        .collect();
    assert_eq!(alu, [25, 30, 31, 32]);
    let act: Vec<_> = <klr::ActivationFunc as crosswalk::Crosswalk>::unreached()
        .map(|t| t as u32)
        .collect();
    assert_eq!(act, [0, 3, 4, 26, 29, 30]);
    let accum: Vec<_> = <klr::AccumCmd as crosswalk::Crosswalk>::unreached().collect();
    assert_eq!(
        accum,
        [
            bir::EngineAccumulationType::Accumulate,
            bir::EngineAccumulationType::LoadAccumulate
        ]
    );
}

#[test]
fn dtype_constants() {
    constants::<klr::Dtype>(&seed::DTYPE);
}

#[test]
fn engine_constants() {
    constants::<klr::Engine>(&seed::ENGINE);
}

#[test]
fn alu_op_constants() {
    constants::<klr::AluOp>(&seed::ALU_OP);
}

#[test]
fn activation_func_constants() {
    constants::<klr::ActivationFunc>(&seed::ACTIVATION_FUNC);
}

#[test]
fn accum_cmd_constants() {
    constants::<klr::AccumCmd>(&seed::ACCUM_CMD);
}

#[test]
fn constants_literally() {
    assert_eq!(<klr::Dtype as Crosswalk>::BASE, 1);
    assert_eq!(<klr::Engine as Crosswalk>::BASE, 2);
    assert_eq!(<klr::AluOp as Crosswalk>::BASE, 1);
    assert_eq!(<klr::ActivationFunc as Crosswalk>::BASE, 1);
    assert_eq!(<klr::AccumCmd as Crosswalk>::BASE, 1);

    assert_eq!(<klr::Dtype as Crosswalk>::CELLS.len(), 20);
    assert_eq!(<klr::Engine as Crosswalk>::CELLS.len(), 6);
    assert_eq!(<klr::AluOp as Crosswalk>::CELLS.len(), 29);
    assert_eq!(<klr::ActivationFunc as Crosswalk>::CELLS.len(), 25);
    assert_eq!(<klr::AccumCmd as Crosswalk>::CELLS.len(), 5);

    assert_eq!(
        <klr::Dtype as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Throw(Some("Unsupported dtype encountered"))
    );
    assert_eq!(
        <klr::Engine as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Default(bir::EngineType::Unassigned)
    );
    assert_eq!(
        <klr::AluOp as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Throw(Some("Unsupported ALU operation"))
    );
    assert_eq!(
        <klr::ActivationFunc as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Default(bir::ActivationFunctionType::Unknown)
    );
    assert_eq!(
        <klr::AccumCmd as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Throw(Some("Unrecognized accumulation cmd encountered!"))
    );

    assert_eq!(
        <klr::Engine as Crosswalk>::CELLS[0],
        Cell::Mapped {
            source: klr::Engine::Act,
            target: bir::EngineType::Activation,
            target_ordinal: Ordinal::new(bir::EngineType::Activation as u32),
            alias: false,
            one_way: false,
        }
    );
    assert_eq!(
        <klr::Dtype as Crosswalk>::CELLS[15],
        Cell::Mapped {
            source: klr::Dtype::Float8E4m3,
            target: bir::Dtype::Float8e4,
            target_ordinal: Ordinal::new(bir::Dtype::Float8e4 as u32),
            alias: true,
            one_way: false,
        }
    );
    assert_eq!(
        <klr::Dtype as Crosswalk>::CELLS[2],
        Cell::Mapped {
            source: klr::Dtype::Float8e4,
            target: bir::Dtype::Float8e4,
            target_ordinal: Ordinal::new(bir::Dtype::Float8e4 as u32),
            alias: false,
            one_way: false,
        }
    );
    match <klr::AccumCmd as Crosswalk>::CELLS[4] {
        Cell::Rejected { source, error } => {
            assert_eq!(source, klr::AccumCmd::LoadAccumulate);
            assert_eq!(error.to_string(), "LoadAccumulate is not supported");
        }
        other => panic!("AccumCmd's last cell: {other:?}"),
    }
    assert_eq!(
        klr::Engine::Unassigned.translate(),
        Ok(bir::EngineType::Unassigned),
        "a variant below the base takes the default"
    );
}

/// The seed is self-consistent: its images hold the rows' BIR ordinals, in order, and its
/// unreached lists are exactly the BIR ordinals the rows miss.
#[test]
fn seed_images_match_rows() {
    for walk in seed::ALL {
        let cells = image_cells(walk);
        assert_eq!(cells.len(), usize::try_from(walk.cells).unwrap());
        for (index, &bir) in cells.iter().enumerate() {
            let klr = walk.base + u32::try_from(index).unwrap();
            let row = walk.rows.iter().find(|row| row.klr == klr).expect("row");
            assert_eq!(row.bir, Some(bir), "{} klr {klr}", walk.helper);
            let name = walk
                .bir_roster
                .iter()
                .find(|&&(o, _)| o == bir)
                .expect("BIR")
                .1;
            assert_eq!(row.bir_name, name, "{} klr {klr}", walk.helper);
        }
        let missed: Vec<u32> = walk
            .bir_roster
            .iter()
            .map(|&(ordinal, _)| ordinal)
            .filter(|ordinal| !walk.rows.iter().any(|row| row.bir == Some(*ordinal)))
            .collect();
        assert_eq!(missed, walk.unreached, "{}", walk.helper);
        assert!(!cells.contains(&NO_TARGET));
    }
}
