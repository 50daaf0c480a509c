//! The mechanism behind the silicon tables, on crosswalks declared here: an enum with an unnamed
//! crosswalk and two named ones at once (both named ones into the same number type), keyed
//! `#[reject(Name)]` / `#[reject(Name = "…")]`, a number-type target under `default(0xff)`,
//! `many_to_one` into an enum and into a number type, going back on a many-to-one table, and
//! `crosswalk::lower` along a path declared here. Every expectation is written out by hand.

use crosswalk::{Cell, Crosswalk, Error, ErrorKind, NO_TARGET, OnOutOfRange, Ordinal, Primary};

/// An IR-like target enum, with a roster so `unreached` applies.
mod ir {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    pub enum Shade {
        Dark,
        Mid,
        Light,
        Unknown,
    }
}

/// A silicon-like number type and the names of two hardware generations.
mod hw {
    /// A byte of its own; its field is visible where the crosswalks are declared.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Code(pub u8);

    impl From<Code> for u8 {
        fn from(code: Code) -> u8 {
            code.0
        }
    }

    /// Names the first generation's crosswalks. Never constructed.
    pub enum Gen1 {}
    /// Names the second generation's crosswalks. Never constructed.
    pub enum Gen2 {}
}

/// Three crosswalks on one enum: unnamed into `ir::Shade`, and `Gen1` and `Gen2` into the same
/// number type `hw::Code` (`Gen2` many-to-one). Each variant carries one entry per crosswalk.
#[crosswalk::crosswalk(to = ir::Shade, base = 1, on_oob = throw("no such colour"))]
#[crosswalk::crosswalk(to = hw::Code, name = hw::Gen1, base = 1)]
#[crosswalk::crosswalk(to = hw::Code, name = hw::Gen2, base = 1, many_to_one, on_oob = throw("no Gen2 colour"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
enum Colour {
    #[to(Dark)]
    #[to(Gen1 = 0x10, Gen2 = 0x20)]
    Black = 1,
    #[to(Light)]
    #[to(Gen1 = 0x11, Gen2 = 0x20)]
    White = 2,
    #[to(Mid)]
    #[to(Gen1 = 0x12)]
    #[reject(Gen2 = "grey has no Gen2 code")]
    Grey = 3,
    #[reject("clear has no shade")]
    #[reject(Gen1)]
    #[to(Gen2 = 0x2f)]
    Clear = 4,
}

/// A number-type target under a soft default: `Spare` lies below the base and takes it, 4 is a
/// hole, and anything outside the table is 0xff too.
#[crosswalk::crosswalk(to = hw::Code, base = 2, on_oob = default(0xff))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lane {
    Spare = 0,
    #[to(0x01)]
    North = 2,
    #[to(0x02)]
    South = 3,
    #[to(0x05)]
    East = 5,
}

/// Many-to-one into an enum: no `alias` anywhere; `Unknown` is reached by nobody.
#[crosswalk::crosswalk(to = ir::Shade, many_to_one, unreached = [Unknown])]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
enum Paint {
    #[to(Dark)]
    Coal,
    #[to(Dark)]
    Ink,
    #[to(Light)]
    Snow,
    #[to(Mid)]
    Ash,
    #[to(Light)]
    Chalk,
}

/// The first step of a two-step path: into `Colour`, whose own crosswalks are the second step.
#[crosswalk::crosswalk(to = Colour, base = 1, on_oob = throw("no such front colour"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Front {
    #[to(White)]
    W = 1,
    #[to(Black)]
    K = 2,
    #[to(Grey)]
    G = 3,
    #[to(Clear)]
    C = 4,
    #[reject("magenta is not supported")]
    M = 5,
}

fn bytes<T: Into<u8>>(result: Result<T, Error>) -> Result<u8, Error> {
    result.map(Into::into)
}

/// The kind, ordinal, enum and message of an error.
fn error_parts(error: &Error) -> (ErrorKind, i128, &'static str, String) {
    (
        error.kind(),
        error.ordinal(),
        error.enum_name(),
        error.to_string(),
    )
}

fn image_cells<C: Crosswalk<W>, W: ?Sized>() -> Vec<u32> {
    let bytes: Vec<u8> = <C as crosswalk::Crosswalk<W>>::table_image().collect();
    assert_eq!(bytes.len() % 4, 0);
    bytes
        .chunks_exact(4)
        .map(|cell| u32::from_le_bytes([cell[0], cell[1], cell[2], cell[3]]))
        .collect()
}

#[test]
fn one_enum_three_crosswalks_typed() {
    use Colour::{Black, Clear, Grey, White};
    use ir::Shade::{Dark, Light, Mid};

    // Unnamed: inherent, trait (`Crosswalk` = `Crosswalk<Primary>`) and `TryFrom` agree.
    for (colour, want) in [
        (Black, Ok(Dark)),
        (White, Ok(Light)),
        (Grey, Ok(Mid)),
        (Clear, Err("clear has no shade")),
    ] {
        let want = want.map_err(str::to_owned);
        for got in [
            colour.translate(),
            // In type position `Crosswalk` means `Crosswalk<Primary>`; in an expression
            // (`Crosswalk::translate(colour)`) the default does not apply and three impls match.
            <Colour as Crosswalk>::translate(colour),
            <Colour as Crosswalk<Primary>>::translate(colour),
            ir::Shade::try_from(colour),
        ] {
            assert_eq!(got.map_err(|error| error.to_string()), want, "{colour:?}");
        }
    }

    // Gen1: `#[reject(Gen1)]` gives the generated message, naming the enum and the ordinal.
    for (colour, want) in [(Black, 0x10), (White, 0x11), (Grey, 0x12)] {
        assert_eq!(colour.translate_gen1(), Ok(hw::Code(want)));
        assert_eq!(
            <Colour as Crosswalk<hw::Gen1>>::translate(colour),
            Ok(hw::Code(want))
        );
    }
    let error = Clear.translate_gen1().unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Rejected);
    assert_eq!(error.ordinal(), 4);
    assert_eq!(error.declared_message(), None);
    assert!(
        error.to_string().contains("Colour") && error.to_string().contains('4'),
        "{error}"
    );
    assert_eq!(
        <Colour as Crosswalk<hw::Gen1>>::translate(Clear),
        Err(error)
    );

    // Gen2: many-to-one (Black and White share 0x20), and `#[reject(Gen2 = "…")]`.
    assert_eq!(bytes(Black.translate_gen2()), Ok(0x20));
    assert_eq!(bytes(White.translate_gen2()), Ok(0x20));
    assert_eq!(bytes(Clear.translate_gen2()), Ok(0x2f));
    let error = Grey.translate_gen2().unwrap_err();
    assert_eq!(
        error_parts(&error),
        (
            ErrorKind::Rejected,
            3,
            "Colour",
            "grey has no Gen2 code".to_owned()
        )
    );
    assert_eq!(<Colour as Crosswalk<hw::Gen2>>::translate(Grey), Err(error));
}

#[test]
fn one_enum_three_crosswalks_raw() {
    // The policies are per crosswalk: the unnamed one and Gen2 declare messages, Gen1 does not.
    let expect = |n: u32| -> [Result<Result<u32, u8>, String>; 3] {
        let shade = |shade: ir::Shade| Ok(Ok(shade.ordinal().get()));
        let code = |code: u8| Ok(Err(code));
        match n {
            1 => [shade(ir::Shade::Dark), code(0x10), code(0x20)],
            2 => [shade(ir::Shade::Light), code(0x11), code(0x20)],
            3 => [
                shade(ir::Shade::Mid),
                code(0x12),
                Err("grey has no Gen2 code".to_owned()),
            ],
            4 => [
                Err("clear has no shade".to_owned()),
                Err("generated".to_owned()),
                code(0x2f),
            ],
            _ => [
                Err("no such colour".to_owned()),
                Err("generated".to_owned()),
                Err("no Gen2 colour".to_owned()),
            ],
        }
    };
    let generated = |result: Result<hw::Code, Error>| {
        result.map(|code| Err(code.0)).map_err(|error| {
            if error.declared_message().is_none() {
                "generated".to_owned()
            } else {
                error.to_string()
            }
        })
    };
    for n in (0..=40).chain([u32::MAX - 1, u32::MAX, 1 << 31]) {
        let got = [
            Colour::translate_ordinal(n)
                .map(|shade| Ok(shade.ordinal().get()))
                .map_err(|error| error.to_string()),
            generated(Colour::translate_ordinal_gen1(n)),
            generated(Colour::translate_ordinal_gen2(n)),
        ];
        assert_eq!(got, expect(n), "ordinal {n}");
        assert_eq!(
            <Colour as Crosswalk<hw::Gen1>>::translate_ordinal(n),
            Colour::translate_ordinal_gen1(n)
        );
        assert_eq!(
            <Colour as Crosswalk<hw::Gen2>>::translate_ordinal(n),
            Colour::translate_ordinal_gen2(n)
        );
        // Every error carries the ordinal it was asked about.
        for error in [
            Colour::translate_ordinal(n).err(),
            Colour::translate_ordinal_gen1(n).err(),
            Colour::translate_ordinal_gen2(n).err(),
        ]
        .into_iter()
        .flatten()
        {
            assert_eq!(error.ordinal(), i128::from(n));
            assert_eq!(error.enum_name(), "Colour");
        }
    }
    let error = Colour::translate_ordinal_gen1(9).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::OutOfRange);
}

#[test]
fn one_enum_three_crosswalks_read_outs() {
    // Images: Gen1's trailing rejected cell adds nothing; Gen2's rejected Grey sits before a
    // mapped cell and holds NO_TARGET.
    assert_eq!(image_cells::<Colour, Primary>(), [0, 2, 1]);
    assert_eq!(image_cells::<Colour, hw::Gen1>(), [0x10, 0x11, 0x12]);
    assert_eq!(
        image_cells::<Colour, hw::Gen2>(),
        [0x20, 0x20, NO_TARGET, 0x2f]
    );
    assert_eq!(
        <Colour as crosswalk::Crosswalk<Primary>>::unreached().collect::<Vec<_>>(),
        [ir::Shade::Unknown]
    );

    assert_eq!(<Colour as Crosswalk<hw::Gen1>>::BASE, 1);
    assert_eq!(
        <Colour as Crosswalk<hw::Gen1>>::ON_OUT_OF_RANGE,
        OnOutOfRange::Throw(None)
    );
    assert_eq!(
        <Colour as Crosswalk<hw::Gen2>>::ON_OUT_OF_RANGE,
        OnOutOfRange::Throw(Some("no Gen2 colour"))
    );
    assert_eq!(<Colour as Crosswalk<hw::Gen2>>::TARGET_PATH, "hw::Code");
    let cells = <Colour as Crosswalk<hw::Gen2>>::CELLS;
    assert_eq!(cells.len(), 4);
    assert_eq!(
        cells[1],
        Cell::Mapped {
            source: Colour::White,
            target: hw::Code(0x20),
            target_ordinal: Ordinal::new(0x20),
            alias: false,
            one_way: false,
        }
    );
    assert!(matches!(
        cells[2],
        Cell::Rejected { source: Colour::Grey, error } if error.to_string() == "grey has no Gen2 code"
    ));
    assert_eq!(
        <Colour as Crosswalk<hw::Gen2>>::target_ordinal(hw::Code(0x2f)).get(),
        0x2f
    );
}

#[test]
fn from_target_on_many_to_one() {
    // A number type: Gen2's 0x20 goes back to Black, the first of the two.
    assert_eq!(
        Colour::from_target_gen2(hw::Code(0x20)),
        Some(Colour::Black)
    );
    assert_eq!(
        Colour::from_target_gen2(hw::Code(0x2f)),
        Some(Colour::Clear)
    );
    assert_eq!(Colour::from_target_gen2(hw::Code(0x12)), None);
    assert_eq!(
        <Colour as Crosswalk<hw::Gen2>>::from_target(hw::Code(0x20)),
        Some(Colour::Black)
    );
    assert_eq!(Colour::from_target_gen1(hw::Code(0x12)), Some(Colour::Grey));
    assert_eq!(Colour::from_target_gen1(hw::Code(0x2f)), None);
    assert_eq!(Colour::from_target(ir::Shade::Mid), Some(Colour::Grey));
    assert_eq!(Colour::from_target(ir::Shade::Unknown), None);

    // An enum: Dark → Coal (not Ink), Light → Snow (not Chalk), Unknown → nobody.
    for (shade, want) in [
        (ir::Shade::Dark, Some(Paint::Coal)),
        (ir::Shade::Mid, Some(Paint::Ash)),
        (ir::Shade::Light, Some(Paint::Snow)),
        (ir::Shade::Unknown, None),
    ] {
        assert_eq!(Paint::from_target(shade), want, "{shade:?}");
        assert_eq!(<Paint as Crosswalk>::from_target(shade), want, "{shade:?}");
    }
    // Round trip: every paint goes to a shade whose first source is a paint of that shade.
    for paint in [
        Paint::Coal,
        Paint::Ink,
        Paint::Snow,
        Paint::Ash,
        Paint::Chalk,
    ] {
        let shade = ir::Shade::from(paint);
        let back = Paint::from_target(shade).unwrap();
        assert_eq!(ir::Shade::from(back), shade);
    }
}

#[test]
fn many_to_one_into_an_enum() {
    use ir::Shade::{Dark, Light, Mid};
    // Infallible: `From`, and `translate` never errs.
    for (paint, want) in [
        (Paint::Coal, Dark),
        (Paint::Ink, Dark),
        (Paint::Snow, Light),
        (Paint::Ash, Mid),
        (Paint::Chalk, Light),
    ] {
        assert_eq!(ir::Shade::from(paint), want);
        assert_eq!(paint.translate(), Ok(want));
    }
    assert_eq!(image_cells::<Paint, Primary>(), [0, 0, 2, 1, 2]);
    assert_eq!(
        <Paint as crosswalk::Crosswalk>::unreached().collect::<Vec<_>>(),
        [ir::Shade::Unknown]
    );
    // No variant declared `alias`: the cells say so.
    assert!(
        <Paint as Crosswalk>::CELLS
            .iter()
            .all(|cell| matches!(cell, Cell::Mapped { alias: false, .. }))
    );
    assert_eq!(
        Paint::translate_ordinal(5).unwrap_err().kind(),
        ErrorKind::OutOfRange
    );
}

#[test]
fn number_target_under_a_soft_default() {
    // Typed: `Spare` (below the base, no attribute) takes the default.
    for (lane, want) in [
        (Lane::Spare, 0xff),
        (Lane::North, 0x01),
        (Lane::South, 0x02),
        (Lane::East, 0x05),
    ] {
        assert_eq!(hw::Code::from(lane), hw::Code(want));
        assert_eq!(lane.translate(), Ok(hw::Code(want)));
    }
    // Raw: 2, 3, 5 are cells; 0 and 1 (below the base, wrapping), the hole 4 and all past 5 take
    // the default; nothing errs.
    for n in (0..=300).chain([u32::MAX, u32::MAX - 1, 1 << 31]) {
        let want = match n {
            2 => 0x01,
            3 => 0x02,
            5 => 0x05,
            _ => 0xff,
        };
        assert_eq!(
            Lane::translate_ordinal(n),
            Ok(hw::Code(want)),
            "ordinal {n}"
        );
    }
    assert_eq!(
        <Lane as Crosswalk>::ON_OUT_OF_RANGE,
        OnOutOfRange::Default(hw::Code(0xff))
    );
    assert_eq!(<Lane as Crosswalk>::CELLS[2], Cell::Empty);
    assert_eq!(
        image_cells::<Lane, Primary>(),
        [0x01, 0x02, NO_TARGET, 0x05]
    );
    // Going back: the default is reached by `Spare`, a real source; an unused code by nobody.
    assert_eq!(Lane::from_target(hw::Code(0x05)), Some(Lane::East));
    assert_eq!(Lane::from_target(hw::Code(0xff)), Some(Lane::Spare));
    assert_eq!(Lane::from_target(hw::Code(0x03)), None);
}

#[test]
fn lower_along_a_path_declared_here() {
    // Front → Colour (unnamed), then Colour → Shade (unnamed), → Gen1 code, → Gen2 code.
    for (front, colour, shade, gen1, gen2) in [
        (
            Front::W,
            Colour::White,
            Ok(ir::Shade::Light),
            Ok(0x11),
            Ok(0x20),
        ),
        (
            Front::K,
            Colour::Black,
            Ok(ir::Shade::Dark),
            Ok(0x10),
            Ok(0x20),
        ),
        (
            Front::G,
            Colour::Grey,
            Ok(ir::Shade::Mid),
            Ok(0x12),
            Err("grey has no Gen2 code"),
        ),
        (
            Front::C,
            Colour::Clear,
            Err("clear has no shade"),
            Err("generated"),
            Ok(0x2f),
        ),
    ] {
        let lowered = crosswalk::lower::<_, Primary>(front);
        match (lowered, shade) {
            (Ok(lowered), Ok(shade)) => {
                let (source, middle, target): (Front, Colour, ir::Shade) =
                    (lowered.source, lowered.middle, lowered.target);
                assert_eq!((source, middle, target), (front, colour, shade));
            }
            (Err(error), Err(message)) => {
                assert_eq!(error.to_string(), message);
                assert_eq!(error.enum_name(), "Colour", "the second arrow failed");
                assert_eq!(error.ordinal(), i128::from(colour.ordinal().get()));
            }
            (got, want) => panic!("{front:?} → Shade: want {want:?}, got {got:?}"),
        }
        for (got, want) in [
            (
                crosswalk::lower::<_, hw::Gen1>(front).map(|lowered| {
                    assert_eq!(lowered.middle, colour);
                    lowered.target.0
                }),
                gen1,
            ),
            (
                crosswalk::lower::<_, hw::Gen2>(front).map(|lowered| {
                    assert_eq!(lowered.middle, colour);
                    lowered.target.0
                }),
                gen2,
            ),
        ] {
            match (got, want) {
                (Ok(got), Ok(want)) => assert_eq!(got, want, "{front:?}"),
                (Err(error), Err("generated")) => {
                    assert_eq!(error.declared_message(), None);
                    assert_eq!(error.kind(), ErrorKind::Rejected);
                    assert_eq!(error.enum_name(), "Colour");
                }
                (Err(error), Err(message)) => assert_eq!(error.to_string(), message),
                (got, want) => panic!("{front:?}: want {want:?}, got {got:?}"),
            }
        }
    }
    // The first arrow's error: names `Front`.
    let error = crosswalk::lower::<_, hw::Gen1>(Front::M).unwrap_err();
    assert_eq!(
        error_parts(&error),
        (
            ErrorKind::Rejected,
            5,
            "Front",
            "magenta is not supported".to_owned()
        )
    );
}

/// One attribute may carry the unnamed crosswalk's target and a named one's entry side by side:
/// each crosswalk reads its own pieces of it.
#[crosswalk::crosswalk(to = ir::Shade)]
#[crosswalk::crosswalk(to = hw::Code, name = hw::Gen1)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mixed {
    #[to(Dark, Gen1 = 0x10)]
    Night,
    #[to(Light, Gen1 = 0x20)]
    Day,
}

#[test]
fn one_attribute_serves_two_crosswalks() {
    assert_eq!(Mixed::Night.translate(), Ok(ir::Shade::Dark));
    assert_eq!(Mixed::Day.translate(), Ok(ir::Shade::Light));
    assert_eq!(Mixed::Night.to_gen1(), hw::Code(0x10));
    assert_eq!(Mixed::translate_ordinal_gen1(1), Ok(hw::Code(0x20)));
}

/// Keys written as whole paths, an `alias` inside a keyed entry, and a crosswalk written through
/// the crate's path (`crosswalk::crosswalk`) beside a bare one.
mod keyed {
    use super::hw;

    #[crosswalk::crosswalk(to = hw::Code, name = hw::Gen1)]
    #[crosswalk::crosswalk(to = hw::Code, name = hw::Gen2, on_oob = default(0xff))]
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    pub enum Pixel {
        #[to(hw::Gen1 = 0x01, Gen2 = 0x0a)]
        Red,
        #[to(Gen1 = (0x01, alias), hw::Gen2 = 0x0b)]
        Crimson,
        #[to(hw::Gen1 = 0x02)]
        #[reject(hw::Gen2 = "no blue on Gen2")]
        Blue,
    }
}

#[test]
fn whole_path_keys_and_a_keyed_alias() {
    use keyed::Pixel;
    assert_eq!(Pixel::Crimson.to_gen1(), hw::Code(0x01));
    assert_eq!(Pixel::from_target_gen1(hw::Code(0x01)), Some(Pixel::Red));
    assert_eq!(
        <Pixel as Crosswalk<hw::Gen1>>::CELLS[1],
        Cell::Mapped {
            source: Pixel::Crimson,
            target: hw::Code(0x01),
            target_ordinal: Ordinal::new(0x01),
            alias: true,
            one_way: false,
        }
    );
    assert_eq!(Pixel::Crimson.translate_gen2(), Ok(hw::Code(0x0b)));
    assert_eq!(
        Pixel::Blue.translate_gen2().unwrap_err().to_string(),
        "no blue on Gen2"
    );
    assert_eq!(Pixel::translate_ordinal_gen2(9), Ok(hw::Code(0xff)));
}
