//! The IR's enums (BIR), numbered as the IR numbers them: from 0, by hardware or size class. Names
//! are the BIR-JSON spellings. These are BIR ordinals, not silicon bytes: each enum the encoder
//! stamps carries its crosswalk into [`crate::wire`].

// A variant's name and ordinal are its documentation, and rustdoc renders both.
#![allow(missing_docs)]

use crate::wire;

/// Element types, by size class. Two crosswalks lead to the silicon, one per hardware
/// generation; both are many-to-one by design (e4m3 spellings share a tag, as do e5m2 ones).
#[crate::crosswalk(to = wire::CoreV4DtypeTag, name = wire::CoreV4, many_to_one)]
#[crate::crosswalk(to = wire::PreV4DtypeTag, name = wire::PreV4, many_to_one)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
#[roster(rename_all = "snake_case")]
pub enum Dtype {
    #[to(CoreV4 = 0x03, PreV4 = 0x03)]
    Uint8 = 0,
    #[to(CoreV4 = 0x02, PreV4 = 0x02)]
    Int8 = 1,
    #[to(CoreV4 = 0x10, PreV4 = 0x05)]
    Float4E2m1fnX4 = 2,
    #[to(CoreV4 = 0x0d, PreV4 = 0x0d)]
    Float8e3 = 3,
    #[to(CoreV4 = 0x0e, PreV4 = 0x0e)]
    Float8e4 = 4,
    #[to(CoreV4 = 0x0e, PreV4 = 0x0e)]
    Float8E4m3fn = 5,
    #[to(CoreV4 = 0x03, PreV4 = 0x03)]
    Float8E8m0fnu = 6,
    #[to(CoreV4 = 0x0f, PreV4 = 0x0f)]
    Float8e5 = 7,
    #[to(CoreV4 = 0x0e, PreV4 = 0x0e)]
    Float8E4m3fnX4 = 8,
    #[to(CoreV4 = 0x0f, PreV4 = 0x0f)]
    Float8E5m2X4 = 9,
    #[to(CoreV4 = 0x05, PreV4 = 0x05)]
    Uint16 = 10,
    #[to(CoreV4 = 0x04, PreV4 = 0x04)]
    Int16 = 11,
    #[to(CoreV4 = 0x06, PreV4 = 0x06)]
    Bfloat16 = 12,
    #[to(CoreV4 = 0x07, PreV4 = 0x07)]
    Float16 = 13,
    #[to(CoreV4 = 0x09, PreV4 = 0x09)]
    Uint32 = 14,
    #[to(CoreV4 = 0x08, PreV4 = 0x08)]
    Int32 = 15,
    #[to(CoreV4 = 0x0a, PreV4 = 0x0a)]
    Float32 = 16,
    #[to(CoreV4 = 0x0b, PreV4 = 0x0b)]
    Float32r = 17,
    #[to(CoreV4 = 0x01, PreV4 = 0x01)]
    Uint64 = 18,
    #[to(CoreV4 = 0x0c, PreV4 = 0x0c)]
    Int64 = 19,
}

/// Engines, in hardware-pipeline order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
pub enum EngineType {
    Unassigned = 0,
    Pool = 1,
    Activation = 2,
    #[roster(name = "PE")]
    Pe = 3,
    #[roster(name = "DMA")]
    Dma = 4,
    #[roster(name = "DVE")]
    Dve = 5,
    #[roster(name = "SP")]
    Sp = 6,
    /// The all-engine barrier pseudo-engine.
    #[roster(name = "ALL")]
    All = 7,
}

/// ALU operations. The crosswalk into the CoreV4 `ALU_OP` byte is the identity up to `is_equal`,
/// then renumbers the comparisons; `average` and `elemwise_mul` have dedicated opcodes and no byte.
#[crate::crosswalk(to = wire::AluOpByte)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
#[roster(rename_all = "snake_case")]
pub enum AluOpType {
    #[to(0x00)]
    Bypass = 0,
    #[to(0x01)]
    BitwiseNot = 1,
    #[to(0x02)]
    ArithShiftLeft = 2,
    #[to(0x03)]
    ArithShiftRight = 3,
    #[to(0x04)]
    Add = 4,
    #[to(0x05)]
    Subtract = 5,
    #[to(0x06)]
    Mult = 6,
    #[to(0x07)]
    Divide = 7,
    #[to(0x08)]
    Max = 8,
    #[to(0x09)]
    Min = 9,
    #[to(0x0a)]
    BitwiseAnd = 10,
    #[to(0x0b)]
    BitwiseOr = 11,
    #[to(0x0c)]
    BitwiseXor = 12,
    #[to(0x0d)]
    LogicalAnd = 13,
    #[to(0x0e)]
    LogicalOr = 14,
    #[to(0x0f)]
    LogicalXor = 15,
    #[to(0x10)]
    LogicalShiftLeft = 16,
    #[to(0x11)]
    LogicalShiftRight = 17,
    #[to(0x12)]
    IsEqual = 18,
    #[to(0x18)]
    NotEqual = 19,
    #[to(0x13)]
    IsGt = 20,
    #[to(0x14)]
    IsGe = 21,
    #[to(0x16)]
    IsLt = 22,
    #[to(0x15)]
    IsLe = 23,
    #[reject("average has no ALU_OP byte: it has a dedicated opcode")]
    Average = 24,
    #[reject("elemwise_mul has no ALU_OP byte: it has a dedicated opcode")]
    ElemwiseMul = 25,
    #[to(0x1a)]
    Pow = 26,
    #[to(0x1b)]
    Mod = 27,
    #[to(0x1d)]
    Rsqrt = 28,
    #[to(0x19)]
    Abs = 29,
    #[to(0x20)]
    AbsMax = 30,
    #[to(0x21)]
    AbsMin = 31,
    #[to(0xc8)]
    ModInt = 32,
}

/// Activation functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
pub enum ActivationFunctionType {
    Identity = 0,
    Square = 1,
    Relu = 2,
    Lrelu = 3,
    Prelu = 4,
    Sigmoid = 5,
    Tanh = 6,
    Exp = 7,
    Softplus = 8,
    Sqrt = 9,
    Rsqrt = 10,
    Ln = 11,
    Erf = 12,
    Sin = 13,
    Arctan = 14,
    Sign = 15,
    Gelu = 16,
    Mish = 17,
    #[roster(name = "Gelu_apprx_tanh")]
    GeluApprxTanh = 18,
    #[roster(name = "Gelu_apprx_sigmoid")]
    GeluApprxSigmoid = 19,
    #[roster(name = "Derivative_Gelu_apprx_sigmoid")]
    DerivativeGeluApprxSigmoid = 20,
    #[roster(name = "Derivative_Gelu")]
    DerivativeGelu = 21,
    #[roster(name = "Derivative_Erf")]
    DerivativeErf = 22,
    Copy = 23,
    Abs = 24,
    Reciprocal = 25,
    #[roster(name = "Abs_reciprocal_sqrt")]
    AbsReciprocalSqrt = 26,
    Silu = 27,
    #[roster(name = "Derivative_silu")]
    DerivativeSilu = 28,
    #[roster(name = "Is_finite")]
    IsFinite = 29,
    /// The soft-default sentinel of the klr crosswalk; no klr function maps here.
    Unknown = 30,
}

/// Accumulation types of an engine's PSUM write. The CoreV2/V3 encoder has no wire code for the
/// generic `Accumulate`.
#[crate::crosswalk(to = wire::AccumulateCode)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
pub enum EngineAccumulationType {
    #[to(0)]
    Idle = 0,
    #[to(1)]
    Zero = 1,
    #[reject("Accumulate has no accumulate wire code")]
    Accumulate = 2,
    #[to(3)]
    ZeroAccumulate = 3,
    #[to(2)]
    AddAccumulate = 4,
    #[to(4)]
    LoadAccumulate = 5,
}
