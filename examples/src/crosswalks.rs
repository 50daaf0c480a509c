//! The five shipped klr → BIR crosswalks and the silicon tables behind their BIR enums, by the
//! names the command line and Core KLR documents use for them.

use clap::ValueEnum;
use crosswalk::{Primary, klr, wire};
use serde::Deserialize;
use serde_json::Value;

use crate::readout::{Member, Walk, WireWalk};

/// One of the five klr enums that have a crosswalk into BIR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ValueEnum)]
pub enum KlrEnum {
    /// `klr::Dtype` → `bir::Dtype`
    #[value(name = "dtype")]
    Dtype,
    /// `klr::Engine` → `bir::EngineType`
    #[value(name = "engine")]
    Engine,
    /// `klr::AluOp` → `bir::AluOpType`
    #[value(name = "aluop")]
    AluOp,
    /// `klr::ActivationFunc` → `bir::ActivationFunctionType`
    #[value(name = "activationfunc")]
    ActivationFunc,
    /// `klr::AccumCmd` → `bir::EngineAccumulationType`
    #[value(name = "accumcmd")]
    AccumCmd,
}

impl KlrEnum {
    /// All five, in the order the original helpers are listed.
    pub const ALL: [Self; 5] = [
        Self::Dtype,
        Self::Engine,
        Self::AluOp,
        Self::ActivationFunc,
        Self::AccumCmd,
    ];

    /// The name the command line accepts: `aluop`.
    pub fn key(self) -> &'static str {
        match self {
            Self::Dtype => "dtype",
            Self::Engine => "engine",
            Self::AluOp => "aluop",
            Self::ActivationFunc => "activationfunc",
            Self::AccumCmd => "accumcmd",
        }
    }

    /// The enum whose values a field of that name holds in Core KLR (current sources).
    pub fn of_field(field: &str) -> Option<Self> {
        Some(match field {
            "dtype" | "dtypeOverride" => Self::Dtype,
            "engine" => Self::Engine,
            "op" | "op0" | "op1" | "cmpOp" | "reduceOp" | "compOp0" | "compOp1" => Self::AluOp,
            "activationFunc" => Self::ActivationFunc,
            "accumulatorCmd" | "reduceCmd" | "reduceCommand" | "reducecmd" => Self::AccumCmd,
            _ => return None,
        })
    }

    /// The crosswalk, read.
    pub fn walk(self) -> Walk {
        match self {
            Self::Dtype => Walk::read::<klr::Dtype>(),
            Self::Engine => Walk::read::<klr::Engine>(),
            Self::AluOp => Walk::read::<klr::AluOp>(),
            Self::ActivationFunc => Walk::read::<klr::ActivationFunc>(),
            Self::AccumCmd => Walk::read::<klr::AccumCmd>(),
        }
    }

    /// The silicon tables of the BIR enum, in the order `translate` shows them.
    pub fn wires(self) -> Vec<Wire> {
        WireTable::ALL
            .into_iter()
            .filter(|table| table.klr() == self)
            .map(WireTable::read)
            .collect()
    }

    /// Reads a klr value from JSON the way Core KLR writes it, by name, through the `serde`
    /// feature of `crosswalk`.
    ///
    /// # Errors
    /// serde's: an unknown name (listing the known ones), or a value that is not a string.
    pub fn from_json(self, value: &Value) -> Result<Member, serde_json::Error> {
        Ok(match self {
            Self::Dtype => Member::of(klr::Dtype::deserialize(value)?),
            Self::Engine => Member::of(klr::Engine::deserialize(value)?),
            Self::AluOp => Member::of(klr::AluOp::deserialize(value)?),
            Self::ActivationFunc => Member::of(klr::ActivationFunc::deserialize(value)?),
            Self::AccumCmd => Member::of(klr::AccumCmd::deserialize(value)?),
        })
    }
}

/// One BIR → silicon table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ValueEnum)]
pub enum WireTable {
    /// `bir::Dtype` → `wire::CoreV4DtypeTag`
    #[value(name = "dtype-corev4")]
    DtypeCoreV4,
    /// `bir::Dtype` → `wire::PreV4DtypeTag`
    #[value(name = "dtype-prev4")]
    DtypePreV4,
    /// `bir::AluOpType` → `wire::AluOpByte`
    #[value(name = "aluop-wire")]
    AluOpWire,
    /// `bir::EngineAccumulationType` → `wire::AccumulateCode`
    #[value(name = "accumcmd-wire")]
    AccumCmdWire,
}

impl WireTable {
    /// All four, in the order of [`KlrEnum::ALL`].
    pub const ALL: [Self; 4] = [
        Self::DtypeCoreV4,
        Self::DtypePreV4,
        Self::AluOpWire,
        Self::AccumCmdWire,
    ];

    /// The klr enum whose BIR enum this table encodes.
    pub fn klr(self) -> KlrEnum {
        match self {
            Self::DtypeCoreV4 | Self::DtypePreV4 => KlrEnum::Dtype,
            Self::AluOpWire => KlrEnum::AluOp,
            Self::AccumCmdWire => KlrEnum::AccumCmd,
        }
    }

    /// The table, read, with the words `translate` uses for it.
    pub fn read(self) -> Wire {
        let (label, walk) = match self {
            Self::DtypeCoreV4 => ("CoreV4 tag", WireWalk::read::<klr::Dtype, wire::CoreV4>()),
            Self::DtypePreV4 => ("pre-V4 tag", WireWalk::read::<klr::Dtype, wire::PreV4>()),
            Self::AluOpWire => ("ALU_OP", WireWalk::read::<klr::AluOp, Primary>()),
            Self::AccumCmdWire => (
                "accumulate wire",
                WireWalk::read::<klr::AccumCmd, Primary>(),
            ),
        };
        let missing = match self {
            Self::DtypeCoreV4 => "no CoreV4 tag",
            Self::DtypePreV4 => "no pre-V4 tag",
            Self::AluOpWire => "no ALU_OP byte",
            Self::AccumCmdWire => "no accumulate wire code",
        };
        Wire {
            label,
            missing,
            walk,
        }
    }
}

/// A silicon table and how the outputs speak of it.
#[derive(Clone, Debug)]
pub struct Wire {
    /// What precedes the byte: `CoreV4 tag` in `→ CoreV4 tag 0x0e`.
    pub label: &'static str,
    /// What stands for the byte when the BIR value has none: `no ALU_OP byte`.
    pub missing: &'static str,
    /// The table itself.
    pub walk: WireWalk,
}

impl Wire {
    /// The wire type's own name: `CoreV4DtypeTag`.
    pub fn wire_name(&self) -> &'static str {
        last_segment(self.walk.wire_path)
    }
}

/// `klr::Dtype` from `crosswalk::klr::Dtype`: the module says which id-space a name lives in.
pub fn short_path(path: &'static str) -> &'static str {
    path.strip_prefix("crosswalk::").unwrap_or(path)
}

/// `Dtype` from `crosswalk::klr::Dtype`.
pub fn last_segment(path: &'static str) -> &'static str {
    path.rsplit("::").next().unwrap_or(path)
}
