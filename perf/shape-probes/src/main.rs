//! Each probe is one generated translator behind `#[inline(never)]`, so the release binary holds
//! it as a function of its own; `perf/check-code-shape` disassembles and counts them.

use crosswalk::{Error, bir, klr};
use std::hint::black_box;

macro_rules! probes {
    ($($source:ty => $target:ty: $typed:ident via $convert:ident -> $typed_out:ty, $raw:ident, $raw_result:ident, $inverse:ident, $by_name:ident;)*) => {
        $(
            /// The typed path: a source value to its target (`From`, or `TryFrom` where a variant
            /// is rejected).
            #[inline(never)]
            fn $typed(source: $source) -> $typed_out {
                <$target>::$convert(source)
            }

            /// The raw path's translation: a `u32` ordinal to its target, the error dropped. This
            /// is the shape a caller's loop sees once the call is inlined.
            #[inline(never)]
            fn $raw(ordinal: u32) -> Option<$target> {
                <$source>::translate_ordinal(ordinal).ok()
            }

            /// Going back: the first source variant reaching a target (`from_target`).
            #[inline(never)]
            fn $inverse(target: $target) -> Option<$source> {
                <$source>::from_target(target)
            }

            /// A variant by its exact name (`from_name`, what `FromStr` calls).
            #[inline(never)]
            fn $by_name(name: &str) -> Option<$source> {
                <$source>::from_name(name)
            }

            /// The raw path as an out-of-line call: the 16-byte `Result` (an error carries its
            /// site and ordinal) is returned through memory.
            #[inline(never)]
            fn $raw_result(ordinal: u32) -> Result<$target, Error> {
                <$source>::translate_ordinal(ordinal)
            }
        )*

        fn main() {
            // Taking each probe's address keeps it in the binary as a function of its own.
            $(
                black_box($typed as fn($source) -> $typed_out);
                black_box($raw as fn(u32) -> Option<$target>);
                black_box($raw_result as fn(u32) -> Result<$target, Error>);
            )*
            black_box(typed_dtype_core_v4 as fn(bir::Dtype) -> crosswalk::wire::CoreV4DtypeTag);
            black_box(raw_dtype_core_v4 as fn(u32) -> Option<crosswalk::wire::CoreV4DtypeTag>);
            black_box(typed_alu_op_wire as fn(bir::AluOpType) -> Result<crosswalk::wire::AluOpByte, Error>);
            black_box(loop_typed_accum_cmd as fn(&[klr::AccumCmd]) -> (u32, u32));
            reprs::keep();
            $(black_box($inverse as fn($target) -> Option<$source>);)*
            $(black_box($by_name as fn(&str) -> Option<$source>);)*
        }
    };
}

probes! {
    klr::Dtype => bir::Dtype: typed_dtype via from -> bir::Dtype, raw_dtype, raw_result_dtype,
        inverse_dtype, name_dtype;
    klr::Engine => bir::EngineType: typed_engine via from -> bir::EngineType, raw_engine, raw_result_engine,
        inverse_engine, name_engine;
    klr::AluOp => bir::AluOpType: typed_alu_op via from -> bir::AluOpType, raw_alu_op, raw_result_alu_op,
        inverse_alu_op, name_alu_op;
    klr::ActivationFunc => bir::ActivationFunctionType:
        typed_activation_func via from -> bir::ActivationFunctionType, raw_activation_func, raw_result_activation_func,
        inverse_activation_func, name_activation_func;
    klr::AccumCmd => bir::EngineAccumulationType:
        typed_accum_cmd via try_from -> Result<bir::EngineAccumulationType, Error>, raw_accum_cmd, raw_result_accum_cmd,
        inverse_accum_cmd, name_accum_cmd;
}

/// The fallible typed path inside a caller's loop: count the successes, XOR the targets. A
/// per-call probe cannot show what LLVM does once the lookup is inlined into a loop, where it once
/// folded "the loaded cell is `None`" into "the variant is `LoadAccumulate`" and branched on it.
#[inline(never)]
fn loop_typed_accum_cmd(sources: &[klr::AccumCmd]) -> (u32, u32) {
    sources
        .iter()
        .fold((0, 0), |(ok, xor), &source| match source.translate() {
            Ok(target) => (ok + 1, xor ^ target as u32),
            Err(_) => (ok, xor),
        })
}

/// The silicon layer's typed path: a BIR dtype to its CoreV4 tag, no failure possible.
#[inline(never)]
fn typed_dtype_core_v4(source: bir::Dtype) -> crosswalk::wire::CoreV4DtypeTag {
    source.to_core_v4()
}

/// The silicon layer's raw path: a BIR ordinal to its CoreV4 tag, the error dropped.
#[inline(never)]
fn raw_dtype_core_v4(ordinal: u32) -> Option<crosswalk::wire::CoreV4DtypeTag> {
    bir::Dtype::translate_ordinal_core_v4(ordinal).ok()
}

/// A BIR ALU op to its `ALU_OP` byte (two rejected ops).
#[inline(never)]
fn typed_alu_op_wire(source: bir::AluOpType) -> Result<crosswalk::wire::AluOpByte, Error> {
    source.translate()
}

/// Sources with a `#[repr]`: the raw path takes the repr, and a table built by const evaluation
/// (constant-expression discriminants) must compile as a literal one does.
mod reprs {
    use crosswalk::{Error, crosswalk};
    use std::hint::black_box;

    /// The target every repr probe maps into.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Op {
        Nop,
        Add,
        Sub,
        Mul,
        Div,
        Rem,
        Shl,
        Shr,
    }

    /// A byte-sized source from 1, its discriminants literals.
    #[crosswalk(to = Op, base = 1)]
    #[derive(Clone, Copy)]
    #[repr(u8)]
    pub enum Byte {
        #[to(Add)]
        Add = 1,
        #[to(Sub)]
        Sub,
        #[to(Mul)]
        Mul,
        #[to(Div)]
        Div,
        #[to(Rem)]
        Rem,
        #[to(Shl)]
        Shl,
        #[to(Shr)]
        Shr,
        #[to(Nop)]
        Nop,
    }

    const FIRST: u8 = 1;

    /// [`Byte`] with every discriminant a constant expression: the same numbering.
    #[crosswalk(to = Op, base = 1)]
    #[derive(Clone, Copy)]
    #[repr(u8)]
    pub enum ByteEvaluated {
        #[to(Add)]
        Add = FIRST,
        #[to(Sub)]
        Sub = FIRST + 1,
        #[to(Mul)]
        Mul = FIRST + 2,
        #[to(Div)]
        Div = FIRST + 3,
        #[to(Rem)]
        Rem = FIRST + 4,
        #[to(Shl)]
        Shl = FIRST + 5,
        #[to(Shr)]
        Shr = FIRST + 6,
        #[to(Nop)]
        Nop = FIRST + 7,
    }

    /// A C-style `int` source with a negative sentinel and the table from it.
    #[crosswalk(to = Op, base = -2)]
    #[derive(Clone, Copy)]
    #[repr(i32)]
    pub enum Signed {
        #[to(Nop)]
        Invalid = -2,
        #[to(Add)]
        Unset = -1,
        #[to(Sub)]
        Sub = 0,
        #[to(Mul)]
        Mul,
        #[to(Div)]
        Div,
        #[to(Rem)]
        Rem,
        #[to(Shl)]
        Shl,
        #[to(Shr)]
        Shr,
    }

    macro_rules! repr_probes {
        ($($source:ident: $repr:ty => $typed:ident, $raw:ident, $raw_result:ident;)*) => {
            $(
                /// The typed path (`From`).
                #[inline(never)]
                pub fn $typed(source: $source) -> Op {
                    Op::from(source)
                }

                /// The raw path in the repr, the error dropped.
                #[inline(never)]
                pub fn $raw(ordinal: $repr) -> Option<Op> {
                    $source::translate_ordinal(ordinal).ok()
                }

                /// The raw path as an out-of-line call returning the whole `Result`.
                #[inline(never)]
                pub fn $raw_result(ordinal: $repr) -> Result<Op, Error> {
                    $source::translate_ordinal(ordinal)
                }
            )*

            /// Keeps every probe in the binary as a function of its own.
            pub fn keep() {
                $(
                    black_box($typed as fn($source) -> Op);
                    black_box($raw as fn($repr) -> Option<Op>);
                    black_box($raw_result as fn($repr) -> Result<Op, Error>);
                )*
            }
        };
    }

    repr_probes! {
        Byte: u8 => typed_byte, raw_byte, raw_result_byte;
        ByteEvaluated: u8 => typed_byte_evaluated, raw_byte_evaluated, raw_result_byte_evaluated;
        Signed: i32 => typed_signed, raw_signed, raw_result_signed;
    }
}
