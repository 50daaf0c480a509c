//! The general mechanism, on crosswalks declared here: implicit discriminants and the default base,
//! holes, `throw` and `#[reject]` without messages, a `default` policy below the base, a sparse
//! target that derives almost nothing, an enum inside a function body, and `From` vs `TryFrom`.

use std::marker::PhantomData;

use crosswalk::{
    Cell, Crosswalk, Error, ErrorKind, NO_TARGET, OnOutOfRange, Ordinal, Roster, bir, klr,
};

/// A target numbered sparsely that derives nothing the macro could lean on.
mod wire {
    #[derive(Clone, Copy, PartialEq, Debug)]
    pub enum Code {
        Ten = 10,
        Twenty = 20,
        Thirty = 30,
    }
}

/// A target with a roster, so `unreached` applies.
mod ir {
    #[derive(Clone, Copy, PartialEq, Eq, Debug, crosswalk::Roster)]
    pub enum Level {
        Low,
        Mid,
        High,
        Fallback,
    }
}

/// No `= n` anywhere (0, 1, 2), no `base` (so 0), `throw` without a message.
#[crosswalk::crosswalk(to = wire::Code, on_oob = throw)]
#[derive(Clone, Copy, Debug, PartialEq)]
enum Implicit {
    #[to(Thirty)]
    Zero,
    #[to(Ten)]
    One,
    #[to(Twenty)]
    Two,
}

/// Holes at 2, 4, 5, 6 under `throw("…")`, and an alias.
#[crosswalk::crosswalk(to = wire::Code, base = 1, on_oob = throw("no such holey ordinal"))]
#[derive(Clone, Copy, Debug, PartialEq)]
enum Holey {
    #[to(Ten)]
    One = 1,
    #[to(Thirty)]
    Three = 3,
    #[to(Twenty)]
    Seven = 7,
    #[to(Ten, alias)]
    AlsoOne = 8,
}

/// `default(…)` with a variant below the base (no attribute) and a hole at 11.
#[crosswalk::crosswalk(to = wire::Code, base = 10, on_oob = default(Twenty))]
#[derive(Clone, Copy, Debug, PartialEq)]
enum Soft {
    Low = 3,
    #[to(Ten)]
    At10 = 10,
    #[to(Thirty)]
    At12 = 12,
}

/// `#[reject]` with and without a message; the trailing rejected cell adds nothing to the image.
#[crosswalk::crosswalk(to = wire::Code, base = 1, on_oob = throw)]
#[derive(Clone, Copy, Debug, PartialEq)]
enum Picky {
    #[to(Ten)]
    Keep = 1,
    #[reject]
    Drop = 2,
    #[to(Thirty)]
    KeepToo = 3,
    #[reject("Refused is refused")]
    Refused = 4,
}

/// Into a roster target, reaching `Low` and `High` only; `Fallback` is only the default.
#[crosswalk::crosswalk(to = ir::Level, base = 1, on_oob = default(Fallback))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "snake_case")]
enum Gauge {
    #[to(Low)]
    NearlyEmpty = 1,
    #[to(High)]
    NearlyFull = 2,
    #[to(High, alias)]
    Overflowing = 3,
}

fn here(name: &str) -> String {
    format!("{}::{name}", module_path!())
}

fn image<C: Crosswalk>() -> Vec<u32> {
    <C as crosswalk::Crosswalk>::table_image()
        .collect::<Vec<u8>>()
        .chunks_exact(4)
        .map(|cell| u32::from_le_bytes([cell[0], cell[1], cell[2], cell[3]]))
        .collect()
}

fn assert_error(got: Result<impl std::fmt::Debug, Error>, kind: ErrorKind, message: &str, n: u32) {
    let error = got.expect_err(message);
    assert_eq!(error.kind(), kind, "{error:?}");
    assert_eq!(error.to_string(), message, "{error:?}");
    assert_eq!(error.ordinal(), i128::from(n), "{error:?}");
}

// `From` or `TryFrom`: `ImplsFrom::<S, T>::IMPLS_FROM` is the inherent `true` only when
// `T: From<S>`, else the blanket trait's `false`.
struct ImplsFrom<S, T>(PhantomData<(S, T)>);

trait NoFrom {
    const IMPLS_FROM: bool = false;
}

impl<S> NoFrom for S {}

impl<S, T: From<S>> ImplsFrom<S, T> {
    const IMPLS_FROM: bool = true;
}

fn try_from_error_is_crosswalk_error<S, T: TryFrom<S, Error = Error>>() {}

#[test]
fn implicit_discriminants_and_default_base() {
    assert_eq!(<Implicit as Crosswalk>::BASE, 0);
    assert_eq!(Implicit::translate_ordinal(0), Ok(wire::Code::Thirty));
    assert_eq!(Implicit::translate_ordinal(1), Ok(wire::Code::Ten));
    assert_eq!(Implicit::translate_ordinal(2), Ok(wire::Code::Twenty));
    assert_eq!(Implicit::Two.translate(), Ok(wire::Code::Twenty));
    assert_eq!(wire::Code::from(Implicit::Zero), wire::Code::Thirty);
    for n in [3, 4, 1000, 1 << 31, u32::MAX] {
        let message = format!("unrecognized {} ordinal {n}", here("Implicit"));
        assert_error(
            Implicit::translate_ordinal(n),
            ErrorKind::OutOfRange,
            &message,
            n,
        );
        let error = Implicit::translate_ordinal(n).unwrap_err();
        assert_eq!(error.enum_path(), here("Implicit"));
        assert_eq!(error.enum_name(), "Implicit");
        assert_eq!(error.declared_message(), None);
    }
    assert_eq!(
        <Implicit as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Throw(None)
    );
    assert_eq!(
        Implicit::translate_ordinal(3).unwrap_err().enum_path(),
        here("Implicit")
    );
    assert_eq!(image::<Implicit>(), [30, 10, 20]);
    assert_eq!(
        <Implicit as Crosswalk>::CELLS,
        [
            Cell::Mapped {
                source: Implicit::Zero,
                target: wire::Code::Thirty,
                target_ordinal: Ordinal::new(wire::Code::Thirty as u32),
                alias: false,
                one_way: false,
            },
            Cell::Mapped {
                source: Implicit::One,
                target: wire::Code::Ten,
                target_ordinal: Ordinal::new(wire::Code::Ten as u32),
                alias: false,
                one_way: false,
            },
            Cell::Mapped {
                source: Implicit::Two,
                target: wire::Code::Twenty,
                target_ordinal: Ordinal::new(wire::Code::Twenty as u32),
                alias: false,
                one_way: false,
            },
        ]
    );
    assert_eq!(
        <Implicit as Crosswalk>::target_ordinal(wire::Code::Thirty).get(),
        30
    );
}

#[test]
fn holes_follow_the_policy() {
    let holes = [0, 2, 4, 5, 6, 9, 10, 100, u32::MAX];
    for n in holes {
        assert_error(
            Holey::translate_ordinal(n),
            ErrorKind::OutOfRange,
            "no such holey ordinal",
            n,
        );
    }
    assert_eq!(Holey::translate_ordinal(1), Ok(wire::Code::Ten));
    assert_eq!(Holey::translate_ordinal(3), Ok(wire::Code::Thirty));
    assert_eq!(Holey::translate_ordinal(7), Ok(wire::Code::Twenty));
    assert_eq!(Holey::translate_ordinal(8), Ok(wire::Code::Ten));
    assert_eq!(wire::Code::from(Holey::AlsoOne), wire::Code::Ten);
    assert_eq!(
        Holey::translate_ordinal(2).unwrap_err().enum_path(),
        here("Holey")
    );
    assert_eq!(
        <Holey as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Throw(Some("no such holey ordinal"))
    );
    let cells = <Holey as Crosswalk>::CELLS;
    assert_eq!(cells.len(), 8);
    assert_eq!(cells[1], Cell::Empty);
    assert_eq!(cells[3..6], [Cell::Empty, Cell::Empty, Cell::Empty]);
    assert_eq!(
        cells[6],
        Cell::Mapped {
            source: Holey::Seven,
            target: wire::Code::Twenty,
            target_ordinal: Ordinal::new(wire::Code::Twenty as u32),
            alias: false,
            one_way: false,
        }
    );
    assert_eq!(
        cells[7],
        Cell::Mapped {
            source: Holey::AlsoOne,
            target: wire::Code::Ten,
            target_ordinal: Ordinal::new(wire::Code::Ten as u32),
            alias: true,
            one_way: false,
        }
    );
    assert_eq!(
        image::<Holey>(),
        [10, NO_TARGET, 30, NO_TARGET, NO_TARGET, NO_TARGET, 20, 10]
    );
}

#[test]
fn default_policy_below_base_and_in_holes() {
    assert_eq!(<Soft as Crosswalk>::BASE, 10);
    for n in (0..10).chain([11, 13, 14, 1000, 1 << 31, u32::MAX - 1, u32::MAX]) {
        assert_eq!(Soft::translate_ordinal(n), Ok(wire::Code::Twenty), "{n}");
    }
    assert_eq!(Soft::translate_ordinal(10), Ok(wire::Code::Ten));
    assert_eq!(Soft::translate_ordinal(12), Ok(wire::Code::Thirty));
    assert_eq!(Soft::Low.translate(), Ok(wire::Code::Twenty));
    assert_eq!(wire::Code::from(Soft::Low), wire::Code::Twenty);
    assert_eq!(wire::Code::from(Soft::At12), wire::Code::Thirty);
    assert_eq!(
        <Soft as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Default(wire::Code::Twenty)
    );
    assert_eq!(
        <Soft as Crosswalk>::CELLS,
        [
            Cell::Mapped {
                source: Soft::At10,
                target: wire::Code::Ten,
                target_ordinal: Ordinal::new(wire::Code::Ten as u32),
                alias: false,
                one_way: false,
            },
            Cell::Empty,
            Cell::Mapped {
                source: Soft::At12,
                target: wire::Code::Thirty,
                target_ordinal: Ordinal::new(wire::Code::Thirty as u32),
                alias: false,
                one_way: false,
            },
        ]
    );
    assert_eq!(image::<Soft>(), [10, NO_TARGET, 30]);
}

#[test]
fn rejects_with_and_without_messages() {
    assert_eq!(Picky::translate_ordinal(1), Ok(wire::Code::Ten));
    assert_eq!(Picky::translate_ordinal(3), Ok(wire::Code::Thirty));
    let generated = format!("{} ordinal 2 is rejected by its crosswalk", here("Picky"));
    assert_error(
        Picky::translate_ordinal(2),
        ErrorKind::Rejected,
        &generated,
        2,
    );
    assert_error(Picky::Drop.translate(), ErrorKind::Rejected, &generated, 2);
    assert_error(
        wire::Code::try_from(Picky::Drop),
        ErrorKind::Rejected,
        &generated,
        2,
    );
    assert_eq!(
        Picky::Drop.translate().unwrap_err().declared_message(),
        None
    );
    assert_error(
        wire::Code::try_from(Picky::Refused),
        ErrorKind::Rejected,
        "Refused is refused",
        4,
    );
    assert_eq!(
        Picky::translate_ordinal(4).unwrap_err().declared_message(),
        Some("Refused is refused")
    );
    for n in [0, 5, u32::MAX] {
        let message = format!("unrecognized {} ordinal {n}", here("Picky"));
        assert_error(
            Picky::translate_ordinal(n),
            ErrorKind::OutOfRange,
            &message,
            n,
        );
    }
    assert_eq!(wire::Code::try_from(Picky::KeepToo), Ok(wire::Code::Thirty));

    let cells = <Picky as Crosswalk>::CELLS;
    assert_eq!(cells.len(), 4);
    match cells[1] {
        Cell::Rejected { source, error } => {
            assert_eq!(source, Picky::Drop);
            assert_eq!(error.to_string(), generated);
        }
        other => panic!("cell 1: {other:?}"),
    }
    assert!(matches!(
        cells[3],
        Cell::Rejected {
            source: Picky::Refused,
            ..
        }
    ));
    assert_eq!(image::<Picky>(), [10, NO_TARGET, 30]);
}

#[test]
fn from_or_try_from() {
    let custom = [
        ImplsFrom::<Implicit, wire::Code>::IMPLS_FROM,
        ImplsFrom::<Holey, wire::Code>::IMPLS_FROM,
        ImplsFrom::<Soft, wire::Code>::IMPLS_FROM,
        ImplsFrom::<Gauge, ir::Level>::IMPLS_FROM,
        ImplsFrom::<Picky, wire::Code>::IMPLS_FROM,
    ];
    assert_eq!(custom, [true, true, true, true, false]);
    try_from_error_is_crosswalk_error::<Picky, wire::Code>();

    let five = [
        ImplsFrom::<klr::Dtype, bir::Dtype>::IMPLS_FROM,
        ImplsFrom::<klr::Engine, bir::EngineType>::IMPLS_FROM,
        ImplsFrom::<klr::AluOp, bir::AluOpType>::IMPLS_FROM,
        ImplsFrom::<klr::ActivationFunc, bir::ActivationFunctionType>::IMPLS_FROM,
        ImplsFrom::<klr::AccumCmd, bir::EngineAccumulationType>::IMPLS_FROM,
    ];
    assert_eq!(five, [true, true, true, true, false]);
    try_from_error_is_crosswalk_error::<klr::AccumCmd, bir::EngineAccumulationType>();

    // The probe itself tells the two apart.
    let probe = [
        ImplsFrom::<u8, u32>::IMPLS_FROM,
        ImplsFrom::<u32, u8>::IMPLS_FROM,
    ];
    assert_eq!(probe, [true, false]);
}

#[test]
fn unreached_counts_a_default_only_target() {
    let unreached: Vec<ir::Level> = <Gauge as crosswalk::Crosswalk>::unreached().collect();
    assert_eq!(unreached, [ir::Level::Mid, ir::Level::Fallback]);
    assert_eq!(Gauge::translate_ordinal(0), Ok(ir::Level::Fallback));
    assert_eq!(Gauge::translate_ordinal(3), Ok(ir::Level::High));
    assert_eq!(ir::Level::from(Gauge::Overflowing), ir::Level::High);
    assert_eq!(image::<Gauge>(), [0, 2, 2]);
    let aliases: Vec<bool> = <Gauge as Crosswalk>::CELLS
        .iter()
        .map(|cell| matches!(cell, Cell::Mapped { alias: true, .. }))
        .collect();
    assert_eq!(aliases, [false, false, true]);
    assert_eq!(Gauge::Overflowing.to_string(), "overflowing");
    assert_eq!(Gauge::NearlyFull.to_string(), "nearly_full");
    assert_eq!("nearly_empty".parse::<Gauge>(), Ok(Gauge::NearlyEmpty));
    assert_eq!(ir::Level::Fallback.to_string(), "Fallback");
    assert_eq!(ir::Level::Fallback.ordinal().get(), 3);
    assert_eq!(<Gauge as Roster>::ENUM_PATH, here("Gauge"));
    assert_eq!(<ir::Level as Roster>::ENUM_PATH, here("ir::Level"));
}

#[test]
fn crosswalk_inside_a_function_body() {
    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Lamp {
        Off = 100,
        On = 200,
    }

    #[crosswalk::crosswalk(to = Lamp, base = 5, on_oob = throw)]
    #[derive(Clone, Copy, Debug, PartialEq, crosswalk::Roster)]
    enum Switch {
        #[to(Off)]
        Down = 5,
        #[to(On)]
        Up,
        #[reject]
        Broken,
    }

    assert_eq!(Switch::translate_ordinal(5), Ok(Lamp::Off));
    assert_eq!(Switch::translate_ordinal(6), Ok(Lamp::On));
    assert_eq!(Switch::Up.translate(), Ok(Lamp::On));
    assert_eq!(Lamp::try_from(Switch::Down), Ok(Lamp::Off));
    let rejected = format!("{} ordinal 7 is rejected by its crosswalk", here("Switch"));
    assert_error(
        Lamp::try_from(Switch::Broken),
        ErrorKind::Rejected,
        &rejected,
        7,
    );
    let unrecognized = format!("unrecognized {} ordinal 4", here("Switch"));
    assert_error(
        Switch::translate_ordinal(4),
        ErrorKind::OutOfRange,
        &unrecognized,
        4,
    );
    assert_eq!(<Switch as Roster>::ENUM_PATH, here("Switch"));
    assert_eq!(Switch::Broken.to_string(), "Broken");
    assert_eq!(Switch::from_ordinal(6), Some(Switch::Up));
    assert_eq!(image::<Switch>(), [100, 200]);
    let implements_from = [ImplsFrom::<Switch, Lamp>::IMPLS_FROM];
    assert_eq!(implements_from, [false]);
}

#[test]
fn custom_translations_are_const() {
    const HOLE: Result<wire::Code, Error> = Holey::translate_ordinal(2);
    const SEVEN: Result<wire::Code, Error> = Holey::Seven.translate();
    const LOW: Result<wire::Code, Error> = Soft::translate_ordinal(0);
    const _: () = assert!(HOLE.is_err());
    const _: () = assert!(matches!(SEVEN, Ok(wire::Code::Twenty)));
    const _: () = assert!(matches!(LOW, Ok(wire::Code::Twenty)));
    assert_eq!(HOLE.unwrap_err().to_string(), "no such holey ordinal");
}

/// A roster's own shapes: implicit after explicit discriminants, holes, `rename_all`, `name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[roster(rename_all = "snake_case")]
enum Phase {
    Warmup,
    SteadyState = 5,
    #[roster(name = "COOL-DOWN")]
    CoolDown,
    GeluApprxTanh = 40,
}

#[test]
fn custom_roster() {
    assert_eq!(<Phase as Roster>::COUNT, 4);
    assert_eq!(
        <Phase as Roster>::VARIANTS,
        [
            Phase::Warmup,
            Phase::SteadyState,
            Phase::CoolDown,
            Phase::GeluApprxTanh
        ]
    );
    assert_eq!(
        <Phase as Roster>::NAMES,
        ["warmup", "steady_state", "COOL-DOWN", "gelu_apprx_tanh"]
    );
    let ordinals: Vec<u32> = <Phase as Roster>::VARIANTS
        .iter()
        .map(|phase| phase.ordinal().get())
        .collect();
    assert_eq!(ordinals, [0, 5, 6, 40]);
    assert_eq!(Phase::try_from(6), Ok(Phase::CoolDown));
    assert_eq!(Phase::from_ordinal(40), Some(Phase::GeluApprxTanh));
    for n in [1, 4, 7, 39, 41, u32::MAX] {
        let error = Phase::try_from(n).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::UnknownOrdinal);
        assert_eq!(
            error.to_string(),
            format!("no {} variant has ordinal {n}", here("Phase"))
        );
        assert_eq!(Phase::from_ordinal(n), None);
    }
    assert_eq!("COOL-DOWN".parse::<Phase>(), Ok(Phase::CoolDown));
    assert_eq!(Phase::from_name("cool_down"), None);
    assert!("CoolDown".parse::<Phase>().is_err());
    assert_eq!(Phase::SteadyState.to_string(), "steady_state");
    assert_eq!(Phase::GeluApprxTanh.name(), "gelu_apprx_tanh");
}

#[test]
fn an_unnamed_infallible_crosswalk_translates_in_const_code() {
    // `From` is not `const`; `to_target` is, and agrees with it on every variant.
    const E4M3: bir::Dtype = klr::Dtype::Float8E4m3.to_target();
    assert_eq!(E4M3, bir::Dtype::Float8e4);
    for dtype in <klr::Dtype as Roster>::VARIANTS {
        assert_eq!(dtype.to_target(), bir::Dtype::from(*dtype));
    }
}
