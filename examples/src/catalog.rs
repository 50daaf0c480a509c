//! The five klr → BIR crosswalks, each read once into plain data.
//!
//! Every renderer (table, hex, JSON) and the translate command work from an [`Entry`], so none of
//! them is generic and a sixth crosswalk is one more line in [`all`].

use crosswalk::{Crosswalk, Error, OutOfRange, Roster, klr};

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

/// The five crosswalks, in the order the original helpers are listed.
pub fn all() -> Vec<Entry> {
    vec![
        describe::<klr::Dtype>(),
        describe::<klr::Engine>(),
        describe::<klr::AluOp>(),
        describe::<klr::ActivationFunc>(),
        describe::<klr::AccumCmd>(),
    ]
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
            OutOfRange::Throw(message) => Policy::Throw(message),
            OutOfRange::Default(target) => Policy::Default(Target::of(target)),
        },
        image: crosswalk::table_image::<C>().collect(),
        rows,
        unreached: crosswalk::unreached::<C>().map(Target::of).collect(),
        translate: translate_ordinal::<C>,
    }
}

fn rows<C>() -> Vec<Row>
where
    C: Crosswalk + Roster,
    C::Target: Roster,
{
    let mut rows: Vec<Row> = Vec::with_capacity(C::SOURCES.len());
    for &source in C::SOURCES {
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
