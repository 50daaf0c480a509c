//! The `num_enum` contender: a mirror of each klr enum deriving `TryFromPrimitive`, and a typed
//! `match` from the mirror into BIR (what a user of `num_enum` writes by hand), from
//! `tests/fixtures/ROSTERS.md`.

use crosswalk::bir;
use num_enum::TryFromPrimitive;

#[derive(Clone, Copy, TryFromPrimitive)]
#[repr(u32)]
pub enum Dtype {
    Bfloat16 = 1,
    Float8e3 = 2,
    Float8e4 = 3,
    Float8e5 = 4,
    Float16 = 5,
    Float32 = 6,
    Float32r = 7,
    Int8 = 8,
    Int16 = 9,
    Int64 = 10,
    Int32 = 11,
    Uint8 = 12,
    Uint16 = 13,
    Uint32 = 14,
    Uint64 = 15,
    Float8E4m3 = 16,
    Float8E4m3fn = 17,
    Float8E5m2X4 = 18,
    Float8E4m3fnX4 = 19,
    Float4E2m1fnX4 = 20,
}

impl Dtype {
    #[inline]
    pub const fn to_bir(self) -> bir::Dtype {
        use bir::Dtype as B;
        match self {
            Self::Bfloat16 => B::Bfloat16,
            Self::Float8e3 => B::Float8e3,
            Self::Float8e4 | Self::Float8E4m3 => B::Float8e4,
            Self::Float8e5 => B::Float8e5,
            Self::Float16 => B::Float16,
            Self::Float32 => B::Float32,
            Self::Float32r => B::Float32r,
            Self::Int8 => B::Int8,
            Self::Int16 => B::Int16,
            Self::Int64 => B::Int64,
            Self::Int32 => B::Int32,
            Self::Uint8 => B::Uint8,
            Self::Uint16 => B::Uint16,
            Self::Uint32 => B::Uint32,
            Self::Uint64 => B::Uint64,
            Self::Float8E4m3fn => B::Float8E4m3fn,
            Self::Float8E5m2X4 => B::Float8E5m2X4,
            Self::Float8E4m3fnX4 => B::Float8E4m3fnX4,
            Self::Float4E2m1fnX4 => B::Float4E2m1fnX4,
        }
    }

    #[inline]
    pub fn translate(n: u32) -> Option<bir::Dtype> {
        Self::try_from_primitive(n).ok().map(Self::to_bir)
    }
}

#[derive(Clone, Copy, TryFromPrimitive)]
#[repr(u32)]
pub enum Engine {
    Unassigned = 1,
    Act = 2,
    Dma = 3,
    Dve = 4,
    Pe = 5,
    Pool = 6,
    Sp = 7,
}

impl Engine {
    #[inline]
    pub const fn to_bir(self) -> bir::EngineType {
        use bir::EngineType as B;
        match self {
            Self::Unassigned => B::Unassigned,
            Self::Act => B::Activation,
            Self::Dma => B::Dma,
            Self::Dve => B::Dve,
            Self::Pe => B::Pe,
            Self::Pool => B::Pool,
            Self::Sp => B::Sp,
        }
    }

    /// Soft default, as the crosswalk: an unknown ordinal is `Unassigned`.
    #[inline]
    pub fn translate(n: u32) -> bir::EngineType {
        Self::try_from_primitive(n).map_or(bir::EngineType::Unassigned, Self::to_bir)
    }
}

#[derive(Clone, Copy, TryFromPrimitive)]
#[repr(u32)]
pub enum AluOp {
    Abs = 1,
    Add = 2,
    ArithShiftLeft = 3,
    ArithShiftRight = 4,
    Average = 5,
    BitwiseAnd = 6,
    BitwiseNot = 7,
    BitwiseOr = 8,
    BitwiseXor = 9,
    Bypass = 10,
    Divide = 11,
    IsEqual = 12,
    IsGe = 13,
    IsGt = 14,
    IsLe = 15,
    IsLt = 16,
    LogicalAnd = 17,
    LogicalOr = 18,
    LogicalShiftLeft = 19,
    LogicalShiftRight = 20,
    LogicalXor = 21,
    Max = 22,
    Min = 23,
    Mod = 24,
    Mult = 25,
    NotEqual = 26,
    Pow = 27,
    Rsqrt = 28,
    Subtract = 29,
}

impl AluOp {
    #[inline]
    pub const fn to_bir(self) -> bir::AluOpType {
        use bir::AluOpType as B;
        match self {
            Self::Abs => B::Abs,
            Self::Add => B::Add,
            Self::ArithShiftLeft => B::ArithShiftLeft,
            Self::ArithShiftRight => B::ArithShiftRight,
            Self::Average => B::Average,
            Self::BitwiseAnd => B::BitwiseAnd,
            Self::BitwiseNot => B::BitwiseNot,
            Self::BitwiseOr => B::BitwiseOr,
            Self::BitwiseXor => B::BitwiseXor,
            Self::Bypass => B::Bypass,
            Self::Divide => B::Divide,
            Self::IsEqual => B::IsEqual,
            Self::IsGe => B::IsGe,
            Self::IsGt => B::IsGt,
            Self::IsLe => B::IsLe,
            Self::IsLt => B::IsLt,
            Self::LogicalAnd => B::LogicalAnd,
            Self::LogicalOr => B::LogicalOr,
            Self::LogicalShiftLeft => B::LogicalShiftLeft,
            Self::LogicalShiftRight => B::LogicalShiftRight,
            Self::LogicalXor => B::LogicalXor,
            Self::Max => B::Max,
            Self::Min => B::Min,
            Self::Mod => B::Mod,
            Self::Mult => B::Mult,
            Self::NotEqual => B::NotEqual,
            Self::Pow => B::Pow,
            Self::Rsqrt => B::Rsqrt,
            Self::Subtract => B::Subtract,
        }
    }

    #[inline]
    pub fn translate(n: u32) -> Option<bir::AluOpType> {
        Self::try_from_primitive(n).ok().map(Self::to_bir)
    }
}

#[derive(Clone, Copy, TryFromPrimitive)]
#[repr(u32)]
pub enum ActivationFunc {
    Abs = 1,
    Arctan = 2,
    Copy = 3,
    Erf = 4,
    ErfDx = 5,
    Exp = 6,
    Gelu = 7,
    GeluApprxTanh = 8,
    GeluDx = 9,
    Log = 10,
    Mish = 11,
    Reciprocal = 12,
    Relu = 13,
    Rsqrt = 14,
    Sigmoid = 15,
    Sign = 16,
    Silu = 17,
    SiluDx = 18,
    Sin = 19,
    Softplus = 20,
    Sqrt = 21,
    Square = 22,
    Tanh = 23,
    GeluApprxSigmoid = 24,
    GeluApprxSigmoidDx = 25,
}

impl ActivationFunc {
    #[inline]
    pub const fn to_bir(self) -> bir::ActivationFunctionType {
        use bir::ActivationFunctionType as B;
        match self {
            Self::Abs => B::Abs,
            Self::Arctan => B::Arctan,
            Self::Copy => B::Copy,
            Self::Erf => B::Erf,
            Self::ErfDx => B::DerivativeErf,
            Self::Exp => B::Exp,
            Self::Gelu => B::Gelu,
            Self::GeluApprxTanh => B::GeluApprxTanh,
            Self::GeluDx => B::DerivativeGelu,
            Self::Log => B::Ln,
            Self::Mish => B::Mish,
            Self::Reciprocal => B::Reciprocal,
            Self::Relu => B::Relu,
            Self::Rsqrt => B::Rsqrt,
            Self::Sigmoid => B::Sigmoid,
            Self::Sign => B::Sign,
            Self::Silu => B::Silu,
            Self::SiluDx => B::DerivativeSilu,
            Self::Sin => B::Sin,
            Self::Softplus => B::Softplus,
            Self::Sqrt => B::Sqrt,
            Self::Square => B::Square,
            Self::Tanh => B::Tanh,
            Self::GeluApprxSigmoid => B::GeluApprxSigmoid,
            Self::GeluApprxSigmoidDx => B::DerivativeGeluApprxSigmoid,
        }
    }

    /// Soft default, as the crosswalk: an unknown ordinal is `Unknown`.
    #[inline]
    pub fn translate(n: u32) -> bir::ActivationFunctionType {
        Self::try_from_primitive(n).map_or(bir::ActivationFunctionType::Unknown, Self::to_bir)
    }
}

#[derive(Clone, Copy, TryFromPrimitive)]
#[repr(u32)]
pub enum AccumCmd {
    Idle = 1,
    Zero = 2,
    Accumulate = 3,
    ZeroAccumulate = 4,
    LoadAccumulate = 5,
}

impl AccumCmd {
    #[inline]
    pub const fn to_bir(self) -> Option<bir::EngineAccumulationType> {
        use bir::EngineAccumulationType as B;
        match self {
            Self::Idle => Some(B::Idle),
            Self::Zero => Some(B::Zero),
            Self::Accumulate => Some(B::AddAccumulate),
            Self::ZeroAccumulate => Some(B::ZeroAccumulate),
            Self::LoadAccumulate => None,
        }
    }

    #[inline]
    pub fn translate(n: u32) -> Option<bir::EngineAccumulationType> {
        Self::try_from_primitive(n).ok().and_then(Self::to_bir)
    }
}
