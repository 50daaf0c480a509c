//! `#[crosswalk::checked]` on copies of real hand-written translations (foreign sources and
//! targets) and on functions of every shape the form takes: each annotated function answers as
//! the original, or a copy without the attribute, does on every value, and each inverse agrees
//! with the function it inverts.

// The copied translations keep the shape and names of the code they copy.
#![allow(
    clippy::items_after_statements,
    clippy::match_same_arms,
    clippy::missing_errors_doc,
    clippy::trivially_copy_pass_by_ref,
    clippy::upper_case_acronyms
)]

use ash::vk;
use foreign_reference::naga_front_spv::{self, Error};
use foreign_reference::{inkwell_predicates, rustc_codegen_llvm, wgpu_hal_vulkan};
use inkwell::IntPredicate;
use llvm_sys::LLVMIntPredicate;
use wgpu_types as wgt;

const LLVM_INT_PREDICATES: [LLVMIntPredicate; 10] = [
    LLVMIntPredicate::LLVMIntEQ,
    LLVMIntPredicate::LLVMIntNE,
    LLVMIntPredicate::LLVMIntUGT,
    LLVMIntPredicate::LLVMIntUGE,
    LLVMIntPredicate::LLVMIntULT,
    LLVMIntPredicate::LLVMIntULE,
    LLVMIntPredicate::LLVMIntSGT,
    LLVMIntPredicate::LLVMIntSGE,
    LLVMIntPredicate::LLVMIntSLT,
    LLVMIntPredicate::LLVMIntSLE,
];

/// inkwell's `IntPredicate::new`, both enums another crate's, with every target produced and
/// the inverse in place of inkwell's hand-written `Into` match.
#[crosswalk::checked(unreached = [], inverse = int_predicate_into_llvm)]
fn int_predicate_from_llvm(src: LLVMIntPredicate) -> IntPredicate {
    match src {
        LLVMIntPredicate::LLVMIntEQ => IntPredicate::EQ,
        LLVMIntPredicate::LLVMIntNE => IntPredicate::NE,
        LLVMIntPredicate::LLVMIntUGT => IntPredicate::UGT,
        LLVMIntPredicate::LLVMIntUGE => IntPredicate::UGE,
        LLVMIntPredicate::LLVMIntULT => IntPredicate::ULT,
        LLVMIntPredicate::LLVMIntULE => IntPredicate::ULE,
        LLVMIntPredicate::LLVMIntSGT => IntPredicate::SGT,
        LLVMIntPredicate::LLVMIntSGE => IntPredicate::SGE,
        LLVMIntPredicate::LLVMIntSLT => IntPredicate::SLT,
        LLVMIntPredicate::LLVMIntSLE => IntPredicate::SLE,
    }
}

#[test]
fn inkwell_predicates_and_the_generated_inverse_agree_with_the_hand_written_pair() {
    for llvm in LLVM_INT_PREDICATES {
        let predicate = int_predicate_from_llvm(llvm);
        assert_eq!(predicate, inkwell_predicates::int_predicate_from_llvm(llvm));
        assert_eq!(
            int_predicate_into_llvm(predicate),
            Some(inkwell_predicates::int_predicate_into_llvm(predicate))
        );
    }
}

/// wgpu-hal's `map_comparison`: a target of constants (ash's `vk::CompareOp` newtype), a `use`
/// in the body.
#[crosswalk::checked(inverse = comparison_of)]
fn map_comparison(fun: wgt::CompareFunction) -> vk::CompareOp {
    use wgt::CompareFunction as Cf;
    match fun {
        Cf::Never => vk::CompareOp::NEVER,
        Cf::Less => vk::CompareOp::LESS,
        Cf::LessEqual => vk::CompareOp::LESS_OR_EQUAL,
        Cf::Equal => vk::CompareOp::EQUAL,
        Cf::GreaterEqual => vk::CompareOp::GREATER_OR_EQUAL,
        Cf::Greater => vk::CompareOp::GREATER,
        Cf::NotEqual => vk::CompareOp::NOT_EQUAL,
        Cf::Always => vk::CompareOp::ALWAYS,
    }
}

#[test]
fn wgpu_comparisons_and_their_inverse_agree_with_wgpu_hal() {
    use wgt::CompareFunction as Cf;
    let every = [
        Cf::Never,
        Cf::Less,
        Cf::Equal,
        Cf::LessEqual,
        Cf::Greater,
        Cf::NotEqual,
        Cf::GreaterEqual,
        Cf::Always,
    ];
    for fun in every {
        let op = map_comparison(fun);
        assert!(op == wgpu_hal_vulkan::map_comparison(fun));
        assert_eq!(comparison_of(op), Some(fun));
    }
    assert_eq!(comparison_of(vk::CompareOp::from_raw(8)), None);
}

/// rustc's `from_generic`: an associated function with `Self::` targets and a `use` in its
/// body, onto a target that derives neither `PartialEq` nor `Debug`.
struct Rustc;

impl Rustc {
    #[crosswalk::checked(unreached = [], inverse = generic_of)]
    fn from_generic(
        intpre: rustc_codegen_ssa::common::IntPredicate,
    ) -> rustc_codegen_llvm::IntPredicate {
        use rustc_codegen_llvm::IntPredicate as Llvm;
        use rustc_codegen_ssa::common::IntPredicate as Common;
        match intpre {
            Common::IntEQ => Llvm::IntEQ,
            Common::IntNE => Llvm::IntNE,
            Common::IntUGT => Llvm::IntUGT,
            Common::IntUGE => Llvm::IntUGE,
            Common::IntULT => Llvm::IntULT,
            Common::IntULE => Llvm::IntULE,
            Common::IntSGT => Llvm::IntSGT,
            Common::IntSGE => Llvm::IntSGE,
            Common::IntSLT => Llvm::IntSLT,
            Common::IntSLE => Llvm::IntSLE,
        }
    }
}

#[test]
fn rustc_predicates_agree_with_rustc_codegen_llvm_and_invert() {
    use rustc_codegen_ssa::common::IntPredicate as Common;
    let every = [
        Common::IntEQ,
        Common::IntNE,
        Common::IntUGT,
        Common::IntUGE,
        Common::IntULT,
        Common::IntULE,
        Common::IntSGT,
        Common::IntSGE,
        Common::IntSLT,
        Common::IntSLE,
    ];
    for (index, generic) in every.into_iter().enumerate() {
        let ours = Rustc::from_generic(generic) as u32;
        assert_eq!(
            ours,
            rustc_codegen_llvm::IntPredicate::from_generic(generic) as u32
        );
        let back = Rustc::generic_of(Rustc::from_generic(generic)).map(|found| found as usize);
        assert_eq!(back, Some(index));
    }
}

/// naga's `map_image_format`: a `Result` with naga's own error, `Some(…)` patterns on a
/// decoded word, a hand-written `_` arm.
#[crosswalk::checked]
pub fn map_image_format_checked(word: spirv::Word) -> Result<naga::StorageFormat, Error> {
    match spirv::ImageFormat::from_u32(word) {
        Some(spirv::ImageFormat::R8) => Ok(naga::StorageFormat::R8Unorm),
        Some(spirv::ImageFormat::R8Snorm) => Ok(naga::StorageFormat::R8Snorm),
        Some(spirv::ImageFormat::R8ui) => Ok(naga::StorageFormat::R8Uint),
        Some(spirv::ImageFormat::R8i) => Ok(naga::StorageFormat::R8Sint),
        Some(spirv::ImageFormat::R16) => Ok(naga::StorageFormat::R16Unorm),
        Some(spirv::ImageFormat::R16Snorm) => Ok(naga::StorageFormat::R16Snorm),
        Some(spirv::ImageFormat::R16ui) => Ok(naga::StorageFormat::R16Uint),
        Some(spirv::ImageFormat::R16i) => Ok(naga::StorageFormat::R16Sint),
        Some(spirv::ImageFormat::R16f) => Ok(naga::StorageFormat::R16Float),
        Some(spirv::ImageFormat::Rg8) => Ok(naga::StorageFormat::Rg8Unorm),
        Some(spirv::ImageFormat::Rg8Snorm) => Ok(naga::StorageFormat::Rg8Snorm),
        Some(spirv::ImageFormat::Rg8ui) => Ok(naga::StorageFormat::Rg8Uint),
        Some(spirv::ImageFormat::Rg8i) => Ok(naga::StorageFormat::Rg8Sint),
        Some(spirv::ImageFormat::R32ui) => Ok(naga::StorageFormat::R32Uint),
        Some(spirv::ImageFormat::R32i) => Ok(naga::StorageFormat::R32Sint),
        Some(spirv::ImageFormat::R32f) => Ok(naga::StorageFormat::R32Float),
        Some(spirv::ImageFormat::Rg16) => Ok(naga::StorageFormat::Rg16Unorm),
        Some(spirv::ImageFormat::Rg16Snorm) => Ok(naga::StorageFormat::Rg16Snorm),
        Some(spirv::ImageFormat::Rg16ui) => Ok(naga::StorageFormat::Rg16Uint),
        Some(spirv::ImageFormat::Rg16i) => Ok(naga::StorageFormat::Rg16Sint),
        Some(spirv::ImageFormat::Rg16f) => Ok(naga::StorageFormat::Rg16Float),
        Some(spirv::ImageFormat::Rgba8) => Ok(naga::StorageFormat::Rgba8Unorm),
        Some(spirv::ImageFormat::Rgba8Snorm) => Ok(naga::StorageFormat::Rgba8Snorm),
        Some(spirv::ImageFormat::Rgba8ui) => Ok(naga::StorageFormat::Rgba8Uint),
        Some(spirv::ImageFormat::Rgba8i) => Ok(naga::StorageFormat::Rgba8Sint),
        Some(spirv::ImageFormat::Rgb10a2ui) => Ok(naga::StorageFormat::Rgb10a2Uint),
        Some(spirv::ImageFormat::Rgb10A2) => Ok(naga::StorageFormat::Rgb10a2Unorm),
        Some(spirv::ImageFormat::R11fG11fB10f) => Ok(naga::StorageFormat::Rg11b10Float),
        Some(spirv::ImageFormat::Rg32ui) => Ok(naga::StorageFormat::Rg32Uint),
        Some(spirv::ImageFormat::Rg32i) => Ok(naga::StorageFormat::Rg32Sint),
        Some(spirv::ImageFormat::Rg32f) => Ok(naga::StorageFormat::Rg32Float),
        Some(spirv::ImageFormat::Rgba16) => Ok(naga::StorageFormat::Rgba16Unorm),
        Some(spirv::ImageFormat::Rgba16Snorm) => Ok(naga::StorageFormat::Rgba16Snorm),
        Some(spirv::ImageFormat::Rgba16ui) => Ok(naga::StorageFormat::Rgba16Uint),
        Some(spirv::ImageFormat::Rgba16i) => Ok(naga::StorageFormat::Rgba16Sint),
        Some(spirv::ImageFormat::Rgba16f) => Ok(naga::StorageFormat::Rgba16Float),
        Some(spirv::ImageFormat::Rgba32ui) => Ok(naga::StorageFormat::Rgba32Uint),
        Some(spirv::ImageFormat::Rgba32i) => Ok(naga::StorageFormat::Rgba32Sint),
        Some(spirv::ImageFormat::Rgba32f) => Ok(naga::StorageFormat::Rgba32Float),
        _ => Err(Error::UnsupportedImageFormat(word)),
    }
}

#[test]
fn naga_image_formats_agree_with_naga_on_every_word_and_keep_its_error() {
    for word in 0..=64 {
        let ours = map_image_format_checked(word).map_err(|error| error.to_string());
        let naga = naga_front_spv::map_image_format(word).map_err(|error| error.to_string());
        assert_eq!(ours, naga, "word {word}");
    }
}

mod shapes {
    //! Functions of each shape, each beside a copy without the attribute: the two must answer
    //! alike on every value.

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct DwAte(pub u8);
    impl DwAte {
        pub const SIGNED: DwAte = DwAte(0x05);
        pub const UNSIGNED: DwAte = DwAte(0x08);
        pub const FLOAT: DwAte = DwAte(0x04);
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Ty {
        I8,
        I16,
        U8,
        F32,
        F64,
    }

    macro_rules! base_type {
        ($(#[$attribute:meta])* $name:ident) => {
            $(#[$attribute])*
            pub fn $name(encoding: DwAte, byte_size: u8, has_f64: bool) -> Option<Ty> {
                let signed = DwAte::SIGNED;
                Some(match (encoding, byte_size) {
                    (DwAte::SIGNED, 1) => Ty::I8,
                    (DwAte(0x05), 2) => Ty::I16,
                    (DwAte::UNSIGNED, 1) => Ty::U8,
                    (DwAte::FLOAT, 4) => Ty::F32,
                    (DwAte::FLOAT, 8) if has_f64 => Ty::F64,
                    (encoding, _) if encoding == signed => return None,
                    _ => return None,
                })
            }
        };
    }
    // Through a `macro_rules!` passthrough, as generated code is.
    base_type!(
        #[crosswalk::checked(unreached = [], inverse = base_type_of)]
        base_type
    );
    base_type!(plain_base_type);

    #[test]
    fn a_pair_key_in_some_with_early_returns_answers_as_written() {
        for encoding in 0..=255 {
            for size in 0..=16 {
                for has_f64 in [false, true] {
                    let encoding = DwAte(encoding);
                    assert_eq!(
                        base_type(encoding, size, has_f64),
                        plain_base_type(encoding, size, has_f64)
                    );
                }
            }
        }
        assert_eq!(base_type_of(Ty::I8), Some((DwAte::SIGNED, 1)));
        // `DwAte(0x05)` is a pattern with a field: not built back.
        assert_eq!(base_type_of(Ty::I16), None);
        assert_eq!(base_type_of(Ty::F64), None);
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Reg {
        Al,
        Ax,
        Eax,
        Rax,
    }

    #[derive(Debug, PartialEq, Eq)]
    pub struct UnknownRegister(pub u16);

    /// A `TryFrom` impl with its own error, `Self::` targets and the inverse beside it.
    #[crosswalk::checked(unreached = [], inverse = pub(crate) dwarf_number)]
    impl TryFrom<u16> for Reg {
        type Error = UnknownRegister;

        fn try_from(number: u16) -> Result<Self, UnknownRegister> {
            match number {
                0 => Ok(Self::Al),
                1 => Ok(Reg::Ax),
                2 | 0x102 => Ok(Self::Eax),
                3 => Ok(Self::Rax),
                other => Err(UnknownRegister(other)),
            }
        }
    }

    #[test]
    fn a_try_from_impl_keeps_its_error_and_inverts_to_the_first_alternative() {
        assert_eq!(Reg::try_from(0x102), Ok(Reg::Eax));
        assert_eq!(Reg::try_from(7), Err(UnknownRegister(7)));
        assert_eq!(dwarf_number(Reg::Eax), Some(2));
        for number in 0..4 {
            let reg = Reg::try_from(number).ok();
            assert_eq!(reg.and_then(dwarf_number), Some(number));
        }
    }

    pub enum Inst {
        Add { wide: bool },
        Sub,
        Nop,
    }

    pub struct Lowering {
        pub nop_is_add: bool,
    }

    impl Lowering {
        /// A table nested in a larger function, marked, on a reference, with tuple targets.
        #[crosswalk::checked(to = (Reg, u8), from = Inst, many_to_one)]
        pub const fn lower(&self, inst: &Inst) -> Option<(Reg, u8)> {
            if self.nop_is_add {
                return None;
            }
            let value = #[table]
            match inst {
                Inst::Add { wide: true } => (Reg::Rax, 1),
                Inst::Add { .. } => (Reg::Eax, 1),
                Inst::Sub => (Reg::Eax, 2),
                Inst::Nop => (Reg::Al, 0),
            };
            Some(value)
        }
    }

    #[test]
    fn a_marked_table_inside_a_const_method_answers_as_written() {
        const LOWERING: Lowering = Lowering { nop_is_add: false };
        const SUB: Option<(Reg, u8)> = LOWERING.lower(&Inst::Sub);
        assert_eq!(SUB, Some((Reg::Eax, 2)));
        assert_eq!(
            LOWERING.lower(&Inst::Add { wide: true }),
            Some((Reg::Rax, 1))
        );
        assert_eq!(LOWERING.lower(&Inst::Nop), Some((Reg::Al, 0)));
        assert_eq!(Lowering { nop_is_add: true }.lower(&Inst::Nop), None);
    }

    /// `bool` and `char` targets, every `bool` produced.
    #[crosswalk::checked(unreached = [], inverse = from_flag)]
    const fn flag(reg: Reg) -> bool {
        match reg {
            Reg::Al | Reg::Ax => false,
            Reg::Eax => true,
            #[alias]
            Reg::Rax => true,
        }
    }

    #[test]
    fn literal_targets_check_and_invert() {
        assert!(!flag(Reg::Ax));
        assert!(flag(Reg::Rax));
        assert_eq!(from_flag(true), Some(Reg::Eax));
        assert_eq!(from_flag(false), Some(Reg::Al));
    }
}

mod cranelift_x64 {
    //! cranelift's x64 condition codes (`isa/x64/inst/args.rs`): `from_intcc`, and `invert` on
    //! `&self`, an involution that `unreached = []` holds onto every code.

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum IntCC {
        Equal,
        NotEqual,
        SignedLessThan,
        SignedGreaterThanOrEqual,
        SignedGreaterThan,
        SignedLessThanOrEqual,
        UnsignedLessThan,
        UnsignedGreaterThanOrEqual,
        UnsignedGreaterThan,
        UnsignedLessThanOrEqual,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(u8)]
    pub enum CC {
        O = 0,
        NO = 1,
        B = 2,
        NB = 3,
        Z = 4,
        NZ = 5,
        BE = 6,
        NBE = 7,
        S = 8,
        NS = 9,
        L = 12,
        NL = 13,
        LE = 14,
        NLE = 15,
        P = 10,
        NP = 11,
    }

    impl CC {
        #[crosswalk::checked(unreached = [CC::O, CC::NO, CC::S, CC::NS, CC::P, CC::NP], inverse = to_intcc)]
        pub(crate) fn from_intcc(intcc: IntCC) -> Self {
            match intcc {
                IntCC::Equal => CC::Z,
                IntCC::NotEqual => CC::NZ,
                IntCC::SignedGreaterThanOrEqual => CC::NL,
                IntCC::SignedGreaterThan => CC::NLE,
                IntCC::SignedLessThanOrEqual => CC::LE,
                IntCC::SignedLessThan => CC::L,
                IntCC::UnsignedGreaterThanOrEqual => CC::NB,
                IntCC::UnsignedGreaterThan => CC::NBE,
                IntCC::UnsignedLessThanOrEqual => CC::BE,
                IntCC::UnsignedLessThan => CC::B,
            }
        }

        #[crosswalk::checked(unreached = [], inverse = inverted_from)]
        pub(crate) fn invert(&self) -> Self {
            match self {
                CC::O => CC::NO,
                CC::NO => CC::O,
                CC::B => CC::NB,
                CC::NB => CC::B,
                CC::Z => CC::NZ,
                CC::NZ => CC::Z,
                CC::BE => CC::NBE,
                CC::NBE => CC::BE,
                CC::S => CC::NS,
                CC::NS => CC::S,
                CC::L => CC::NL,
                CC::NL => CC::L,
                CC::LE => CC::NLE,
                CC::NLE => CC::LE,
                CC::P => CC::NP,
                CC::NP => CC::P,
            }
        }
    }

    const EVERY_CC: [CC; 16] = [
        CC::O,
        CC::NO,
        CC::B,
        CC::NB,
        CC::Z,
        CC::NZ,
        CC::BE,
        CC::NBE,
        CC::S,
        CC::NS,
        CC::L,
        CC::NL,
        CC::LE,
        CC::NLE,
        CC::P,
        CC::NP,
    ];

    #[test]
    fn the_condition_codes_invert_and_round_trip() {
        for cc in EVERY_CC {
            assert_eq!(cc.invert().invert(), cc);
            assert_eq!(CC::inverted_from(cc.invert()), Some(cc));
            match CC::to_intcc(cc) {
                Some(intcc) => assert_eq!(CC::from_intcc(intcc), cc),
                None => assert!(matches!(
                    cc,
                    CC::O | CC::NO | CC::S | CC::NS | CC::P | CC::NP
                )),
            }
        }
    }
}

mod configured {
    //! An arm under `cfg` whose target exists only under the same `cfg`: the checks and the
    //! inverse carry the arm's `cfg` over.

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Target {
        A,
        B,
        #[cfg(any())]
        Never,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Source {
        A,
        B,
        #[cfg(any())]
        Never,
    }

    #[crosswalk::checked(unreached = [], inverse = source_of)]
    pub fn target_of(source: Source) -> Target {
        match source {
            Source::A => Target::A,
            Source::B => Target::B,
            #[cfg(any())]
            Source::Never => Target::Never,
        }
    }

    #[test]
    fn an_arm_under_cfg_is_checked_and_inverted_under_it() {
        assert_eq!(target_of(Source::B), Target::B);
        assert_eq!(source_of(Target::A), Some(Source::A));
    }
}
