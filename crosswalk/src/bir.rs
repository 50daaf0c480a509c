//! The IR's enums (BIR), numbered as the IR numbers them: from 0, by hardware or size class. Names
//! are the BIR-JSON spellings. These are BIR ordinals, not silicon bytes: the encoder remaps them
//! again.

// A variant's name and ordinal are its documentation, and rustdoc renders both.
#![allow(missing_docs)]

/// Element types, by size class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
#[roster(rename_all = "snake_case")]
pub enum Dtype {
    Uint8 = 0,
    Int8 = 1,
    Float4E2m1fnX4 = 2,
    Float8e3 = 3,
    Float8e4 = 4,
    Float8E4m3fn = 5,
    Float8E8m0fnu = 6,
    Float8e5 = 7,
    Float8E4m3fnX4 = 8,
    Float8E5m2X4 = 9,
    Uint16 = 10,
    Int16 = 11,
    Bfloat16 = 12,
    Float16 = 13,
    Uint32 = 14,
    Int32 = 15,
    Float32 = 16,
    Float32r = 17,
    Uint64 = 18,
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

/// ALU operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
#[roster(rename_all = "snake_case")]
pub enum AluOpType {
    Bypass = 0,
    BitwiseNot = 1,
    ArithShiftLeft = 2,
    ArithShiftRight = 3,
    Add = 4,
    Subtract = 5,
    Mult = 6,
    Divide = 7,
    Max = 8,
    Min = 9,
    BitwiseAnd = 10,
    BitwiseOr = 11,
    BitwiseXor = 12,
    LogicalAnd = 13,
    LogicalOr = 14,
    LogicalXor = 15,
    LogicalShiftLeft = 16,
    LogicalShiftRight = 17,
    IsEqual = 18,
    NotEqual = 19,
    IsGt = 20,
    IsGe = 21,
    IsLt = 22,
    IsLe = 23,
    Average = 24,
    ElemwiseMul = 25,
    Pow = 26,
    Mod = 27,
    Rsqrt = 28,
    Abs = 29,
    AbsMax = 30,
    AbsMin = 31,
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

/// Accumulation types of an engine's PSUM write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
pub enum EngineAccumulationType {
    Idle = 0,
    Zero = 1,
    Accumulate = 2,
    ZeroAccumulate = 3,
    AddAccumulate = 4,
    LoadAccumulate = 5,
}
