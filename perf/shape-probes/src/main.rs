//! Each probe is one generated translator behind `#[inline(never)]`, so the release binary holds
//! it as a function of its own; `perf/check-code-shape` disassembles and counts them.

mod checked;
mod computed;
mod own_error;

use crosswalk::{Error, bir, klr};
use std::hint::black_box;

mod loops;

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
            declared::keep();
            data::keep();
            checked::keep();
            computed::keep();
            own_error::keep();
            loops::keep();
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

/// Crosswalks declared apart from their enums, both another crate's: the translators live on a
/// holder, and the tables are placed by const evaluation from the other crate's discriminants.
/// They must compile as an enum's own do.
mod declared {
    use crosswalk::Error;
    use std::hint::black_box;

    crosswalk::declare! {
        /// naga's storage formats as SPIR-V numbers them, one of them one-way.
        #[crosswalk(to = spirv::ImageFormat)]
        pub enum StorageFormats for naga::StorageFormat {
            R8Unorm => R8, R8Snorm => R8Snorm, R8Uint => R8ui, R8Sint => R8i,
            R16Uint => R16ui, R16Sint => R16i, R16Float => R16f, Rg8Unorm => Rg8,
            Rg8Snorm => Rg8Snorm, Rg8Uint => Rg8ui, Rg8Sint => Rg8i, R32Uint => R32ui,
            R32Sint => R32i, R32Float => R32f, Rg16Uint => Rg16ui, Rg16Sint => Rg16i,
            Rg16Float => Rg16f, Rgba8Unorm => Rgba8, Rgba8Snorm => Rgba8Snorm,
            Rgba8Uint => Rgba8ui, Rgba8Sint => Rgba8i, Bgra8Unorm => (Unknown, one_way),
            Rgb10a2Uint => Rgb10a2ui, Rgb10a2Unorm => Rgb10A2, Rg11b10Float => R11fG11fB10f,
            Rg32Uint => Rg32ui, Rg32Sint => Rg32i, Rg32Float => Rg32f, Rgba16Uint => Rgba16ui,
            Rgba16Sint => Rgba16i, Rgba16Float => Rgba16f, Rgba32Uint => Rgba32ui,
            Rgba32Sint => Rgba32i, Rgba32Float => Rgba32f, R16Unorm => R16, R16Snorm => R16Snorm,
            Rg16Unorm => Rg16, Rg16Snorm => Rg16Snorm, Rgba16Unorm => Rgba16,
            Rgba16Snorm => Rgba16Snorm,
        }

        /// SPIR-V's image formats in naga's numbering; three are rejected.
        #[crosswalk(to = naga::StorageFormat, on_oob = throw("unknown image format"))]
        pub enum ImageFormats for spirv::ImageFormat {
            Unknown | R64ui | R64i => reject("unsupported image format"),
            R8 => R8Unorm, R8Snorm => R8Snorm, R8ui => R8Uint, R8i => R8Sint, R16 => R16Unorm,
            R16Snorm => R16Snorm, R16ui => R16Uint, R16i => R16Sint, R16f => R16Float,
            Rg8 => Rg8Unorm, Rg8Snorm => Rg8Snorm, Rg8ui => Rg8Uint, Rg8i => Rg8Sint,
            R32ui => R32Uint, R32i => R32Sint, R32f => R32Float, Rg16 => Rg16Unorm,
            Rg16Snorm => Rg16Snorm, Rg16ui => Rg16Uint, Rg16i => Rg16Sint, Rg16f => Rg16Float,
            Rgba8 => Rgba8Unorm, Rgba8Snorm => Rgba8Snorm, Rgba8ui => Rgba8Uint,
            Rgba8i => Rgba8Sint, Rgb10a2ui => Rgb10a2Uint, Rgb10A2 => Rgb10a2Unorm,
            R11fG11fB10f => Rg11b10Float, Rg32ui => Rg32Uint, Rg32i => Rg32Sint,
            Rg32f => Rg32Float, Rgba16 => Rgba16Unorm, Rgba16Snorm => Rgba16Snorm,
            Rgba16ui => Rgba16Uint, Rgba16i => Rgba16Sint, Rgba16f => Rgba16Float,
            Rgba32ui => Rgba32Uint, Rgba32i => Rgba32Sint, Rgba32f => Rgba32Float,
        }

        /// wgpu's comparison functions as Vulkan's constants.
        #[crosswalk(to = ash::vk::CompareOp, target_ordinal = ash::vk::CompareOp::as_raw)]
        pub enum CompareOps for wgpu_types::CompareFunction {
            Never => NEVER, Less => LESS, Equal => EQUAL, LessEqual => LESS_OR_EQUAL,
            Greater => GREATER, NotEqual => NOT_EQUAL, GreaterEqual => GREATER_OR_EQUAL,
            Always => ALWAYS,
        }

        /// A `#[non_exhaustive]` enum partly handled: every other value takes the `_` line.
        #[crosswalk(to = object::AddressSize)]
        pub enum PointerWidths for object::Architecture {
            X86_64 | Aarch64 | Riscv64 => U64,
            I386 | Arm | Riscv32 | Wasm32 => U32,
            _ => U8,
        }
    }

    /// The typed path of an infallible declared crosswalk.
    #[inline(never)]
    pub fn typed_storage_format(source: naga::StorageFormat) -> spirv::ImageFormat {
        StorageFormats::to_target(source)
    }

    /// Its raw path, the error dropped.
    #[inline(never)]
    pub fn raw_storage_format(ordinal: u32) -> Option<spirv::ImageFormat> {
        StorageFormats::translate_ordinal(ordinal).ok()
    }

    /// The typed path of a declared crosswalk with rejected variants.
    #[inline(never)]
    pub fn typed_image_format(source: spirv::ImageFormat) -> Result<naga::StorageFormat, Error> {
        ImageFormats::translate(source)
    }

    /// Its raw path, the error dropped.
    #[inline(never)]
    pub fn raw_image_format(ordinal: u32) -> Option<naga::StorageFormat> {
        ImageFormats::translate_ordinal(ordinal).ok()
    }

    /// Its raw path returning the whole `Result`.
    #[inline(never)]
    pub fn raw_result_image_format(ordinal: u32) -> Result<naga::StorageFormat, Error> {
        ImageFormats::translate_ordinal(ordinal)
    }

    /// Targets that are another crate's constants.
    #[inline(never)]
    pub fn typed_compare_op(source: wgpu_types::CompareFunction) -> ash::vk::CompareOp {
        CompareOps::to_target(source)
    }

    /// A `_` line: the discriminant is checked against the table, the rest take the line.
    #[inline(never)]
    pub fn typed_pointer_width(source: object::Architecture) -> object::AddressSize {
        PointerWidths::to_target(source)
    }

    /// Keeps every probe in the binary as a function of its own.
    pub fn keep() {
        black_box(typed_storage_format as fn(naga::StorageFormat) -> spirv::ImageFormat);
        black_box(raw_storage_format as fn(u32) -> Option<spirv::ImageFormat>);
        black_box(
            typed_image_format as fn(spirv::ImageFormat) -> Result<naga::StorageFormat, Error>,
        );
        black_box(raw_image_format as fn(u32) -> Option<naga::StorageFormat>);
        black_box(raw_result_image_format as fn(u32) -> Result<naga::StorageFormat, Error>);
        black_box(typed_compare_op as fn(wgpu_types::CompareFunction) -> ash::vk::CompareOp);
        black_box(typed_pointer_width as fn(object::Architecture) -> object::AddressSize);
    }
}

/// An enum whose variants carry operands: the 200-instruction set, its kind onto an opcode byte.
/// Translating reads the tag, then one table.
mod data {
    use crosswalk_benches::{instruction_set, with_instructions};
    use std::hint::black_box;

    with_instructions!(instruction_set);

    /// The typed path, by reference (`From<&Inst<R>>`).
    #[inline(never)]
    pub fn typed_instruction(inst: &Inst<u32>) -> Opcode {
        Opcode::from(inst)
    }

    /// Keeps the probe in the binary as a function of its own.
    pub fn keep() {
        black_box(typed_instruction as fn(&Inst<u32>) -> Opcode);
    }
}
