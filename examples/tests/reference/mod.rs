//! The reference sheets in `tests/fixtures/`, read as data, so every expectation of these tests
//! comes from them and none from the program under test.

#![allow(dead_code)]

use std::path::PathBuf;

/// `tests/fixtures/<name>` of the workspace.
pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures")
        .join(name)
}

fn read(name: &str) -> String {
    std::fs::read_to_string(fixture(name)).unwrap_or_else(|error| panic!("{name}: {error}"))
}

/// A member: ordinal and name.
pub type Member = (u32, String);

/// One crosswalk of ROSTERS.md.
#[derive(Clone, Debug)]
pub struct Crosswalk {
    /// The klr enum: `AluOp`.
    pub klr_enum: String,
    /// The BIR enum: `AluOpType`.
    pub bir_enum: String,
    pub base: u32,
    /// `Some(message)` for a `throw` policy.
    pub throw: Option<String>,
    /// The target of a `soft default` policy.
    pub default: Option<Member>,
    pub rows: Vec<Row>,
    /// BIR members no klr member reaches.
    pub unreached: Vec<Member>,
    /// The full BIR roster, by ordinal.
    pub bir_roster: Vec<Member>,
    /// The table image, as the `.rodata` holds it.
    pub image: Vec<u8>,
}

/// One klr member of ROSTERS.md.
#[derive(Clone, Debug)]
pub struct Row {
    pub klr: Member,
    /// Its BIR member; `None` where ROSTERS.md says it throws.
    pub bir: Option<Member>,
    pub note: String,
}

impl Crosswalk {
    /// The row of a klr name.
    pub fn row(&self, klr_name: &str) -> &Row {
        self.rows
            .iter()
            .find(|row| row.klr.1 == klr_name)
            .unwrap_or_else(|| panic!("ROSTERS.md has no klr {klr_name} in {}", self.klr_enum))
    }
}

/// Every crosswalk of ROSTERS.md, in its order: `Dtype`, `Engine`, `AluOp`, `ActivationFunc`, `AccumCmd`.
pub fn rosters() -> Vec<Crosswalk> {
    let text = read("ROSTERS.md");
    text.split("\n## ").skip(1).map(crosswalk).collect()
}

/// The crosswalk of ROSTERS.md whose klr enum is `klr_enum`.
pub fn roster(klr_enum: &str) -> Crosswalk {
    rosters()
        .into_iter()
        .find(|crosswalk| crosswalk.klr_enum == klr_enum)
        .unwrap_or_else(|| panic!("ROSTERS.md has no {klr_enum}"))
}

fn crosswalk(section: &str) -> Crosswalk {
    let heading = section.lines().next().unwrap_or_default();
    let words: Vec<&str> = heading.split_whitespace().collect();
    let mut crosswalk = Crosswalk {
        klr_enum: words[0].to_owned(),
        bir_enum: words[2].to_owned(),
        base: 0,
        throw: None,
        default: None,
        rows: Vec::new(),
        unreached: Vec::new(),
        bir_roster: Vec::new(),
        image: Vec::new(),
    };
    for line in section.lines() {
        if let Some(rest) = line.strip_prefix("- base: ") {
            crosswalk.base = rest.split(';').next().unwrap_or_default().parse().unwrap();
            if let Some(message) = rest.split("out of range: throw `\"").nth(1) {
                crosswalk.throw = Some(message.split("\"`").next().unwrap_or_default().to_owned());
            }
            if let Some(default) = rest.split("soft default → ").nth(1) {
                crosswalk.default = members(default).into_iter().next();
            }
        } else if let Some(rest) =
            line.strip_prefix("- table image (u32 little-endian, as `xxd` shows it): `")
        {
            let bytes = rest.trim_end_matches('`').split(' ');
            crosswalk.image = bytes
                .map(|byte| u8::from_str_radix(byte, 16).unwrap())
                .collect();
        } else if let Some(rest) = line.strip_prefix("- BIR ordinals no klr member reaches: ") {
            crosswalk.unreached = members(rest);
        } else if let Some(rest) = line.strip_prefix("Full BIR roster ") {
            crosswalk.bir_roster = members(rest.split_once(": ").unwrap_or_default().1);
        } else if line.starts_with("| ") && !line.starts_with("| klr") {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let name = |cell: &str| cell.trim_matches('`').to_owned();
            crosswalk.rows.push(Row {
                klr: (cells[1].parse().unwrap(), name(cells[2])),
                bir: cells[3]
                    .parse()
                    .ok()
                    .map(|ordinal| (ordinal, name(cells[4]))),
                note: cells[5].to_owned(),
            });
        }
    }
    crosswalk
}

/// ``6 `float8_e8m0fnu`, 7 `ALL` `` → members.
fn members(text: &str) -> Vec<Member> {
    text.split(", ")
        .filter_map(|member| {
            let (ordinal, name) = member.trim().split_once(' ')?;
            Some((ordinal.parse().ok()?, name.trim_matches('`').to_owned()))
        })
        .collect()
}

/// A silicon table of WIRE.md, by BIR ordinal; `None` is "ERR".
pub fn wire(table: WireTable) -> Vec<Option<u8>> {
    let text = read("WIRE.md");
    match table {
        WireTable::CoreV4 | WireTable::PreV4 => {
            let prefix = match table {
                WireTable::CoreV4 => "- CoreV4 table",
                _ => "- pre-V4 table",
            };
            let line = text.lines().find(|line| line.starts_with(prefix)).unwrap();
            let bytes = line.rsplit(": `").next().unwrap().trim_end_matches('`');
            bytes
                .split(' ')
                .map(|byte| u8::from_str_radix(byte, 16).ok())
                .collect()
        }
        WireTable::AluOp | WireTable::Accumulate => {
            let heading = match table {
                WireTable::AluOp => "## bir::AluOpType",
                _ => "## bir::EngineAccumulationType",
            };
            let section = text
                .split(heading)
                .nth(1)
                .unwrap()
                .split("\n## ")
                .next()
                .unwrap();
            let mut bytes = Vec::new();
            for line in section.lines().filter(|line| line.starts_with('|')) {
                let cells: Vec<&str> = line.split('|').map(str::trim).collect();
                // Three cells to an entry; the AluOp table puts two entries side by side.
                for entry in cells[1..].chunks(4) {
                    place(&mut bytes, entry);
                }
            }
            bytes
        }
    }
}

fn place(bytes: &mut Vec<Option<u8>>, entry: &[&str]) {
    let [ordinal, _, byte, ..] = entry else {
        return;
    };
    if let Some((first, last)) = ordinal.split_once("..") {
        // `0..18 … same as BIR (identity)`
        for ordinal in first.parse::<u8>().unwrap()..=last.parse().unwrap() {
            set(bytes, usize::from(ordinal), Some(ordinal));
        }
    } else if let Ok(ordinal) = ordinal.parse::<usize>() {
        let byte = match byte.strip_prefix("0x") {
            Some(hex) => u8::from_str_radix(hex, 16).ok(),
            None => byte.parse().ok(),
        };
        set(bytes, ordinal, byte);
    }
}

fn set(bytes: &mut Vec<Option<u8>>, index: usize, byte: Option<u8>) {
    if bytes.len() <= index {
        bytes.resize(index + 1, None);
    }
    bytes[index] = byte;
}

/// The silicon tables of WIRE.md.
#[derive(Clone, Copy, Debug)]
pub enum WireTable {
    CoreV4,
    PreV4,
    AluOp,
    Accumulate,
}

/// The silicon tables that follow a klr enum's BIR enum, with `translate`'s words for each: what
/// precedes a byte, and what stands for a missing one.
pub fn wires_of(klr_enum: &str) -> Vec<(&'static str, &'static str, WireTable)> {
    match klr_enum {
        "Dtype" => vec![
            ("CoreV4 tag", "no CoreV4 tag", WireTable::CoreV4),
            ("pre-V4 tag", "no pre-V4 tag", WireTable::PreV4),
        ],
        "AluOp" => vec![("ALU_OP", "no ALU_OP byte", WireTable::AluOp)],
        "AccumCmd" => vec![(
            "accumulate wire",
            "no accumulate wire code",
            WireTable::Accumulate,
        )],
        _ => Vec::new(),
    }
}
