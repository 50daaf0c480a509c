//! The name-lookup and inverse contenders, from `tests/fixtures/ROSTERS.md`: for three klr
//! enums, a mirror deriving `strum::EnumString`, a hand `match` on the string, and a hand inverse
//! table from each BIR ordinal to the first klr member (in declaration order) reaching it.

use crosswalk::{bir, klr};

/// One list of `Variant = ordinal "name"` per enum feeds the strum mirror and the hand `match`,
/// and the inverse table is spelled out beside it.
macro_rules! named {
    (
        $module:ident: $source:ident -> $target:ident,
        [$($variant:ident = $ordinal:literal $name:literal),+ $(,)?],
        inverse = [$($inverse:expr),+ $(,)?] $(,)?
    ) => {
        pub mod $module {
            use super::{bir, klr};

            /// The strum contender: the same names, each on its klr ordinal.
            #[derive(Clone, Copy, strum::EnumString)]
            #[repr(u32)]
            pub enum Strum {
                $(#[strum(serialize = $name)] $variant = $ordinal,)+
            }

            /// The hand-written `match` on the string.
            #[inline]
            pub fn matched(name: &str) -> Option<klr::$source> {
                Some(match name {
                    $($name => klr::$source::$variant,)+
                    _ => return None,
                })
            }

            /// Slot `t` is the klr member a BIR ordinal `t` comes back to.
            pub const INVERSE: [Option<klr::$source>; [$(stringify!($inverse)),+].len()] = {
                #[allow(unused_imports)]
                use klr::$source as S;
                [$($inverse),+]
            };

            #[inline]
            pub fn inverse(target: bir::$target) -> Option<klr::$source> {
                INVERSE[target as usize]
            }
        }
    };
}

named!(
    dtype: Dtype -> Dtype,
    [
        Bfloat16 = 1 "bfloat16",
        Float8e3 = 2 "float8e3",
        Float8e4 = 3 "float8e4",
        Float8e5 = 4 "float8e5",
        Float16 = 5 "float16",
        Float32 = 6 "float32",
        Float32r = 7 "float32r",
        Int8 = 8 "int8",
        Int16 = 9 "int16",
        Int64 = 10 "int64",
        Int32 = 11 "int32",
        Uint8 = 12 "uint8",
        Uint16 = 13 "uint16",
        Uint32 = 14 "uint32",
        Uint64 = 15 "uint64",
        Float8E4m3 = 16 "float8_e4m3",
        Float8E4m3fn = 17 "float8_e4m3fn",
        Float8E5m2X4 = 18 "float8_e5m2_x4",
        Float8E4m3fnX4 = 19 "float8_e4m3fn_x4",
        Float4E2m1fnX4 = 20 "float4_e2m1fn_x4",
    ],
    inverse = [
        Some(S::Uint8),
        Some(S::Int8),
        Some(S::Float4E2m1fnX4),
        Some(S::Float8e3),
        Some(S::Float8e4),
        Some(S::Float8E4m3fn),
        None,
        Some(S::Float8e5),
        Some(S::Float8E4m3fnX4),
        Some(S::Float8E5m2X4),
        Some(S::Uint16),
        Some(S::Int16),
        Some(S::Bfloat16),
        Some(S::Float16),
        Some(S::Uint32),
        Some(S::Int32),
        Some(S::Float32),
        Some(S::Float32r),
        Some(S::Uint64),
        Some(S::Int64),
    ],
);

named!(
    alu_op: AluOp -> AluOpType,
    [
        Abs = 1 "abs",
        Add = 2 "add",
        ArithShiftLeft = 3 "arith_shift_left",
        ArithShiftRight = 4 "arith_shift_right",
        Average = 5 "average",
        BitwiseAnd = 6 "bitwise_and",
        BitwiseNot = 7 "bitwise_not",
        BitwiseOr = 8 "bitwise_or",
        BitwiseXor = 9 "bitwise_xor",
        Bypass = 10 "bypass",
        Divide = 11 "divide",
        IsEqual = 12 "is_equal",
        IsGe = 13 "is_ge",
        IsGt = 14 "is_gt",
        IsLe = 15 "is_le",
        IsLt = 16 "is_lt",
        LogicalAnd = 17 "logical_and",
        LogicalOr = 18 "logical_or",
        LogicalShiftLeft = 19 "logical_shift_left",
        LogicalShiftRight = 20 "logical_shift_right",
        LogicalXor = 21 "logical_xor",
        Max = 22 "max",
        Min = 23 "min",
        Mod = 24 "mod",
        Mult = 25 "mult",
        NotEqual = 26 "not_equal",
        Pow = 27 "pow",
        Rsqrt = 28 "rsqrt",
        Subtract = 29 "subtract",
    ],
    inverse = [
        Some(S::Bypass),
        Some(S::BitwiseNot),
        Some(S::ArithShiftLeft),
        Some(S::ArithShiftRight),
        Some(S::Add),
        Some(S::Subtract),
        Some(S::Mult),
        Some(S::Divide),
        Some(S::Max),
        Some(S::Min),
        Some(S::BitwiseAnd),
        Some(S::BitwiseOr),
        Some(S::BitwiseXor),
        Some(S::LogicalAnd),
        Some(S::LogicalOr),
        Some(S::LogicalXor),
        Some(S::LogicalShiftLeft),
        Some(S::LogicalShiftRight),
        Some(S::IsEqual),
        Some(S::NotEqual),
        Some(S::IsGt),
        Some(S::IsGe),
        Some(S::IsLt),
        Some(S::IsLe),
        Some(S::Average),
        None,
        Some(S::Pow),
        Some(S::Mod),
        Some(S::Rsqrt),
        Some(S::Abs),
        None,
        None,
        None,
    ],
);

named!(
    activation_func: ActivationFunc -> ActivationFunctionType,
    [
        Abs = 1 "abs",
        Arctan = 2 "arctan",
        Copy = 3 "copy",
        Erf = 4 "erf",
        ErfDx = 5 "erf_dx",
        Exp = 6 "exp",
        Gelu = 7 "gelu",
        GeluApprxTanh = 8 "gelu_apprx_tanh",
        GeluDx = 9 "gelu_dx",
        Log = 10 "log",
        Mish = 11 "mish",
        Reciprocal = 12 "reciprocal",
        Relu = 13 "relu",
        Rsqrt = 14 "rsqrt",
        Sigmoid = 15 "sigmoid",
        Sign = 16 "sign",
        Silu = 17 "silu",
        SiluDx = 18 "silu_dx",
        Sin = 19 "sin",
        Softplus = 20 "softplus",
        Sqrt = 21 "sqrt",
        Square = 22 "square",
        Tanh = 23 "tanh",
        GeluApprxSigmoid = 24 "gelu_apprx_sigmoid",
        GeluApprxSigmoidDx = 25 "gelu_apprx_sigmoid_dx",
    ],
    inverse = [
        None,
        Some(S::Square),
        Some(S::Relu),
        None,
        None,
        Some(S::Sigmoid),
        Some(S::Tanh),
        Some(S::Exp),
        Some(S::Softplus),
        Some(S::Sqrt),
        Some(S::Rsqrt),
        Some(S::Log),
        Some(S::Erf),
        Some(S::Sin),
        Some(S::Arctan),
        Some(S::Sign),
        Some(S::Gelu),
        Some(S::Mish),
        Some(S::GeluApprxTanh),
        Some(S::GeluApprxSigmoid),
        Some(S::GeluApprxSigmoidDx),
        Some(S::GeluDx),
        Some(S::ErfDx),
        Some(S::Copy),
        Some(S::Abs),
        Some(S::Reciprocal),
        None,
        Some(S::Silu),
        Some(S::SiluDx),
        None,
        None,
    ],
);
