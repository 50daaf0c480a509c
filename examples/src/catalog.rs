//! The five klr → BIR crosswalks and the BIR → silicon crosswalks behind them, each read once into
//! plain data.
//!
//! Every renderer (table, hex, JSON) and the translate command work from an [`Entry`] and its
//! [`Silicon`] tables, so none of them is generic, and a sixth crosswalk is one more line in
//! [`all`].

use crosswalk::{Cell, Crosswalk, Error, OnOutOfRange, Primary, Roster, klr, wire};

/// A BIR value, kept as the two things every output shows of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// Its ordinal in the BIR numbering.
    pub ordinal: u32,
    /// Its BIR-JSON spelling.
    pub name: &'static str,
}

impl Target {
    fn of<T: Roster>(value: T) -> Self {
        Self {
            ordinal: value.ordinal().get(),
            name: value.name(),
        }
    }
}

/// What an ordinal with no cell gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// An error; `Some` holds the declared message, `None` means the generated one.
    Throw(Option<&'static str>),
    /// This BIR value, silently.
    Default(Target),
}

/// One klr variant and what it translates to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// Its ordinal in the klr numbering.
    pub klr_ordinal: u32,
    /// Its klr `to_string` spelling.
    pub klr_name: &'static str,
    /// `Crosswalk::translate` of the variant.
    pub outcome: Result<Target, Error>,
    /// Whether the variant has a cell of its own; a variant without one (Engine's `unassigned`,
    /// below the base) only gets the out-of-range policy.
    pub in_table: bool,
    /// The index of the first earlier row with the same BIR target, if any: two klr spellings of
    /// one thing, which is legitimate but worth seeing.
    pub alias_of: Option<usize>,
}

/// Everything the outputs show about one crosswalk.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The klr enum's own name (`AccumCmd`).
    pub klr_enum: &'static str,
    /// The BIR enum's own name (`EngineAccumulationType`).
    pub bir_enum: &'static str,
    /// The klr ordinal of the table's first cell.
    pub base: u32,
    /// The out-of-range policy.
    pub policy: Policy,
    /// `crosswalk::table_image`: the table as the C++ `.rodata` holds it.
    pub image: Vec<u8>,
    /// One row per klr variant, in declaration order.
    pub rows: Vec<Row>,
    /// `crosswalk::unreached`: BIR values no klr variant translates to.
    pub unreached: Vec<Target>,
    /// The crosswalks from the BIR enum on to silicon bytes, in the order `translate` shows them;
    /// empty where the crate has no silicon layer (`Engine`, `ActivationFunc`).
    pub silicon: Vec<Silicon>,
    translate: fn(u32) -> Result<Target, Error>,
}

impl Entry {
    /// The name the command line accepts for this crosswalk (case-insensitively).
    pub fn key(&self) -> String {
        self.klr_enum.to_ascii_lowercase()
    }

    /// Translates a raw klr ordinal exactly as `Crosswalk::translate_ordinal` does.
    ///
    /// # Errors
    /// The crosswalk's own error: a rejected variant or a `throw` out-of-range policy.
    pub fn translate(&self, klr_ordinal: u32) -> Result<Target, Error> {
        (self.translate)(klr_ordinal)
    }

    /// The same crosswalk, with `silicon` as the tables that follow its BIR enum.
    #[must_use]
    pub fn with_silicon(self, silicon: Vec<Silicon>) -> Self {
        Self { silicon, ..self }
    }

    /// The table image read back as the `u32` cells it is made of.
    pub fn table(&self) -> Vec<u32> {
        self.image
            .chunks(4)
            .map(|cell| {
                let mut bytes = [0; 4];
                bytes[..cell.len()].copy_from_slice(cell);
                u32::from_le_bytes(bytes)
            })
            .collect()
    }
}

/// The five crosswalks, in the order the original helpers are listed, each with the silicon
/// tables of its BIR enum.
pub fn all() -> Vec<Entry> {
    vec![
        describe::<klr::Dtype>().with_silicon(vec![
            silicon::<klr::Dtype, wire::CoreV4>(CORE_V4_TAG),
            silicon::<klr::Dtype, wire::PreV4>(PRE_V4_TAG),
        ]),
        describe::<klr::Engine>(),
        describe::<klr::AluOp>().with_silicon(vec![silicon::<klr::AluOp, Primary>(ALU_OP)]),
        describe::<klr::ActivationFunc>(),
        describe::<klr::AccumCmd>()
            .with_silicon(vec![silicon::<klr::AccumCmd, Primary>(ACCUMULATE)]),
    ]
}

/// Every BIR → silicon table, in the order of [`all`]: `dtype-corev4`, `dtype-prev4`,
/// `aluop-wire`, `accumcmd-wire`.
pub fn silicon_tables() -> Vec<Silicon> {
    all().into_iter().flat_map(|entry| entry.silicon).collect()
}

/// The silicon table called `key`, ignoring ASCII case.
pub fn find_silicon(key: &str) -> Option<Silicon> {
    silicon_tables()
        .into_iter()
        .find(|table| table.key.eq_ignore_ascii_case(key))
}

/// The keys [`find_silicon`] accepts, for usage messages.
pub fn silicon_keys() -> Vec<&'static str> {
    silicon_tables().iter().map(|table| table.key).collect()
}

/// The crosswalk whose klr enum is called `key`, ignoring ASCII case.
pub fn find(key: &str) -> Option<Entry> {
    all()
        .into_iter()
        .find(|entry| entry.klr_enum.eq_ignore_ascii_case(key))
}

/// The keys [`find`] accepts, for usage messages.
pub fn keys() -> Vec<String> {
    all().iter().map(Entry::key).collect()
}

/// Reads one crosswalk through its trait constants only, so the outputs show what the macro
/// generated rather than what this program assumes.
pub fn describe<C>() -> Entry
where
    C: Crosswalk + Roster,
    C::Target: Roster,
{
    let rows = rows::<C>();
    Entry {
        klr_enum: last_segment(<C as Roster>::ENUM_PATH),
        bir_enum: last_segment(<C::Target as Roster>::ENUM_PATH),
        base: C::BASE,
        policy: match C::ON_OUT_OF_RANGE {
            OnOutOfRange::Throw(message) => Policy::Throw(message),
            OnOutOfRange::Default(target) => Policy::Default(Target::of(target)),
        },
        image: <C as Crosswalk>::table_image().collect(),
        rows,
        unreached: <C as Crosswalk>::unreached().map(Target::of).collect(),
        silicon: Vec::new(),
        translate: translate_ordinal::<C>,
    }
}

fn rows<C>() -> Vec<Row>
where
    C: Crosswalk + Roster,
    C::Target: Roster,
{
    let mut rows: Vec<Row> = Vec::with_capacity(C::VARIANTS.len());
    for &source in C::VARIANTS {
        let klr_ordinal = Roster::ordinal(source).get();
        let outcome = source.translate().map(Target::of);
        let alias_of = outcome.ok().and_then(|target| {
            rows.iter()
                .position(|earlier| earlier.outcome.ok() == Some(target))
        });
        let index = klr_ordinal.wrapping_sub(C::BASE);
        rows.push(Row {
            klr_ordinal,
            klr_name: Roster::name(source),
            outcome,
            in_table: usize::try_from(index).is_ok_and(|index| index < C::CELLS.len()),
            alias_of,
        });
    }
    rows
}

fn translate_ordinal<C>(klr_ordinal: u32) -> Result<Target, Error>
where
    C: Crosswalk,
    C::Target: Roster,
{
    C::translate_ordinal(klr_ordinal).map(Target::of)
}

fn last_segment(path: &'static str) -> &'static str {
    path.rsplit("::").next().unwrap_or(path)
}

/// What the image of a silicon table holds for a cell with no byte (a `#[reject]` BIR value, or
/// an ordinal no BIR value has). No wire table of the crate uses 0xff as a real byte.
pub const NO_BYTE: u8 = 0xff;

/// How the outputs name one silicon table; the wire type's own name is read from the crosswalk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WireNames {
    /// What `hex` accepts (case-insensitively): `dtype-corev4`.
    pub key: &'static str,
    /// What precedes the byte in `translate`: `CoreV4 tag` in `→ CoreV4 tag 0x0e`.
    pub label: &'static str,
    /// What `translate` shows when the BIR value has no byte: `no ALU_OP byte`.
    pub missing: &'static str,
}

/// `bir::Dtype` → `wire::CoreV4DtypeTag` (`byte_1DFBAD0`).
pub const CORE_V4_TAG: WireNames = WireNames {
    key: "dtype-corev4",
    label: "CoreV4 tag",
    missing: "no CoreV4 tag",
};

/// `bir::Dtype` → `wire::PreV4DtypeTag` (`byte_1DF5760`).
pub const PRE_V4_TAG: WireNames = WireNames {
    key: "dtype-prev4",
    label: "pre-V4 tag",
    missing: "no pre-V4 tag",
};

/// `bir::AluOpType` → `wire::AluOpByte`.
pub const ALU_OP: WireNames = WireNames {
    key: "aluop-wire",
    label: "ALU_OP",
    missing: "no ALU_OP byte",
};

/// `bir::EngineAccumulationType` → `wire::AccumulateCode`.
pub const ACCUMULATE: WireNames = WireNames {
    key: "accumcmd-wire",
    label: "accumulate wire",
    missing: "no accumulate wire code",
};

/// What an ordinal past a silicon table gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WirePolicy {
    /// An error; `Some` holds the declared message, `None` means the generated one.
    Throw(Option<&'static str>),
    /// This byte, silently.
    Default(u8),
}

/// One BIR variant and the byte it becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SiliconRow {
    /// The BIR value.
    pub bir: Target,
    /// The crosswalk's `translate` of the variant, read out as the byte the encoder writes.
    pub outcome: Result<u8, Error>,
    /// The index of the first earlier row with the same byte, if any: the table is many-to-one,
    /// by design, and the outputs say so.
    pub shares_with: Option<usize>,
}

/// One BIR → silicon crosswalk, read into plain data like an [`Entry`].
#[derive(Clone, Debug)]
pub struct Silicon {
    /// What `hex` accepts: `dtype-corev4`.
    pub key: &'static str,
    /// What precedes the byte in `translate`: `CoreV4 tag`.
    pub label: &'static str,
    /// What `translate` shows when the BIR value has no byte: `no CoreV4 tag`.
    pub missing: &'static str,
    /// The BIR enum's own name (`Dtype`).
    pub bir_enum: &'static str,
    /// The wire type's own name (`CoreV4DtypeTag`), from the crosswalk's `to = …`.
    pub wire: &'static str,
    /// The out-of-range policy.
    pub policy: WirePolicy,
    /// The table, indexed by BIR ordinal from 0: the byte of each cell, `None` for a cell with no
    /// byte (a rejected BIR value, or an ordinal no BIR value has).
    pub cells: Vec<Option<u8>>,
    /// One row per BIR variant, in declaration order.
    pub rows: Vec<SiliconRow>,
    translate: fn(u32) -> Result<u8, Error>,
    lower: fn(u32) -> Result<u8, Error>,
}

impl Silicon {
    /// Translates a raw BIR ordinal exactly as `Crosswalk::translate_ordinal` does, and reads the
    /// byte out.
    ///
    /// # Errors
    /// The crosswalk's own error: a rejected BIR value or an ordinal past the table.
    pub fn translate(&self, bir_ordinal: u32) -> Result<u8, Error> {
        (self.translate)(bir_ordinal)
    }

    /// Goes the whole way from a raw klr ordinal of the [`Entry`] this table belongs to: klr →
    /// BIR value → wire value, each step typed, then the byte read out.
    ///
    /// # Errors
    /// The first crosswalk's error, or this one's.
    pub fn lower(&self, klr_ordinal: u32) -> Result<u8, Error> {
        (self.lower)(klr_ordinal)
    }

    /// The row of a BIR value, for the outputs that follow a klr row on to the silicon.
    pub fn row_of(&self, bir: Target) -> Option<&SiliconRow> {
        self.rows.iter().find(|row| row.bir == bir)
    }

    /// The table as the `.rodata` byte array holds it, one byte per cell, with [`NO_BYTE`] where
    /// a cell has none: what WIRE.md lists, and what `hex` shows.
    pub fn image(&self) -> Vec<u8> {
        self.cells
            .iter()
            .map(|cell| cell.unwrap_or(NO_BYTE))
            .collect()
    }
}

/// Reads the crosswalk named `W` of `C`'s BIR enum, and remembers how to follow a klr ordinal of
/// `C` through both.
pub fn silicon<C, W>(names: WireNames) -> Silicon
where
    C: Crosswalk,
    C::Target: Crosswalk<W> + Roster,
    u8: From<<C::Target as Crosswalk<W>>::Target>,
    W: ?Sized,
{
    let base = <C::Target as Crosswalk<W>>::BASE;
    let below_base = usize::try_from(base).unwrap_or(usize::MAX);
    let cells = std::iter::repeat_n(None, below_base)
        .chain(
            <C::Target as Crosswalk<W>>::CELLS
                .iter()
                .map(|cell| match *cell {
                    Cell::Mapped { target, .. } => Some(u8::from(target)),
                    Cell::Rejected { .. } | Cell::Empty => None,
                }),
        )
        .collect();
    Silicon {
        key: names.key,
        label: names.label,
        missing: names.missing,
        bir_enum: last_segment(<C::Target as Roster>::ENUM_PATH),
        wire: last_segment(<C::Target as Crosswalk<W>>::TARGET_PATH),
        policy: match <C::Target as Crosswalk<W>>::ON_OUT_OF_RANGE {
            OnOutOfRange::Throw(message) => WirePolicy::Throw(message),
            OnOutOfRange::Default(target) => WirePolicy::Default(u8::from(target)),
        },
        cells,
        rows: silicon_rows::<C::Target, W>(),
        translate: byte_of_ordinal::<C::Target, W>,
        lower: lower_ordinal::<C, W>,
    }
}

fn silicon_rows<B, W>() -> Vec<SiliconRow>
where
    B: Crosswalk<W> + Roster,
    u8: From<B::Target>,
    W: ?Sized,
{
    let mut rows: Vec<SiliconRow> = Vec::with_capacity(B::VARIANTS.len());
    for &source in <B as Roster>::VARIANTS {
        let outcome = <B as Crosswalk<W>>::translate(source).map(u8::from);
        let shares_with = outcome
            .ok()
            .and_then(|byte| rows.iter().position(|earlier| earlier.outcome == Ok(byte)));
        rows.push(SiliconRow {
            bir: Target::of(source),
            outcome,
            shares_with,
        });
    }
    rows
}

fn byte_of_ordinal<B, W>(bir_ordinal: u32) -> Result<u8, Error>
where
    B: Crosswalk<W>,
    u8: From<B::Target>,
    W: ?Sized,
{
    <B as Crosswalk<W>>::translate_ordinal(bir_ordinal).map(u8::from)
}

/// `crosswalk::lower`, from a raw klr ordinal rather than a klr value: the BIR value and the wire
/// value stay typed until the byte is read out at the very end.
fn lower_ordinal<C, W>(klr_ordinal: u32) -> Result<u8, Error>
where
    C: Crosswalk,
    C::Target: Crosswalk<W>,
    u8: From<<C::Target as Crosswalk<W>>::Target>,
    W: ?Sized,
{
    let middle: C::Target = C::translate_ordinal(klr_ordinal)?;
    let target = <C::Target as Crosswalk<W>>::translate(middle)?;
    Ok(u8::from(target))
}
