//! The silicon tables of `WIRE.md` (BIR ordinal → wire byte), copied by hand and never read from
//! `crosswalk::bir` or `crosswalk::wire`: a wrong cell in the crate cannot agree with a wrong cell
//! here.
//!
//! Plain data only: the dtype tables exactly as `WIRE.md` prints them (hex strings, one byte per BIR
//! ordinal), the `ALU_OP` and accumulate tables cell by cell (`None` where `WIRE.md` says ERR), and
//! the worked example at the bottom of the page. [`crate::expect::parse_hex`] reads the hex.

/// One of the two dtype wire-tag tables: 20 cells, indexed by the BIR `Dtype` ordinal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DtypeTable {
    /// The hardware generation, as `WIRE.md` names it.
    pub generation: &'static str,
    /// The `.rodata` symbol of the table.
    pub symbol: &'static str,
    /// The 20 tags, exactly as `WIRE.md` prints them.
    pub hex: &'static str,
}

/// `bir::Dtype` → CoreV4 dtype wire tag.
pub const CORE_V4_DTYPE: DtypeTable = DtypeTable {
    generation: "CoreV4",
    symbol: "byte_1DFBAD0",
    hex: "03 02 10 0d 0e 0e 03 0f 0e 0f 05 04 06 07 09 08 0a 0b 01 0c",
};

/// `bir::Dtype` → pre-V4 dtype wire tag.
pub const PRE_V4_DTYPE: DtypeTable = DtypeTable {
    generation: "pre-V4",
    symbol: "byte_1DF5760",
    hex: "03 02 05 0d 0e 0e 03 0f 0e 0f 05 04 06 07 09 08 0a 0b 01 0c",
};

/// How many cells each dtype table has (one per BIR dtype).
pub const DTYPE_CELLS: usize = 20;

/// The many-to-one groups `WIRE.md` lists, as (generation, tag, BIR dtype ordinals sharing it).
/// Redundant with the tables on purpose: the two are checked against each other.
pub const DTYPE_SHARED_TAGS: &[(&str, u8, &[u32])] = &[
    ("CoreV4", 0x0e, &[4, 5, 8]),
    ("CoreV4", 0x0f, &[7, 9]),
    ("CoreV4", 0x03, &[0, 6]),
    ("pre-V4", 0x0e, &[4, 5, 8]),
    ("pre-V4", 0x0f, &[7, 9]),
    ("pre-V4", 0x03, &[0, 6]),
    ("pre-V4", 0x05, &[2, 10]),
];

/// One cell of a BIR → wire table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WireRow {
    /// The BIR ordinal.
    pub bir: u32,
    /// Its BIR-JSON name.
    pub name: &'static str,
    /// The wire byte; `None` where `WIRE.md` says ERR (the encoder has no byte).
    pub wire: Option<u8>,
}

const fn cell(bir: u32, name: &'static str, wire: Option<u8>) -> WireRow {
    WireRow { bir, name, wire }
}

/// `bir::AluOpType` → CoreV4 `ALU_OP` byte: 33 cells. 0..=18 are the identity (`WIRE.md`: "same
/// as BIR").
pub const ALU_OP: [WireRow; 33] = [
    cell(0, "bypass", Some(0x00)),
    cell(1, "bitwise_not", Some(0x01)),
    cell(2, "arith_shift_left", Some(0x02)),
    cell(3, "arith_shift_right", Some(0x03)),
    cell(4, "add", Some(0x04)),
    cell(5, "subtract", Some(0x05)),
    cell(6, "mult", Some(0x06)),
    cell(7, "divide", Some(0x07)),
    cell(8, "max", Some(0x08)),
    cell(9, "min", Some(0x09)),
    cell(10, "bitwise_and", Some(0x0a)),
    cell(11, "bitwise_or", Some(0x0b)),
    cell(12, "bitwise_xor", Some(0x0c)),
    cell(13, "logical_and", Some(0x0d)),
    cell(14, "logical_or", Some(0x0e)),
    cell(15, "logical_xor", Some(0x0f)),
    cell(16, "logical_shift_left", Some(0x10)),
    cell(17, "logical_shift_right", Some(0x11)),
    cell(18, "is_equal", Some(0x12)),
    cell(19, "not_equal", Some(0x18)),
    cell(20, "is_gt", Some(0x13)),
    cell(21, "is_ge", Some(0x14)),
    cell(22, "is_lt", Some(0x16)),
    cell(23, "is_le", Some(0x15)),
    cell(24, "average", None),
    cell(25, "elemwise_mul", None),
    cell(26, "pow", Some(0x1a)),
    cell(27, "mod", Some(0x1b)),
    cell(28, "rsqrt", Some(0x1d)),
    cell(29, "abs", Some(0x19)),
    cell(30, "abs_max", Some(0x20)),
    cell(31, "abs_min", Some(0x21)),
    cell(32, "mod_int", Some(0xc8)),
];

/// `bir::EngineAccumulationType` → accumulate wire code (CoreV2/V3 encoder): 6 cells.
pub const ACCUMULATE: [WireRow; 6] = [
    cell(0, "Idle", Some(0)),
    cell(1, "Zero", Some(1)),
    cell(2, "Accumulate", None),
    cell(3, "ZeroAccumulate", Some(3)),
    cell(4, "AddAccumulate", Some(2)),
    cell(5, "LoadAccumulate", Some(4)),
];

/// One line of `WIRE.md`'s "worked example through all three spaces".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkedExample {
    /// The klr enum (`crosswalk::klr::…`).
    pub klr_enum: &'static str,
    /// The klr `to_string` spelling.
    pub klr_name: &'static str,
    /// The klr ordinal.
    pub klr: u32,
    /// The BIR-JSON spelling.
    pub bir_name: &'static str,
    /// The BIR ordinal.
    pub bir: u32,
    /// The wire byte (the CoreV4 one for the dtype).
    pub wire: u8,
}

/// The three worked examples, in `WIRE.md`'s order.
pub const WORKED_EXAMPLES: [WorkedExample; 3] = [
    WorkedExample {
        klr_enum: "AluOp",
        klr_name: "is_ge",
        klr: 13,
        bir_name: "is_ge",
        bir: 21,
        wire: 0x14,
    },
    WorkedExample {
        klr_enum: "Dtype",
        klr_name: "float8_e4m3",
        klr: 16,
        bir_name: "float8e4",
        bir: 4,
        wire: 0x0e,
    },
    WorkedExample {
        klr_enum: "AccumCmd",
        klr_name: "Accumulate",
        klr: 3,
        bir_name: "AddAccumulate",
        bir: 4,
        wire: 2,
    },
];
