//! The hand-written contenders, written from `tests/fixtures/ROSTERS.md`: for each crosswalk a
//! `const` table read with `.get(n.wrapping_sub(base))` (what a backend engineer would write
//! instead of the macro), a `match` on the raw `u32`, and a `const` table indexed by the typed
//! variant.

use crosswalk::{bir, klr};

pub mod dtype {
    use super::{bir, klr};
    use bir::Dtype as B;

    pub const BASE: u32 = 1;
    /// Cell `i` is klr ordinal `BASE + i`; also the typed table (klr `Dtype` starts at 1).
    pub const TABLE: [B; 20] = [
        B::Bfloat16,
        B::Float8e3,
        B::Float8e4,
        B::Float8e5,
        B::Float16,
        B::Float32,
        B::Float32r,
        B::Int8,
        B::Int16,
        B::Int64,
        B::Int32,
        B::Uint8,
        B::Uint16,
        B::Uint32,
        B::Uint64,
        B::Float8e4,
        B::Float8E4m3fn,
        B::Float8E5m2X4,
        B::Float8E4m3fnX4,
        B::Float4E2m1fnX4,
    ];

    #[inline]
    pub fn table(n: u32) -> Option<B> {
        TABLE.get(n.wrapping_sub(BASE) as usize).copied()
    }

    #[inline]
    pub fn typed(v: klr::Dtype) -> B {
        TABLE[v as usize - 1]
    }

    #[inline]
    pub fn matched(n: u32) -> Option<B> {
        Some(match n {
            1 => B::Bfloat16,
            2 => B::Float8e3,
            3 | 16 => B::Float8e4,
            4 => B::Float8e5,
            5 => B::Float16,
            6 => B::Float32,
            7 => B::Float32r,
            8 => B::Int8,
            9 => B::Int16,
            10 => B::Int64,
            11 => B::Int32,
            12 => B::Uint8,
            13 => B::Uint16,
            14 => B::Uint32,
            15 => B::Uint64,
            17 => B::Float8E4m3fn,
            18 => B::Float8E5m2X4,
            19 => B::Float8E4m3fnX4,
            20 => B::Float4E2m1fnX4,
            _ => return None,
        })
    }
}

pub mod engine {
    use super::{bir, klr};
    use bir::EngineType as B;

    pub const BASE: u32 = 2;
    pub const TABLE: [B; 6] = [B::Activation, B::Dma, B::Dve, B::Pe, B::Pool, B::Sp];
    /// Indexed by `klr ordinal - 1`: `unassigned` (1) sits below the raw table's base.
    pub const TYPED: [B; 7] = [
        B::Unassigned,
        B::Activation,
        B::Dma,
        B::Dve,
        B::Pe,
        B::Pool,
        B::Sp,
    ];

    /// Soft default: anything outside the table is `Unassigned`.
    #[inline]
    pub fn table(n: u32) -> B {
        TABLE
            .get(n.wrapping_sub(BASE) as usize)
            .copied()
            .unwrap_or(B::Unassigned)
    }

    #[inline]
    pub fn typed(v: klr::Engine) -> B {
        TYPED[v as usize - 1]
    }

    #[inline]
    pub fn matched(n: u32) -> B {
        match n {
            2 => B::Activation,
            3 => B::Dma,
            4 => B::Dve,
            5 => B::Pe,
            6 => B::Pool,
            7 => B::Sp,
            _ => B::Unassigned,
        }
    }
}

pub mod alu_op {
    use super::{bir, klr};
    use bir::AluOpType as B;

    pub const BASE: u32 = 1;
    pub const TABLE: [B; 29] = [
        B::Abs,
        B::Add,
        B::ArithShiftLeft,
        B::ArithShiftRight,
        B::Average,
        B::BitwiseAnd,
        B::BitwiseNot,
        B::BitwiseOr,
        B::BitwiseXor,
        B::Bypass,
        B::Divide,
        B::IsEqual,
        B::IsGe,
        B::IsGt,
        B::IsLe,
        B::IsLt,
        B::LogicalAnd,
        B::LogicalOr,
        B::LogicalShiftLeft,
        B::LogicalShiftRight,
        B::LogicalXor,
        B::Max,
        B::Min,
        B::Mod,
        B::Mult,
        B::NotEqual,
        B::Pow,
        B::Rsqrt,
        B::Subtract,
    ];

    #[inline]
    pub fn table(n: u32) -> Option<B> {
        TABLE.get(n.wrapping_sub(BASE) as usize).copied()
    }

    #[inline]
    pub fn typed(v: klr::AluOp) -> B {
        TABLE[v as usize - 1]
    }

    #[inline]
    pub fn matched(n: u32) -> Option<B> {
        Some(match n {
            1 => B::Abs,
            2 => B::Add,
            3 => B::ArithShiftLeft,
            4 => B::ArithShiftRight,
            5 => B::Average,
            6 => B::BitwiseAnd,
            7 => B::BitwiseNot,
            8 => B::BitwiseOr,
            9 => B::BitwiseXor,
            10 => B::Bypass,
            11 => B::Divide,
            12 => B::IsEqual,
            13 => B::IsGe,
            14 => B::IsGt,
            15 => B::IsLe,
            16 => B::IsLt,
            17 => B::LogicalAnd,
            18 => B::LogicalOr,
            19 => B::LogicalShiftLeft,
            20 => B::LogicalShiftRight,
            21 => B::LogicalXor,
            22 => B::Max,
            23 => B::Min,
            24 => B::Mod,
            25 => B::Mult,
            26 => B::NotEqual,
            27 => B::Pow,
            28 => B::Rsqrt,
            29 => B::Subtract,
            _ => return None,
        })
    }
}

pub mod activation_func {
    use super::{bir, klr};
    use bir::ActivationFunctionType as B;

    pub const BASE: u32 = 1;
    pub const TABLE: [B; 25] = [
        B::Abs,
        B::Arctan,
        B::Copy,
        B::Erf,
        B::DerivativeErf,
        B::Exp,
        B::Gelu,
        B::GeluApprxTanh,
        B::DerivativeGelu,
        B::Ln,
        B::Mish,
        B::Reciprocal,
        B::Relu,
        B::Rsqrt,
        B::Sigmoid,
        B::Sign,
        B::Silu,
        B::DerivativeSilu,
        B::Sin,
        B::Softplus,
        B::Sqrt,
        B::Square,
        B::Tanh,
        B::GeluApprxSigmoid,
        B::DerivativeGeluApprxSigmoid,
    ];

    /// Soft default: anything outside the table is `Unknown`.
    #[inline]
    pub fn table(n: u32) -> B {
        TABLE
            .get(n.wrapping_sub(BASE) as usize)
            .copied()
            .unwrap_or(B::Unknown)
    }

    #[inline]
    pub fn typed(v: klr::ActivationFunc) -> B {
        TABLE[v as usize - 1]
    }

    #[inline]
    pub fn matched(n: u32) -> B {
        match n {
            1 => B::Abs,
            2 => B::Arctan,
            3 => B::Copy,
            4 => B::Erf,
            5 => B::DerivativeErf,
            6 => B::Exp,
            7 => B::Gelu,
            8 => B::GeluApprxTanh,
            9 => B::DerivativeGelu,
            10 => B::Ln,
            11 => B::Mish,
            12 => B::Reciprocal,
            13 => B::Relu,
            14 => B::Rsqrt,
            15 => B::Sigmoid,
            16 => B::Sign,
            17 => B::Silu,
            18 => B::DerivativeSilu,
            19 => B::Sin,
            20 => B::Softplus,
            21 => B::Sqrt,
            22 => B::Square,
            23 => B::Tanh,
            24 => B::GeluApprxSigmoid,
            25 => B::DerivativeGeluApprxSigmoid,
            _ => B::Unknown,
        }
    }
}

pub mod accum_cmd {
    use super::{bir, klr};
    use bir::EngineAccumulationType as B;

    pub const BASE: u32 = 1;
    /// `LoadAccumulate` (5) is past the end: the `.get` fails for it as for any bad ordinal.
    pub const TABLE: [B; 4] = [B::Idle, B::Zero, B::AddAccumulate, B::ZeroAccumulate];
    /// Indexed by `klr ordinal - 1`, with the rejected `LoadAccumulate` as `None`.
    pub const TYPED: [Option<B>; 5] = [
        Some(B::Idle),
        Some(B::Zero),
        Some(B::AddAccumulate),
        Some(B::ZeroAccumulate),
        None,
    ];

    #[inline]
    pub fn table(n: u32) -> Option<B> {
        TABLE.get(n.wrapping_sub(BASE) as usize).copied()
    }

    #[inline]
    pub fn typed(v: klr::AccumCmd) -> Option<B> {
        TYPED[v as usize - 1]
    }

    #[inline]
    pub fn matched(n: u32) -> Option<B> {
        Some(match n {
            1 => B::Idle,
            2 => B::Zero,
            3 => B::AddAccumulate,
            4 => B::ZeroAccumulate,
            _ => return None,
        })
    }
}
