//! The front end's enums (klr), numbered as the front end numbers them: from 1, alphabetically
//! within a class (`Dtype`, `AluOp`, `ActivationFunc`) or in private insertion order (`Engine`,
//! `AccumCmd`). Each carries its crosswalk into [`crate::bir`]; names are the klr `to_string`
//! spellings.

// A variant's name, ordinal and crosswalk cell are its documentation, and rustdoc renders all three.
#![allow(missing_docs)]

use crate::bir;

/// Element types. `float8e4` and `float8_e4m3` are two spellings of e4m3 and collapse onto one
/// BIR dtype.
#[crate::crosswalk(
    to = bir::Dtype,
    base = 1,
    on_oob = throw("Unsupported dtype encountered"),
    unreached = [Float8E8m0fnu]
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
#[roster(rename_all = "snake_case")]
pub enum Dtype {
    #[to(Bfloat16)]
    Bfloat16 = 1,
    #[to(Float8e3)]
    Float8e3 = 2,
    #[to(Float8e4)]
    Float8e4 = 3,
    #[to(Float8e5)]
    Float8e5 = 4,
    #[to(Float16)]
    Float16 = 5,
    #[to(Float32)]
    Float32 = 6,
    #[to(Float32r)]
    Float32r = 7,
    #[to(Int8)]
    Int8 = 8,
    #[to(Int16)]
    Int16 = 9,
    #[to(Int64)]
    Int64 = 10,
    #[to(Int32)]
    Int32 = 11,
    #[to(Uint8)]
    Uint8 = 12,
    #[to(Uint16)]
    Uint16 = 13,
    #[to(Uint32)]
    Uint32 = 14,
    #[to(Uint64)]
    Uint64 = 15,
    #[to(Float8e4, alias)]
    Float8E4m3 = 16,
    #[to(Float8E4m3fn)]
    Float8E4m3fn = 17,
    #[to(Float8E5m2X4)]
    Float8E5m2X4 = 18,
    #[to(Float8E4m3fnX4)]
    Float8E4m3fnX4 = 19,
    #[to(Float4E2m1fnX4)]
    Float4E2m1fnX4 = 20,
}

/// Engines. The table starts at `act` (ordinal 2): `unassigned`, and any ordinal outside the
/// table, softly becomes BIR `Unassigned`.
#[crate::crosswalk(to = bir::EngineType, base = 2, on_oob = default(Unassigned), unreached = [All])]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
#[roster(rename_all = "snake_case")]
pub enum Engine {
    Unassigned = 1,
    #[to(Activation)]
    Act = 2,
    #[to(Dma)]
    Dma = 3,
    #[to(Dve)]
    Dve = 4,
    #[to(Pe)]
    Pe = 5,
    #[to(Pool)]
    Pool = 6,
    #[to(Sp)]
    Sp = 7,
}

/// ALU operations. The comparison family is alphabetical here and pipeline-ordered in BIR.
#[crate::crosswalk(
    to = bir::AluOpType,
    base = 1,
    on_oob = throw("Unsupported ALU operation"),
    unreached = [ElemwiseMul, AbsMax, AbsMin, ModInt]
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
#[roster(rename_all = "snake_case")]
pub enum AluOp {
    #[to(Abs)]
    Abs = 1,
    #[to(Add)]
    Add = 2,
    #[to(ArithShiftLeft)]
    ArithShiftLeft = 3,
    #[to(ArithShiftRight)]
    ArithShiftRight = 4,
    #[to(Average)]
    Average = 5,
    #[to(BitwiseAnd)]
    BitwiseAnd = 6,
    #[to(BitwiseNot)]
    BitwiseNot = 7,
    #[to(BitwiseOr)]
    BitwiseOr = 8,
    #[to(BitwiseXor)]
    BitwiseXor = 9,
    #[to(Bypass)]
    Bypass = 10,
    #[to(Divide)]
    Divide = 11,
    #[to(IsEqual)]
    IsEqual = 12,
    #[to(IsGe)]
    IsGe = 13,
    #[to(IsGt)]
    IsGt = 14,
    #[to(IsLe)]
    IsLe = 15,
    #[to(IsLt)]
    IsLt = 16,
    #[to(LogicalAnd)]
    LogicalAnd = 17,
    #[to(LogicalOr)]
    LogicalOr = 18,
    #[to(LogicalShiftLeft)]
    LogicalShiftLeft = 19,
    #[to(LogicalShiftRight)]
    LogicalShiftRight = 20,
    #[to(LogicalXor)]
    LogicalXor = 21,
    #[to(Max)]
    Max = 22,
    #[to(Min)]
    Min = 23,
    #[to(Mod)]
    Mod = 24,
    #[to(Mult)]
    Mult = 25,
    #[to(NotEqual)]
    NotEqual = 26,
    #[to(Pow)]
    Pow = 27,
    #[to(Rsqrt)]
    Rsqrt = 28,
    #[to(Subtract)]
    Subtract = 29,
}

/// Activation functions. klr spells derivatives `*_dx` and the natural log `log`; BIR spells them
/// `Derivative_*` and `Ln`. An ordinal outside the table softly becomes BIR `Unknown`.
#[crate::crosswalk(
    to = bir::ActivationFunctionType,
    base = 1,
    on_oob = default(Unknown),
    unreached = [Identity, Lrelu, Prelu, AbsReciprocalSqrt, IsFinite, Unknown]
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
#[roster(rename_all = "snake_case")]
pub enum ActivationFunc {
    #[to(Abs)]
    Abs = 1,
    #[to(Arctan)]
    Arctan = 2,
    #[to(Copy)]
    Copy = 3,
    #[to(Erf)]
    Erf = 4,
    #[to(DerivativeErf)]
    ErfDx = 5,
    #[to(Exp)]
    Exp = 6,
    #[to(Gelu)]
    Gelu = 7,
    #[to(GeluApprxTanh)]
    GeluApprxTanh = 8,
    #[to(DerivativeGelu)]
    GeluDx = 9,
    #[to(Ln)]
    Log = 10,
    #[to(Mish)]
    Mish = 11,
    #[to(Reciprocal)]
    Reciprocal = 12,
    #[to(Relu)]
    Relu = 13,
    #[to(Rsqrt)]
    Rsqrt = 14,
    #[to(Sigmoid)]
    Sigmoid = 15,
    #[to(Sign)]
    Sign = 16,
    #[to(Silu)]
    Silu = 17,
    #[to(DerivativeSilu)]
    SiluDx = 18,
    #[to(Sin)]
    Sin = 19,
    #[to(Softplus)]
    Softplus = 20,
    #[to(Sqrt)]
    Sqrt = 21,
    #[to(Square)]
    Square = 22,
    #[to(Tanh)]
    Tanh = 23,
    #[to(GeluApprxSigmoid)]
    GeluApprxSigmoid = 24,
    #[to(DerivativeGeluApprxSigmoid)]
    GeluApprxSigmoidDx = 25,
}

/// Accumulation commands. `Accumulate` is rerouted to BIR `AddAccumulate` (not BIR `Accumulate`),
/// and `LoadAccumulate` cannot be lowered on this backend.
#[crate::crosswalk(
    to = bir::EngineAccumulationType,
    base = 1,
    on_oob = throw("Unrecognized accumulation cmd encountered!"),
    unreached = [Accumulate, LoadAccumulate]
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::Roster)]
pub enum AccumCmd {
    #[to(Idle)]
    Idle = 1,
    #[to(Zero)]
    Zero = 2,
    #[to(AddAccumulate)]
    Accumulate = 3,
    #[to(ZeroAccumulate)]
    ZeroAccumulate = 4,
    #[reject("LoadAccumulate is not supported")]
    LoadAccumulate = 5,
}
