//! Translators that return the caller's own error: `error = E, error_from = const_fn`. naga's
//! SPIR-V front end reads an image format word into its `StorageFormat` or its own
//! `Error::UnsupportedImageFormat(word)`, compared with naga's hand-written function for every
//! word around the table; and an enum whose rejected and out-of-range ordinals become two
//! variants of its own error, compared with a hand-written `match` for every ordinal in a range.

use crosswalk::{Crosswalk, ErrorKind};
use foreign_reference::naga_front_spv::{self, Error as SpvError};

/// How naga's front end reports a word it has no format for, whichever way the crosswalk failed.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // The word is a `u32` ordinal.
const fn image_format_error(error: crosswalk::Error) -> SpvError {
    SpvError::UnsupportedImageFormat(error.ordinal() as u32)
}

crosswalk::declare! {
    /// SPIR-V's image formats in naga's numbering, failing as naga's front end does.
    #[crosswalk(
        to = naga::StorageFormat,
        error = SpvError,
        error_from = image_format_error,
    )]
    pub enum SpirvFormats for spirv::ImageFormat {
        Unknown | R64ui | R64i => reject,
        R8 => R8Unorm,
        R8Snorm => R8Snorm,
        R8ui => R8Uint,
        R8i => R8Sint,
        R16 => R16Unorm,
        R16Snorm => R16Snorm,
        R16ui => R16Uint,
        R16i => R16Sint,
        R16f => R16Float,
        Rg8 => Rg8Unorm,
        Rg8Snorm => Rg8Snorm,
        Rg8ui => Rg8Uint,
        Rg8i => Rg8Sint,
        R32ui => R32Uint,
        R32i => R32Sint,
        R32f => R32Float,
        Rg16 => Rg16Unorm,
        Rg16Snorm => Rg16Snorm,
        Rg16ui => Rg16Uint,
        Rg16i => Rg16Sint,
        Rg16f => Rg16Float,
        Rgba8 => Rgba8Unorm,
        Rgba8Snorm => Rgba8Snorm,
        Rgba8ui => Rgba8Uint,
        Rgba8i => Rgba8Sint,
        Rgb10a2ui => Rgb10a2Uint,
        Rgb10A2 => Rgb10a2Unorm,
        R11fG11fB10f => Rg11b10Float,
        Rg32ui => Rg32Uint,
        Rg32i => Rg32Sint,
        Rg32f => Rg32Float,
        Rgba16 => Rgba16Unorm,
        Rgba16Snorm => Rgba16Snorm,
        Rgba16ui => Rgba16Uint,
        Rgba16i => Rgba16Sint,
        Rgba16f => Rgba16Float,
        Rgba32ui => Rgba32Uint,
        Rgba32i => Rgba32Sint,
        Rgba32f => Rgba32Float,
    }
}

/// naga's `Error` has no `PartialEq`: compared as it prints, variant and word.
fn same<T: std::fmt::Debug>(ours: &Result<T, SpvError>, naga: &Result<T, SpvError>) -> bool {
    format!("{ours:?}") == format!("{naga:?}")
}

#[test]
fn every_word_reads_as_naga_reads_it() {
    for word in (0..200).chain([1000, u32::MAX - 1, u32::MAX]) {
        let ours: Result<naga::StorageFormat, SpvError> = SpirvFormats::translate_ordinal(word);
        let naga = naga_front_spv::map_image_format(word);
        assert!(same(&ours, &naga), "word {word}: {ours:?}, naga {naga:?}");
        // The same message too, which naga's `Display` writes from the word.
        if let (Err(ours), Err(naga)) = (ours, naga) {
            assert_eq!(ours.to_string(), naga.to_string());
        }
    }
}

#[test]
fn every_format_translates_as_its_word_does() {
    for word in 0..=41 {
        let format = spirv::ImageFormat::from_u32(word).expect("a format");
        let typed = SpirvFormats::translate(format);
        assert!(
            same(&typed, &naga_front_spv::map_image_format(word)),
            "word {word}: {typed:?}"
        );
    }
}

/// The trait keeps the runtime's error, for code generic over crosswalks: the caller's is made
/// of it.
#[test]
fn the_trait_gives_the_runtime_s_error() {
    type Trait = dyn Fn(u32) -> Result<naga::StorageFormat, crosswalk::Error>;
    let read: &Trait = &<spirv::ImageFormat as Crosswalk<SpirvFormats>>::translate_ordinal;
    let rejected = read(0).unwrap_err();
    assert_eq!(
        (rejected.kind(), rejected.ordinal()),
        (ErrorKind::Rejected, 0)
    );
    let unknown = read(1000).unwrap_err();
    assert_eq!(
        (unknown.kind(), unknown.ordinal()),
        (ErrorKind::OutOfRange, 1000)
    );
    let typed =
        <spirv::ImageFormat as Crosswalk<SpirvFormats>>::translate(spirv::ImageFormat::R64i);
    assert_eq!(typed.unwrap_err().kind(), ErrorKind::Rejected);
    assert_eq!(
        <spirv::ImageFormat as Crosswalk<SpirvFormats>>::translate_ordinal(4),
        Ok(naga::StorageFormat::Rgba8Unorm)
    );
}

#[test]
fn the_translators_stay_const() {
    const READ: Result<naga::StorageFormat, SpvError> = SpirvFormats::translate_ordinal(4);
    const UNKNOWN: Result<naga::StorageFormat, SpvError> = SpirvFormats::translate_ordinal(77);
    const REJECTED: Result<naga::StorageFormat, SpvError> =
        SpirvFormats::translate(spirv::ImageFormat::Unknown);
    assert!(matches!(READ, Ok(naga::StorageFormat::Rgba8Unorm)));
    assert!(matches!(UNKNOWN, Err(SpvError::UnsupportedImageFormat(77))));
    assert!(matches!(REJECTED, Err(SpvError::UnsupportedImageFormat(0))));
}

mod isa {
    /// A machine's instructions.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Inst {
        Nop,
        Load,
        Add,
        Jump,
    }

    /// An encoder's own error: what it reports of an opcode it has no instruction for.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EncodeError {
        /// A known opcode this machine lacks, with the declared reason.
        Unsupported { opcode: u16, reason: &'static str },
        /// A word that is no opcode.
        UnknownOpcode(u16),
    }

    impl EncodeError {
        /// Built from a crosswalk's error: its kind decides the variant, its message the reason.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // A `u16` ordinal.
        pub const fn from_crosswalk(error: crosswalk::Error) -> Self {
            let opcode = error.ordinal() as u16;
            match (error.kind(), error.declared_message()) {
                (crosswalk::ErrorKind::Rejected, Some(reason)) => {
                    Self::Unsupported { opcode, reason }
                }
                (crosswalk::ErrorKind::Rejected, None) => Self::Unsupported {
                    opcode,
                    reason: "rejected",
                },
                _ => Self::UnknownOpcode(opcode),
            }
        }
    }
}

use isa::{EncodeError, Inst};

/// `throw` and `reject` mixed, a hole and a base: two kinds of runtime error, each its own
/// variant of the caller's error.
#[crosswalk::crosswalk(
    to = Inst,
    base = 1,
    on_oob = throw("no such opcode"),
    error = EncodeError,
    error_from = EncodeError::from_crosswalk,
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(u16)]
pub enum Opcode {
    #[to(Nop)]
    Nop = 1,
    #[to(Load)]
    Load = 2,
    #[reject("no stores on this machine")]
    Store = 3,
    #[to(Add)]
    Add = 5,
    #[reject]
    Trap = 6,
    #[to(Jump)]
    Jump = 7,
}

/// The original, by hand.
fn encode(opcode: u16) -> Result<Inst, EncodeError> {
    match opcode {
        1 => Ok(Inst::Nop),
        2 => Ok(Inst::Load),
        3 => Err(EncodeError::Unsupported {
            opcode,
            reason: "no stores on this machine",
        }),
        5 => Ok(Inst::Add),
        6 => Err(EncodeError::Unsupported {
            opcode,
            reason: "rejected",
        }),
        7 => Ok(Inst::Jump),
        _ => Err(EncodeError::UnknownOpcode(opcode)),
    }
}

#[test]
fn every_ordinal_fails_as_the_hand_written_encoder_does() {
    for opcode in (0..=300).chain([u16::MAX - 1, u16::MAX]) {
        assert_eq!(
            Opcode::translate_ordinal(opcode),
            encode(opcode),
            "opcode {opcode}"
        );
    }
}

#[test]
fn every_variant_and_its_conversion_fail_as_its_ordinal_does() {
    for &opcode in <Opcode as crosswalk::Roster>::VARIANTS {
        let expected = encode(opcode as u16);
        assert_eq!(opcode.translate(), expected, "{opcode:?}");
        let converted: Result<Inst, EncodeError> = Inst::try_from(opcode);
        assert_eq!(converted, expected, "{opcode:?}");
    }
}

/// `TryFrom`'s error is the caller's, so `?` in the caller's code needs no conversion.
#[test]
fn question_mark_carries_the_caller_s_error() {
    fn both(first: Opcode, second: u16) -> Result<(Inst, Inst), EncodeError> {
        Ok((Inst::try_from(first)?, Opcode::translate_ordinal(second)?))
    }
    assert_eq!(both(Opcode::Add, 7), Ok((Inst::Add, Inst::Jump)));
    assert_eq!(both(Opcode::Add, 4), Err(EncodeError::UnknownOpcode(4)));
    assert_eq!(
        both(Opcode::Store, 7),
        Err(EncodeError::Unsupported {
            opcode: 3,
            reason: "no stores on this machine"
        })
    );
}

#[test]
fn the_trait_and_the_table_keep_the_runtime_s_errors() {
    let error = <Opcode as Crosswalk>::translate_ordinal(4).unwrap_err();
    assert_eq!(error.to_string(), "no such opcode");
    assert_eq!(error.kind(), ErrorKind::OutOfRange);
    let rejected = <Opcode as Crosswalk>::translate(Opcode::Trap).unwrap_err();
    assert_eq!(rejected.kind(), ErrorKind::Rejected);
    assert!(matches!(
        <Opcode as Crosswalk>::CELLS[2],
        crosswalk::Cell::Rejected {
            source: Opcode::Store,
            ..
        }
    ));
    // Going back reads no error at all.
    assert_eq!(Opcode::from_target(Inst::Add), Some(Opcode::Add));
}

/// A named crosswalk's own error, from an enum whose variants carry operands (generic over them):
/// the suffixed translator takes `&self`, and `convert`'s `TryFrom` has the caller's error.
mod operands {
    /// Names the crosswalk onto the encoder's opcodes.
    pub enum X64 {}

    /// The encoder's own error: only the rejection is known, by its message.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Unencodable(pub &'static str);

    pub const fn unencodable(error: crosswalk::Error) -> Unencodable {
        match error.declared_message() {
            Some(message) => Unencodable(message),
            None => Unencodable("rejected"),
        }
    }
}

/// An instruction over registers of any type.
#[crosswalk::crosswalk(
    to = u8,
    name = operands::X64,
    suffix = x64,
    convert,
    error = operands::Unencodable,
    error_from = operands::unencodable,
)]
#[derive(Clone, Debug, PartialEq, Eq)]
enum Inst2<R> {
    #[to(X64 = 0x90)]
    Nop,
    #[to(X64 = 0x01)]
    Add { dst: R, a: R },
    #[reject(X64 = "no three-operand store")]
    Store(R, R, R),
    #[reject(X64)]
    Halt,
}

#[test]
fn a_named_crosswalk_of_operands_fails_with_the_caller_s_error() {
    use operands::Unencodable;
    let expected = |inst: &Inst2<u8>| match inst {
        Inst2::Nop => Ok(0x90),
        Inst2::Add { .. } => Ok(0x01),
        Inst2::Store(..) => Err(Unencodable("no three-operand store")),
        Inst2::Halt => Err(Unencodable("rejected")),
    };
    for inst in [
        Inst2::Nop,
        Inst2::Add { dst: 1, a: 2 },
        Inst2::Store(1, 2, 3),
        Inst2::Halt,
    ] {
        let translated: Result<u8, Unencodable> = inst.translate_x64();
        assert_eq!(translated, expected(&inst), "{inst:?}");
        assert_eq!(u8::try_from(&inst), expected(&inst), "{inst:?}");
    }
}

/// A crosswalk under `cfg`, which the derive that sees it evaluated expands: the same error.
#[crosswalk::crosswalk(
    to = Inst,
    cfg(not(any())),
    error = EncodeError,
    error_from = EncodeError::from_crosswalk,
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
enum Configured {
    #[to(Nop)]
    Nop = 1,
    #[reject("no stores on this machine")]
    Store = 3,
}

#[test]
fn a_configured_crosswalk_fails_with_the_caller_s_error() {
    assert_eq!(Configured::translate_ordinal(1), Ok(Inst::Nop));
    for opcode in [0, 2, 4, 300] {
        assert_eq!(
            Configured::translate_ordinal(opcode),
            Err(EncodeError::UnknownOpcode(opcode))
        );
    }
    assert_eq!(Configured::Store.translate(), encode(3));
}

/// An error type whose generic arguments hold a comma, written whole in `error = …`.
mod generic_error {
    /// A decoder's error, generic over what it keeps of the word and why.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Fault<Word, Reason> {
        pub word: Word,
        pub reason: Reason,
    }

    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // A `u8` ordinal.
    pub const fn fault(error: crosswalk::Error) -> Fault<u8, &'static str> {
        Fault {
            word: error.ordinal() as u8,
            reason: match error.declared_message() {
                Some(message) => message,
                None => "no such word",
            },
        }
    }
}

#[crosswalk::crosswalk(
    to = Inst,
    error = generic_error::Fault<u8, &'static str>,
    error_from = generic_error::fault,
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Word {
    #[to(Nop)]
    Nop,
    #[reject("reserved")]
    Reserved,
    #[to(Jump)]
    Jump,
}

#[test]
fn an_error_type_with_several_generic_arguments_is_read_whole() {
    use generic_error::Fault;
    let expected = |word: u8| match word {
        0 => Ok(Inst::Nop),
        1 => Err(Fault {
            word,
            reason: "reserved",
        }),
        2 => Ok(Inst::Jump),
        _ => Err(Fault {
            word,
            reason: "no such word",
        }),
    };
    for word in 0..=u8::MAX {
        assert_eq!(Word::translate_ordinal(word), expected(word), "word {word}");
    }
    assert_eq!(Word::Reserved.translate(), expected(1));
}
