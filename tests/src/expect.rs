//! What the facts in [`crate::seed`] imply for an arbitrary klr ordinal, worked out from the seed's
//! table image and policy alone, and the comparison of an actual translation against it.

use std::fmt::Debug;

use crosswalk::{Error, ErrorKind, Roster};

use crate::seed::{Policy, Walk};

/// What translating one klr ordinal must give, by the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// This BIR ordinal.
    Target(u32),
    /// An [`ErrorKind::OutOfRange`] error with this exact message.
    OutOfRange(&'static str),
    /// An [`ErrorKind::Rejected`] error with this exact message.
    Rejected(&'static str),
}

/// Parses an `xxd`-style hex string (`"0c 00 00 00 03 …"`) into its bytes.
///
/// # Panics
/// On anything but whitespace-separated two-digit hex bytes: the seed data is then mistyped.
pub fn parse_hex(hex: &str) -> Vec<u8> {
    hex.split_whitespace()
        .map(|pair| {
            assert_eq!(pair.len(), 2, "malformed hex byte {pair:?}");
            u8::from_str_radix(pair, 16).unwrap_or_else(|e| panic!("bad hex byte {pair:?}: {e}"))
        })
        .collect()
}

/// The table image of `walk` read back as its u32 little-endian cells.
///
/// # Panics
/// If the image is not a whole number of u32 cells.
pub fn image_cells(walk: &Walk) -> Vec<u32> {
    let bytes = parse_hex(walk.image_hex);
    assert_eq!(
        bytes.len() % 4,
        0,
        "{}: image is not whole u32 cells",
        walk.helper
    );
    bytes
        .chunks_exact(4)
        .map(|cell| u32::from_le_bytes([cell[0], cell[1], cell[2], cell[3]]))
        .collect()
}

/// How many cells the declared table spans: `base ..= highest klr ordinal`, the length of
/// [`crosswalk::Crosswalk::CELLS`]. Includes a trailing rejected member, which the image omits.
///
/// # Panics
/// If the walk has no rows.
pub fn span(walk: &Walk) -> u32 {
    let highest = walk.rows.iter().map(|row| row.klr).max().expect("rows");
    highest - walk.base + 1
}

/// The full path of the walk's klr enum, as `Error::enum_path` and `Roster::ENUM_PATH` print it.
pub fn klr_path(walk: &Walk) -> String {
    format!("crosswalk::klr::{}", walk.klr_enum)
}

/// The full path of the walk's BIR enum.
pub fn bir_path(walk: &Walk) -> String {
    format!("crosswalk::bir::{}", walk.bir_enum)
}

/// A crosswalk's expected behaviour, ready to be asked about many ordinals.
#[derive(Clone, Debug)]
pub struct Expectation {
    walk: &'static Walk,
    cells: Vec<u32>,
    klr_path: String,
}

impl Expectation {
    /// Reads the walk's image once.
    pub fn new(walk: &'static Walk) -> Self {
        Self {
            walk,
            cells: image_cells(walk),
            klr_path: klr_path(walk),
        }
    }

    /// The seed's facts.
    pub fn walk(&self) -> &'static Walk {
        self.walk
    }

    /// The original helper's contract: the cell at `n - base` (wrapping in u32) if the image has
    /// it; else a rejected member's own throw; else the out-of-range policy.
    pub fn outcome(&self, n: u32) -> Outcome {
        let index = n.wrapping_sub(self.walk.base);
        if let Some(&bir) = usize::try_from(index)
            .ok()
            .and_then(|index| self.cells.get(index))
        {
            return Outcome::Target(bir);
        }
        if let Some(message) = self
            .walk
            .rows
            .iter()
            .find(|row| row.klr == n)
            .and_then(|row| row.error)
        {
            return Outcome::Rejected(message);
        }
        match self.walk.policy {
            Policy::Throw(message) => Outcome::OutOfRange(message),
            Policy::Default(bir) => Outcome::Target(bir),
        }
    }

    /// Ordinals at the edges of u32 and of the table, beyond the dense sweep.
    pub fn edges(&self) -> Vec<u32> {
        let base = self.walk.base;
        let span = span(self.walk);
        vec![
            0,
            base.wrapping_sub(1),
            base.wrapping_sub(2),
            base + self.walk.cells - 1,
            base + self.walk.cells,
            base + self.walk.cells + 1,
            base + span - 1,
            base + span,
            base + span + 1,
            1 << 31,
            (1 << 31) - 1,
            (1 << 31) + 1,
            u32::MAX,
            u32::MAX - 1,
            u32::MAX - 2,
        ]
    }

    /// `None` when `got` is what translating klr ordinal `n` must give; else what is wrong.
    pub fn mismatch<T: Roster<Repr = u32> + Debug>(
        &self,
        n: u32,
        got: Result<T, Error>,
    ) -> Option<String> {
        let want = self.outcome(n);
        match (want, got) {
            (Outcome::Target(bir), Ok(target)) if target.ordinal().get() == bir => None,
            (Outcome::OutOfRange(message), Err(error)) => {
                self.error_mismatch(n, ErrorKind::OutOfRange, message, &error)
            }
            (Outcome::Rejected(message), Err(error)) => {
                self.error_mismatch(n, ErrorKind::Rejected, message, &error)
            }
            (want, got) => Some(format!(
                "{} ordinal {n}: want {want:?}, got {got:?}",
                self.walk.klr_enum
            )),
        }
    }

    fn error_mismatch(
        &self,
        n: u32,
        kind: ErrorKind,
        message: &'static str,
        error: &Error,
    ) -> Option<String> {
        let ok = error.kind() == kind
            && error.ordinal() == i128::from(n)
            && error.enum_path() == self.klr_path
            && error.declared_message() == Some(message)
            && error.to_string() == message;
        (!ok).then(|| {
            format!(
                "{} ordinal {n}: want {kind:?} {message:?} (ordinal {n}, enum {}), got {error:?} \
                 (kind {:?}, ordinal {}, enum {:?}, declared {:?}, displayed {:?})",
                self.walk.klr_enum,
                self.klr_path,
                error.kind(),
                error.ordinal(),
                error.enum_path(),
                error.declared_message(),
                error.to_string(),
            )
        })
    }
}
