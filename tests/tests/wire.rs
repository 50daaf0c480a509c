//! The third id-space: every BIR value through every silicon table (`bir::Dtype` → CoreV4 and
//! pre-V4 dtype tags, `bir::AluOpType` → `ALU_OP` byte, `bir::EngineAccumulationType` → accumulate
//! code), by the typed path, the raw path and the `Crosswalk<W>` trait, against `WIRE.md`
//! (`src/wire_seed.rs`); the read-outs; going back on a many-to-one table; and `crosswalk::lower`
//! from klr to the silicon, against `ROSTERS.md` composed with `WIRE.md`.

use std::fmt::{Debug, Display};

use crosswalk::{
    Cell, Crosswalk, Error, ErrorKind, NO_TARGET, OnOutOfRange, Primary, Roster, bir, klr, wire,
};
use crosswalk_tests::expect::{bir_path, klr_path, parse_hex};
use crosswalk_tests::seed::{self, Walk};
use crosswalk_tests::wire_seed::{self, DtypeTable, WireRow};

/// The messages of the cells `WIRE.md` marks ERR. `WIRE.md` gives no text, so these are the
/// crate's choice, copied from `crosswalk/src/bir.rs`: (BIR enum, BIR ordinal, message).
const REJECTIONS: &[(&str, u32, &str)] = &[
    (
        "AluOpType",
        24,
        "average has no ALU_OP byte: it has a dedicated opcode",
    ),
    (
        "AluOpType",
        25,
        "elemwise_mul has no ALU_OP byte: it has a dedicated opcode",
    ),
    (
        "EngineAccumulationType",
        2,
        "Accumulate has no accumulate wire code",
    ),
];

/// What translating one BIR ordinal through a silicon table must give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Want {
    /// This byte.
    Byte(u8),
    /// An [`ErrorKind::Rejected`] error with this exact message.
    Rejected(&'static str),
    /// An [`ErrorKind::OutOfRange`] error with the generated message (no `throw("…")` is declared).
    OutOfRange,
}

/// One silicon table as `WIRE.md` states it, with the BIR roster (from `ROSTERS.md`) it is indexed by.
struct Silicon {
    /// For messages: `bir::Dtype → CoreV4 tag`.
    what: String,
    /// The BIR side's facts (its roster and its enum's name).
    bir: &'static Walk,
    /// Cell `i` is BIR ordinal `i`; `None` is ERR.
    cells: Vec<Option<u8>>,
}

impl Silicon {
    fn dtype(table: &DtypeTable) -> Self {
        let bytes = parse_hex(table.hex);
        assert_eq!(
            bytes.len(),
            wire_seed::DTYPE_CELLS,
            "{}: cells",
            table.symbol
        );
        Self {
            what: format!("bir::Dtype → {} tag", table.generation),
            bir: &seed::DTYPE,
            cells: bytes.into_iter().map(Some).collect(),
        }
    }

    fn core_v4() -> Self {
        Self::dtype(&wire_seed::CORE_V4_DTYPE)
    }

    fn pre_v4() -> Self {
        Self::dtype(&wire_seed::PRE_V4_DTYPE)
    }

    fn rows(what: &str, bir: &'static Walk, rows: &[WireRow]) -> Self {
        for (index, row) in rows.iter().enumerate() {
            assert_eq!(
                usize::try_from(row.bir).unwrap(),
                index,
                "{what}: seed rows out of order"
            );
        }
        Self {
            what: what.to_owned(),
            bir,
            cells: rows.iter().map(|row| row.wire).collect(),
        }
    }

    fn alu_op() -> Self {
        Self::rows(
            "bir::AluOpType → ALU_OP byte",
            &seed::ALU_OP,
            &wire_seed::ALU_OP,
        )
    }

    fn accumulate() -> Self {
        Self::rows(
            "bir::EngineAccumulationType → accumulate code",
            &seed::ACCUM_CMD,
            &wire_seed::ACCUMULATE,
        )
    }

    fn bir_path(&self) -> String {
        bir_path(self.bir)
    }

    fn len(&self) -> u32 {
        u32::try_from(self.cells.len()).unwrap()
    }

    /// `WIRE.md`'s cell for BIR ordinal `n`, else the default `throw`.
    fn want(&self, n: u32) -> Want {
        match usize::try_from(n)
            .ok()
            .and_then(|index| self.cells.get(index))
        {
            Some(Some(byte)) => Want::Byte(*byte),
            Some(None) => Want::Rejected(self.rejection(n)),
            None => Want::OutOfRange,
        }
    }

    fn rejection(&self, n: u32) -> &'static str {
        let Some((_, _, message)) = REJECTIONS
            .iter()
            .find(|(bir_enum, ordinal, _)| *bir_enum == self.bir.bir_enum && *ordinal == n)
        else {
            panic!("{}: no message for the ERR cell {n}", self.what)
        };
        message
    }

    /// The first BIR ordinal whose cell holds `byte`: where going back must land.
    fn first_source(&self, byte: u8) -> u32 {
        let index = self
            .cells
            .iter()
            .position(|cell| *cell == Some(byte))
            .unwrap_or_else(|| panic!("{}: no cell holds {byte:#04x}", self.what));
        u32::try_from(index).unwrap()
    }

    /// `None` when `got` is what BIR ordinal `n` must give; else what is wrong.
    fn mismatch<T>(&self, n: u32, got: Result<T, Error>) -> Option<String>
    where
        T: Into<u8> + Copy + Debug,
    {
        let path = self.bir_path();
        match (self.want(n), got) {
            (Want::Byte(byte), Ok(target)) if target.into() == byte => None,
            (Want::Rejected(message), Err(error))
                if error.kind() == ErrorKind::Rejected
                    && error.ordinal() == i128::from(n)
                    && error.enum_path() == path
                    && error.declared_message() == Some(message)
                    && error.to_string() == message =>
            {
                None
            }
            (Want::OutOfRange, Err(error))
                if error.kind() == ErrorKind::OutOfRange
                    && error.ordinal() == i128::from(n)
                    && error.enum_path() == path
                    && error.declared_message().is_none()
                    && error.to_string().contains(&path)
                    && error.to_string().ends_with(&format!(" {n}")) =>
            {
                None
            }
            (want, got) => Some(format!(
                "{}: BIR ordinal {n}: want {want:?}, got {got:?}{}",
                self.what,
                got.err()
                    .map(|error| format!(" (displayed {:?})", error.to_string()))
                    .unwrap_or_default()
            )),
        }
    }

    /// Every ordinal the raw path is asked about: the dense sweep and the u32 edges.
    fn ordinals(&self) -> Vec<u32> {
        let mut ordinals: Vec<u32> = (0..=300).collect();
        let len = self.len();
        ordinals.extend([
            len - 1,
            len,
            len + 1,
            255,
            256,
            (1 << 31) - 1,
            1 << 31,
            (1 << 31) + 1,
            u32::MAX - 2,
            u32::MAX - 1,
            u32::MAX,
        ]);
        ordinals
    }

    /// `S`'s variants, checked against the BIR roster of `ROSTERS.md`: "every BIR value" is the
    /// seed's list, not whatever the enum happens to declare.
    fn variants<S: Roster<Repr = u32> + Debug>(&self) -> &'static [S] {
        let got: Vec<(u32, &str)> = S::VARIANTS
            .iter()
            .map(|&variant| (variant.ordinal().get(), variant.name()))
            .collect();
        assert_eq!(got, self.bir.bir_roster, "{}: BIR roster", self.what);
        assert_eq!(S::ENUM_PATH, self.bir_path());
        assert_eq!(
            self.cells.len(),
            S::VARIANTS.len(),
            "{}: one cell per BIR value",
            self.what
        );
        S::VARIANTS
    }
}

fn typed<S>(silicon: &Silicon, translate: fn(S) -> Result<S::Target, Error>)
where
    S: Crosswalk<Repr = u32> + Roster<Repr = u32> + Debug,
    S::Target: Into<u8> + Copy + Debug,
{
    typed_of::<S, Primary>(silicon, translate);
}

/// The inherent typed path and `Crosswalk<W>::translate`, for every BIR value.
fn typed_of<S, W>(silicon: &Silicon, translate: fn(S) -> Result<<S as Crosswalk<W>>::Target, Error>)
where
    S: Crosswalk<W, Repr = u32> + Roster<Repr = u32> + Debug,
    S::Target: Into<u8> + Copy + Debug,
    W: ?Sized,
{
    for &variant in silicon.variants::<S>() {
        let n = variant.ordinal().get();
        for (path, got) in [
            ("inherent", translate(variant)),
            (
                "Crosswalk<W>::translate",
                <S as Crosswalk<W>>::translate(variant),
            ),
        ] {
            if let Some(problem) = silicon.mismatch(n, got) {
                panic!("{path} of {variant:?}: {problem}");
            }
        }
    }
}

/// The raw path and `Crosswalk<W>::translate_ordinal`, over 0..=300 and the u32 edges.
fn raw_of<S, W>(
    silicon: &Silicon,
    translate_ordinal: fn(u32) -> Result<<S as Crosswalk<W>>::Target, Error>,
) where
    S: Crosswalk<W, Repr = u32>,
    S::Target: Into<u8> + Copy + Debug,
    W: ?Sized,
{
    let mut problems = Vec::new();
    for n in silicon.ordinals() {
        for (path, got) in [
            ("inherent", translate_ordinal(n)),
            (
                "Crosswalk<W>::translate_ordinal",
                <S as Crosswalk<W>>::translate_ordinal(n),
            ),
        ] {
            if let Some(problem) = silicon.mismatch(n, got) {
                problems.push(format!("{path}: {problem}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `BASE`, `ON_OUT_OF_RANGE`, `CELLS`, `SOURCES`, the two paths, and the table image read back as
/// u32 cells.
fn read_outs<S, W>(silicon: &Silicon, target_type: &str)
where
    S: Crosswalk<W, Repr = u32> + Roster<Repr = u32> + Debug + PartialEq,
    S::Target: Into<u8> + Copy + Debug,
    W: ?Sized,
{
    let what = &silicon.what;
    let variants = silicon.variants::<S>();
    assert_eq!(<S as Roster>::ENUM_PATH, silicon.bir_path(), "{what}");
    assert!(
        <S as Crosswalk<W>>::TARGET_PATH.ends_with(target_type),
        "{what}: TARGET_PATH {:?}",
        <S as Crosswalk<W>>::TARGET_PATH
    );
    assert_eq!(
        <S as Crosswalk<W>>::BASE,
        0,
        "{what}: a BIR table starts at 0"
    );
    assert!(
        matches!(
            <S as Crosswalk<W>>::ON_OUT_OF_RANGE,
            OnOutOfRange::Throw(None)
        ),
        "{what}: ON_OUT_OF_RANGE {:?}",
        <S as Crosswalk<W>>::ON_OUT_OF_RANGE
    );
    assert_eq!(<S as Roster>::VARIANTS, variants, "{what}: VARIANTS");

    let cells = <S as Crosswalk<W>>::CELLS;
    assert_eq!(cells.len(), silicon.cells.len(), "{what}: CELLS");
    for (n, cell) in (0..).zip(cells) {
        let variant = variants[usize::try_from(n).unwrap()];
        match (silicon.want(n), *cell) {
            (
                Want::Byte(byte),
                Cell::Mapped {
                    source,
                    target,
                    alias,
                    one_way: false,
                    ..
                },
            ) => {
                assert_eq!(source, variant, "{what}: cell {n}");
                assert_eq!(target.into(), byte, "{what}: cell {n}");
                // Nothing is declared `alias` in `bir.rs`; many-to-one needs no declaration.
                assert!(!alias, "{what}: cell {n} claims a declared alias");
                assert_eq!(
                    <S as Crosswalk<W>>::target_ordinal(target).get(),
                    u32::from(byte),
                    "{what}: a byte's ordinal is the byte"
                );
            }
            (Want::Rejected(message), Cell::Rejected { source, error }) => {
                assert_eq!(source, variant, "{what}: cell {n}");
                assert!(
                    silicon.mismatch::<u8>(n, Err(error)).is_none(),
                    "{what}: cell {n}: {error:?}"
                );
                assert_eq!(error.to_string(), message);
            }
            (want, got) => panic!("{what}: cell {n}: want {want:?}, got {got:?}"),
        }
    }

    // Every table ends with a mapped cell, so the image covers all of it; an ERR cell before the
    // last mapped one holds `NO_TARGET`.
    assert_eq!(NO_TARGET, u32::MAX);
    let want: Vec<u32> = silicon
        .cells
        .iter()
        .map(|cell| cell.map_or(NO_TARGET, u32::from))
        .collect();
    let bytes: Vec<u8> = <S as crosswalk::Crosswalk<W>>::table_image().collect();
    assert_eq!(bytes.len(), 4 * want.len(), "{what}: image length");
    let got: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|cell| u32::from_le_bytes([cell[0], cell[1], cell[2], cell[3]]))
        .collect();
    assert_eq!(got, want, "{what}: table image");
}

/// Going back, on a many-to-one table: a byte gives the first BIR value that has it.
fn inverse_of<S, W>(silicon: &Silicon, from_target: fn(<S as Crosswalk<W>>::Target) -> Option<S>)
where
    S: Crosswalk<W> + Roster<Repr = u32> + Debug + PartialEq,
    S::Target: Into<u8> + Copy + Debug,
    W: ?Sized,
{
    for &variant in silicon.variants::<S>() {
        let Ok(target) = <S as Crosswalk<W>>::translate(variant) else {
            continue;
        };
        let first = S::from_ordinal(silicon.first_source(target.into())).unwrap();
        assert_eq!(
            from_target(target),
            Some(first),
            "{}: back from {variant:?}'s {target:?}",
            silicon.what
        );
        assert_eq!(
            <S as Crosswalk<W>>::from_target(target),
            Some(first),
            "{}: Crosswalk<W>::from_target",
            silicon.what
        );
    }
}

#[test]
fn the_seed_is_consistent() {
    // The pre-V4 table differs from CoreV4's only at BIR 2 (`float4_e2m1fn_x4`): 0x10 vs 0x05.
    let core = parse_hex(wire_seed::CORE_V4_DTYPE.hex);
    let pre = parse_hex(wire_seed::PRE_V4_DTYPE.hex);
    let differing: Vec<(usize, u8, u8)> = core
        .iter()
        .zip(&pre)
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(index, (a, b))| (index, *a, *b))
        .collect();
    assert_eq!(differing, [(2, 0x10, 0x05)]);

    // The many-to-one groups WIRE.md lists are exactly the shared tags of the tables.
    for table in [&wire_seed::CORE_V4_DTYPE, &wire_seed::PRE_V4_DTYPE] {
        let bytes = parse_hex(table.hex);
        let mut shared: Vec<(u8, Vec<u32>)> = Vec::new();
        for byte in 0..=u8::MAX {
            let sources: Vec<u32> = (0..)
                .zip(&bytes)
                .filter(|(_, tag)| **tag == byte)
                .map(|(index, _)| index)
                .collect();
            if sources.len() > 1 {
                shared.push((byte, sources));
            }
        }
        let mut listed: Vec<(u8, Vec<u32>)> = wire_seed::DTYPE_SHARED_TAGS
            .iter()
            .filter(|(generation, _, _)| *generation == table.generation)
            .map(|(_, tag, sources)| (*tag, sources.to_vec()))
            .collect();
        listed.sort();
        assert_eq!(shared, listed, "{}: many-to-one groups", table.generation);
    }

    // The ALU_OP and accumulate rows name the BIR rosters of ROSTERS.md, in order.
    for (rows, walk) in [
        (&wire_seed::ALU_OP[..], &seed::ALU_OP),
        (&wire_seed::ACCUMULATE[..], &seed::ACCUM_CMD),
    ] {
        let named: Vec<(u32, &str)> = rows.iter().map(|row| (row.bir, row.name)).collect();
        assert_eq!(named, walk.bir_roster, "{}", walk.bir_enum);
    }
    // 0..=18 are the identity.
    for row in &wire_seed::ALU_OP[..=18] {
        assert_eq!(row.wire.map(u32::from), Some(row.bir), "{row:?}");
    }

    // The worked examples agree with ROSTERS.md and with the tables.
    for example in wire_seed::WORKED_EXAMPLES {
        let walk = seed::ALL
            .iter()
            .find(|walk| walk.klr_enum == example.klr_enum)
            .unwrap();
        let row = walk.rows.iter().find(|row| row.klr == example.klr).unwrap();
        assert_eq!(
            (row.klr_name, row.bir, row.bir_name),
            (example.klr_name, Some(example.bir), example.bir_name)
        );
        let silicon = match example.klr_enum {
            "AluOp" => Silicon::alu_op(),
            "Dtype" => Silicon::core_v4(),
            _ => Silicon::accumulate(),
        };
        assert_eq!(
            silicon.want(example.bir),
            Want::Byte(example.wire),
            "{example:?}"
        );
    }
}

#[test]
fn typed_path_through_every_table() {
    typed_of::<bir::Dtype, wire::CoreV4>(&Silicon::core_v4(), bir::Dtype::translate_core_v4);
    typed_of::<bir::Dtype, wire::PreV4>(&Silicon::pre_v4(), bir::Dtype::translate_pre_v4);
    typed(&Silicon::alu_op(), bir::AluOpType::translate);
    typed(
        &Silicon::accumulate(),
        bir::EngineAccumulationType::translate,
    );
}

#[test]
fn try_from_is_the_typed_path() {
    // The unnamed crosswalks convert; both have a rejected cell, so it is `TryFrom`.
    typed::<bir::AluOpType>(&Silicon::alu_op(), wire::AluOpByte::try_from);
    typed::<bir::EngineAccumulationType>(&Silicon::accumulate(), wire::AccumulateCode::try_from);
}

#[test]
fn raw_path_through_every_table() {
    raw_of::<bir::Dtype, wire::CoreV4>(&Silicon::core_v4(), bir::Dtype::translate_ordinal_core_v4);
    raw_of::<bir::Dtype, wire::PreV4>(&Silicon::pre_v4(), bir::Dtype::translate_ordinal_pre_v4);
    raw_of::<bir::AluOpType, Primary>(&Silicon::alu_op(), bir::AluOpType::translate_ordinal);
    raw_of::<bir::EngineAccumulationType, Primary>(
        &Silicon::accumulate(),
        bir::EngineAccumulationType::translate_ordinal,
    );
}

#[test]
fn typed_ordinals_translate_through_the_unnamed_walks() {
    for (silicon, got) in [
        (
            Silicon::alu_op(),
            bir::AluOpType::VARIANTS
                .iter()
                .map(|op| (op.ordinal().get(), op.ordinal().translate().map(u8::from)))
                .collect::<Vec<_>>(),
        ),
        (
            Silicon::accumulate(),
            bir::EngineAccumulationType::VARIANTS
                .iter()
                .map(|acc| (acc.ordinal().get(), acc.ordinal().translate().map(u8::from)))
                .collect(),
        ),
    ] {
        assert_eq!(got.len(), silicon.cells.len());
        for (n, got) in got {
            if let Some(problem) = silicon.mismatch(n, got) {
                panic!("Ordinal::translate: {problem}");
            }
        }
    }
}

/// (what was called, what it gave, the error's enum, its ordinal, its message).
type RejectedCase = (
    &'static str,
    Result<u8, Error>,
    &'static str,
    u32,
    &'static str,
);

#[test]
fn the_rejected_cells_with_their_messages() {
    let cases: [RejectedCase; 6] = [
        (
            "AluOpType::Average.translate()",
            bir::AluOpType::Average.translate().map(u8::from),
            "crosswalk::bir::AluOpType",
            24,
            "average has no ALU_OP byte: it has a dedicated opcode",
        ),
        (
            "AluOpType::translate_ordinal(24)",
            bir::AluOpType::translate_ordinal(24).map(u8::from),
            "crosswalk::bir::AluOpType",
            24,
            "average has no ALU_OP byte: it has a dedicated opcode",
        ),
        (
            "AluOpByte::try_from(ElemwiseMul)",
            wire::AluOpByte::try_from(bir::AluOpType::ElemwiseMul).map(u8::from),
            "crosswalk::bir::AluOpType",
            25,
            "elemwise_mul has no ALU_OP byte: it has a dedicated opcode",
        ),
        (
            "AluOpType::translate_ordinal(25)",
            bir::AluOpType::translate_ordinal(25).map(u8::from),
            "crosswalk::bir::AluOpType",
            25,
            "elemwise_mul has no ALU_OP byte: it has a dedicated opcode",
        ),
        (
            "EngineAccumulationType::Accumulate.translate()",
            bir::EngineAccumulationType::Accumulate
                .translate()
                .map(u8::from),
            "crosswalk::bir::EngineAccumulationType",
            2,
            "Accumulate has no accumulate wire code",
        ),
        (
            "AccumulateCode::try_from(Accumulate)",
            wire::AccumulateCode::try_from(bir::EngineAccumulationType::Accumulate).map(u8::from),
            "crosswalk::bir::EngineAccumulationType",
            2,
            "Accumulate has no accumulate wire code",
        ),
    ];
    for (what, got, path, ordinal, message) in cases {
        let error = got.expect_err(what);
        assert_eq!(error.kind(), ErrorKind::Rejected, "{what}");
        assert_eq!(error.enum_path(), path, "{what}");
        assert_eq!(error.ordinal(), i128::from(ordinal), "{what}");
        assert_eq!(error.declared_message(), Some(message), "{what}");
        assert_eq!(error.to_string(), message, "{what}");
    }
    // Every other cell of the two fallible tables translates.
    let rejected: Vec<&str> = bir::AluOpType::VARIANTS
        .iter()
        .filter(|op| op.translate().is_err())
        .map(|op| op.name())
        .chain(
            bir::EngineAccumulationType::VARIANTS
                .iter()
                .filter(|acc| acc.translate().is_err())
                .map(|acc| acc.name()),
        )
        .collect();
    assert_eq!(rejected, ["average", "elemwise_mul", "Accumulate"]);
}

#[test]
fn declared_tables_and_images_read_back() {
    read_outs::<bir::Dtype, wire::CoreV4>(&Silicon::core_v4(), "CoreV4DtypeTag");
    read_outs::<bir::Dtype, wire::PreV4>(&Silicon::pre_v4(), "PreV4DtypeTag");
    read_outs::<bir::AluOpType, Primary>(&Silicon::alu_op(), "AluOpByte");
    read_outs::<bir::EngineAccumulationType, Primary>(&Silicon::accumulate(), "AccumulateCode");
    // `table_image` is the unnamed walk's `table_image_of`.
    assert_eq!(
        <bir::AluOpType as crosswalk::Crosswalk>::table_image().collect::<Vec<u8>>(),
        <bir::AluOpType as crosswalk::Crosswalk<Primary>>::table_image().collect::<Vec<u8>>()
    );
}

#[test]
fn from_target_goes_back_to_the_first_bir_value_with_that_byte() {
    inverse_of::<bir::Dtype, wire::CoreV4>(&Silicon::core_v4(), bir::Dtype::from_target_core_v4);
    inverse_of::<bir::Dtype, wire::PreV4>(&Silicon::pre_v4(), bir::Dtype::from_target_pre_v4);
    inverse_of::<bir::AluOpType, Primary>(&Silicon::alu_op(), bir::AluOpType::from_target);
    inverse_of::<bir::EngineAccumulationType, Primary>(
        &Silicon::accumulate(),
        bir::EngineAccumulationType::from_target,
    );

    // Spelled out for WIRE.md's groups: the e4m3 spellings go back to `float8e4`, the e5m2 ones
    // to `float8e5`, 0x03 to `uint8`, and on pre-V4 0x05 to `uint16` (BIR 10), not to
    // `float4_e2m1fn_x4` (BIR 2, earlier, but CoreV4's own 0x10 there).
    for dtype in [
        bir::Dtype::Float8e4,
        bir::Dtype::Float8E4m3fn,
        bir::Dtype::Float8E4m3fnX4,
    ] {
        let tag = dtype.translate_core_v4().unwrap();
        assert_eq!(
            bir::Dtype::from_target_core_v4(tag),
            Some(bir::Dtype::Float8e4)
        );
    }
    let tag = bir::Dtype::Float8E5m2X4.translate_core_v4().unwrap();
    assert_eq!(
        bir::Dtype::from_target_core_v4(tag),
        Some(bir::Dtype::Float8e5)
    );
    let tag = bir::Dtype::Float8E8m0fnu.translate_pre_v4().unwrap();
    assert_eq!(bir::Dtype::from_target_pre_v4(tag), Some(bir::Dtype::Uint8));
    let tag = bir::Dtype::Float4E2m1fnX4.translate_pre_v4().unwrap();
    assert_eq!(tag.get(), 0x05);
    assert_eq!(
        bir::Dtype::from_target_pre_v4(tag),
        Some(bir::Dtype::Float4E2m1fnX4)
    );
    let tag = bir::Dtype::Uint16.translate_pre_v4().unwrap();
    assert_eq!(
        bir::Dtype::from_target_pre_v4(tag),
        Some(bir::Dtype::Float4E2m1fnX4)
    );
    let tag = bir::Dtype::Uint16.translate_core_v4().unwrap();
    assert_eq!(
        bir::Dtype::from_target_core_v4(tag),
        Some(bir::Dtype::Uint16)
    );
}

#[test]
fn bytes_print_as_hex_and_read_out_as_u8() {
    fn check<T: Display + Debug + Into<u8> + Copy>(value: T, name: &str, byte: u8) {
        assert_eq!(value.into(), byte);
        assert_eq!(value.to_string(), format!("0x{byte:02x}"));
        assert_eq!(format!("{value:?}"), format!("{name}(0x{byte:02x})"));
    }
    let tag = bir::Dtype::Float8e4.translate_core_v4().unwrap();
    assert_eq!(tag.get(), 0x0e);
    assert_eq!(tag.to_string(), "0x0e");
    check(tag, "CoreV4DtypeTag", 0x0e);
    check(
        bir::Dtype::Float4E2m1fnX4.translate_pre_v4().unwrap(),
        "PreV4DtypeTag",
        0x05,
    );
    check(
        bir::AluOpType::ModInt.translate().unwrap(),
        "AluOpByte",
        0xc8,
    );
    check(
        bir::EngineAccumulationType::AddAccumulate
            .translate()
            .unwrap(),
        "AccumulateCode",
        0x02,
    );
}

/// What a klr value must give through `lower`: the composition of ROSTERS.md and WIRE.md.
fn lowered_want(
    walk: &Walk,
    silicon: &Silicon,
    klr: u32,
) -> Result<(u32, u8), (String, u32, &'static str)> {
    let row = walk.rows.iter().find(|row| row.klr == klr).unwrap();
    match (row.bir, row.error) {
        (None, Some(message)) => Err((klr_path(walk), klr, message)),
        (Some(bir), None) => match silicon.want(bir) {
            Want::Byte(byte) => Ok((bir, byte)),
            Want::Rejected(message) => Err((silicon.bir_path(), bir, message)),
            Want::OutOfRange => panic!("{}: BIR {bir} has no cell", silicon.what),
        },
        _ => panic!("row {row:?} is neither mapped nor rejected"),
    }
}

/// Every klr value of `S` through `lower::<S, W>`, against ROSTERS.md then WIRE.md.
fn lower_every<S, W>(walk: &'static Walk, silicon: &Silicon) -> usize
where
    S: Crosswalk + Roster<Repr = u32> + Debug + PartialEq,
    S::Target: Crosswalk<W> + Roster<Repr = u32> + Debug + PartialEq,
    <S::Target as Crosswalk<W>>::Target: Into<u8> + Debug,
    W: ?Sized,
{
    assert_eq!(S::ENUM_PATH, klr_path(walk));
    let ordinals: Vec<u32> = S::VARIANTS.iter().map(|v| v.ordinal().get()).collect();
    let seeded: Vec<u32> = walk.rows.iter().map(|row| row.klr).collect();
    assert_eq!(ordinals, seeded, "{}: klr variants", walk.klr_enum);
    for &source in S::VARIANTS {
        let klr = source.ordinal().get();
        let context = format!("{} {klr} ({source:?}) → {}", walk.klr_enum, silicon.what);
        match (
            lowered_want(walk, silicon, klr),
            crosswalk::lower::<S, W>(source),
        ) {
            (Ok((bir, byte)), Ok(lowered)) => {
                assert_eq!(lowered.source, source, "{context}");
                assert_eq!(lowered.middle.ordinal().get(), bir, "{context}: BIR");
                assert_eq!(lowered.target.into(), byte, "{context}: byte");
            }
            (Err((path, ordinal, message)), Err(error)) => {
                assert_eq!(error.kind(), ErrorKind::Rejected, "{context}");
                assert_eq!(error.enum_path(), path, "{context}");
                assert_eq!(error.ordinal(), i128::from(ordinal), "{context}");
                assert_eq!(error.to_string(), message, "{context}");
            }
            (want, got) => panic!("{context}: want {want:?}, got {got:?}"),
        }
    }
    S::VARIANTS.len()
}

#[test]
fn every_klr_value_lowers_to_the_silicon() {
    let mut lowered = 0;
    lowered += lower_every::<klr::Dtype, wire::CoreV4>(&seed::DTYPE, &Silicon::core_v4());
    lowered += lower_every::<klr::Dtype, wire::PreV4>(&seed::DTYPE, &Silicon::pre_v4());
    lowered += lower_every::<klr::AluOp, Primary>(&seed::ALU_OP, &Silicon::alu_op());
    lowered += lower_every::<klr::AccumCmd, Primary>(&seed::ACCUM_CMD, &Silicon::accumulate());
    assert_eq!(lowered, 20 + 20 + 29 + 5);
}

#[test]
fn the_worked_examples_end_to_end() {
    // klr `AluOp::is_ge` = 13 → BIR `AluOpType::is_ge` = 21 → ALU_OP byte 0x14 (20).
    let alu = crosswalk::lower::<_, Primary>(klr::AluOp::IsGe).unwrap();
    let (source, middle, target): (klr::AluOp, bir::AluOpType, wire::AluOpByte) =
        (alu.source, alu.middle, alu.target);
    assert_eq!((source.ordinal().get(), source.name()), (13, "is_ge"));
    assert_eq!((middle.ordinal().get(), middle.name()), (21, "is_ge"));
    assert_eq!(target.get(), 0x14);
    assert_eq!(target.get(), 20);

    // klr `Dtype::float8_e4m3` = 16 → BIR `Dtype::float8e4` = 4 → CoreV4 tag 0x0e (14).
    let dtype = crosswalk::lower::<_, wire::CoreV4>(klr::Dtype::Float8E4m3).unwrap();
    let (source, middle, target): (klr::Dtype, bir::Dtype, wire::CoreV4DtypeTag) =
        (dtype.source, dtype.middle, dtype.target);
    assert_eq!((source.ordinal().get(), source.name()), (16, "float8_e4m3"));
    assert_eq!((middle.ordinal().get(), middle.name()), (4, "float8e4"));
    assert_eq!((target.get(), target.to_string()), (14, "0x0e".to_owned()));

    // klr `AccumCmd::Accumulate` = 3 → BIR `AddAccumulate` = 4 → wire 2.
    let accumulate = crosswalk::lower::<_, Primary>(klr::AccumCmd::Accumulate).unwrap();
    let (source, middle, target): (
        klr::AccumCmd,
        bir::EngineAccumulationType,
        wire::AccumulateCode,
    ) = (accumulate.source, accumulate.middle, accumulate.target);
    assert_eq!((source.ordinal().get(), source.name()), (3, "Accumulate"));
    assert_eq!(
        (middle.ordinal().get(), middle.name()),
        (4, "AddAccumulate")
    );
    assert_eq!(target.get(), 2);

    // The same three, driven by the seed's data: from the klr ordinal, through the decoded variant.
    for example in wire_seed::WORKED_EXAMPLES {
        let (bir_ordinal, bir_name, byte) = match example.klr_enum {
            "AluOp" => {
                let lowered =
                    crosswalk::lower::<_, Primary>(klr::AluOp::from_ordinal(example.klr).unwrap())
                        .unwrap();
                (
                    lowered.middle.ordinal().get(),
                    lowered.middle.name(),
                    lowered.target.get(),
                )
            }
            "Dtype" => {
                let lowered = crosswalk::lower::<_, wire::CoreV4>(
                    klr::Dtype::from_ordinal(example.klr).unwrap(),
                )
                .unwrap();
                (
                    lowered.middle.ordinal().get(),
                    lowered.middle.name(),
                    lowered.target.get(),
                )
            }
            "AccumCmd" => {
                let lowered = crosswalk::lower::<_, Primary>(
                    klr::AccumCmd::from_ordinal(example.klr).unwrap(),
                )
                .unwrap();
                (
                    lowered.middle.ordinal().get(),
                    lowered.middle.name(),
                    lowered.target.get(),
                )
            }
            other => panic!("no klr enum {other}"),
        };
        assert_eq!(
            (bir_ordinal, bir_name, byte),
            (example.bir, example.bir_name, example.wire),
            "{example:?}"
        );
    }

    // And where the path breaks: klr `average` reaches BIR `average`, which has no byte; the
    // error names the BIR enum and ordinal, the second arrow's.
    let error = crosswalk::lower::<_, Primary>(klr::AluOp::Average).unwrap_err();
    assert_eq!(
        (error.kind(), error.enum_path(), error.ordinal()),
        (ErrorKind::Rejected, "crosswalk::bir::AluOpType", 24)
    );
    // klr `LoadAccumulate` breaks on the first arrow.
    let error = crosswalk::lower::<_, Primary>(klr::AccumCmd::LoadAccumulate).unwrap_err();
    assert_eq!(
        (
            error.kind(),
            error.enum_path(),
            error.ordinal(),
            error.to_string()
        ),
        (
            ErrorKind::Rejected,
            "crosswalk::klr::AccumCmd",
            5,
            "LoadAccumulate is not supported".to_owned()
        )
    );
}
