//! Hygiene: crosswalks and rosters in a crate as strict as they come. Generated code that needs
//! `unsafe`, trips a rustc or `clippy::pedantic` lint, or lacks docs on a public item fails this
//! crate's build (`cargo clippy -p strict_consumer --all-targets -- -D warnings`).
#![forbid(unsafe_code)]
#![deny(warnings)]
#![deny(missing_docs)]
#![deny(clippy::all, clippy::pedantic)]
#![deny(
    missing_debug_implementations,
    missing_copy_implementations,
    trivial_casts,
    trivial_numeric_casts,
    unreachable_pub,
    unused_qualifications,
    unused_import_braces,
    unused_results,
    unused_lifetimes,
    single_use_lifetimes,
    elided_lifetimes_in_paths,
    rust_2018_idioms,
    unit_bindings,
    variant_size_differences
)]

/// The IR's numbering: a public target with a roster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, crosswalk::Roster)]
#[roster(rename_all = "kebab-case")]
pub enum Opcode {
    /// No operation.
    Nop,
    /// Load from memory.
    LoadWord,
    /// Store to memory.
    StoreWord,
    /// Jump.
    Jump,
}

/// A public source: every variant maps (so `Opcode: From<Mnemonic>`).
#[crosswalk::crosswalk(
    to = Opcode,
    base = 1,
    on_oob = throw("unknown mnemonic"),
    unreached = []
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, crosswalk::Roster)]
pub enum Mnemonic {
    /// `ld`.
    #[to(LoadWord)]
    Ld = 1,
    /// `st`.
    #[to(StoreWord)]
    St = 2,
    /// `jmp`.
    #[to(Jump)]
    Jmp = 3,
    /// `b`, a second spelling of `jmp`.
    #[to(Jump, alias)]
    B = 4,
    /// `nop`.
    #[to(Nop)]
    Nop = 5,
}

pub mod real_enums;

pub(crate) mod internal {
    //! Crate-visible enums: `pub(crate)` translators, no `unreachable_pub` in sight.

    /// A crate-private numbering with a hole, a rejected variant and a soft default.
    #[crosswalk::crosswalk(to = super::Opcode, on_oob = default(Nop), unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(crate) enum Encoded {
        /// Loads.
        #[to(LoadWord)]
        Load = 0,
        /// Stores.
        #[to(StoreWord)]
        Store = 1,
        /// Not encodable.
        #[reject("halt has no encoding")]
        Halt = 2,
        /// After a hole.
        #[to(Jump)]
        Branch = 7,
    }

    /// A crate-private target with sparse ordinals.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
    pub(crate) enum Unit {
        /// The load/store unit.
        Memory = 10,
        /// The branch unit.
        Branch = 20,
    }

    /// A crate-private source onto a crate-private target, throwing without a message.
    #[crosswalk::crosswalk(to = Unit)]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(crate) enum Stage {
        /// Loads and stores.
        #[to(Memory)]
        Mem,
        /// Jumps.
        #[to(Branch)]
        Br,
    }
}

/// Decodes a raw mnemonic ordinal, the public way in.
///
/// # Errors
/// The crosswalk's error for an ordinal with no mnemonic.
pub fn decode(ordinal: u32) -> Result<Opcode, crosswalk::Error> {
    Mnemonic::translate_ordinal(ordinal)
}

/// Whether a raw encoded ordinal translates to a jump (exercises the `pub(crate)` crosswalk).
#[must_use]
pub fn is_encoded_jump(ordinal: u32) -> bool {
    matches!(
        internal::Encoded::translate_ordinal(ordinal),
        Ok(Opcode::Jump)
    )
}

/// The ordinal of the unit a raw stage ordinal runs on (exercises crate-private source and target).
#[must_use]
pub fn unit_ordinal(stage: u32) -> Option<u32> {
    internal::Stage::translate_ordinal(stage)
        .ok()
        .map(|unit| unit.ordinal().get())
}

#[cfg(test)]
mod tests {
    use super::internal::{Encoded, Stage, Unit};
    use super::{Mnemonic, Opcode, decode, is_encoded_jump, unit_ordinal};
    use crosswalk::{Crosswalk, ErrorKind, Roster};

    #[test]
    fn public_crosswalk() {
        assert_eq!(Opcode::from(Mnemonic::B), Opcode::Jump);
        assert_eq!(Mnemonic::Nop.translate(), Ok(Opcode::Nop));
        assert_eq!(decode(2), Ok(Opcode::StoreWord));
        let error = decode(0).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::OutOfRange);
        assert_eq!(error.to_string(), "unknown mnemonic");
        assert_eq!(<Mnemonic as Crosswalk>::BASE, 1);
        assert_eq!(Mnemonic::from_target(Opcode::Jump), Some(Mnemonic::Jmp));
        assert_eq!(Encoded::from_target(Opcode::Nop), None);
    }

    #[test]
    fn crate_private_crosswalks() {
        assert_eq!(Opcode::try_from(Encoded::Store), Ok(Opcode::StoreWord));
        assert_eq!(
            Opcode::try_from(Encoded::Halt).unwrap_err().to_string(),
            "halt has no encoding"
        );
        assert!(is_encoded_jump(7));
        assert!(!is_encoded_jump(3));
        assert_eq!(Encoded::translate_ordinal(3), Ok(Opcode::Nop));
        assert_eq!(
            Encoded::translate_ordinal(2).map_err(|error| error.kind()),
            Err(ErrorKind::Rejected)
        );
        assert_eq!(Unit::from(Stage::Br), Unit::Branch);
        assert_eq!(Stage::translate_ordinal(0), Ok(Unit::Memory));
        assert_eq!(
            Stage::translate_ordinal(2).map_err(|error| error.kind()),
            Err(ErrorKind::OutOfRange)
        );
        assert_eq!(Unit::Branch.ordinal().get(), 20);
        assert_eq!(unit_ordinal(1), Some(20));
        assert_eq!(unit_ordinal(2), None);
        assert_eq!(Unit::try_from(10_u32), Ok(Unit::Memory));
    }

    #[test]
    fn roster_names() {
        assert_eq!(Opcode::NAMES, ["nop", "load-word", "store-word", "jump"]);
        assert_eq!("load-word".parse::<Opcode>(), Ok(Opcode::LoadWord));
        assert_eq!(Opcode::StoreWord.to_string(), "store-word");
        assert_eq!(Mnemonic::Jmp.name(), "Jmp");
        assert_eq!(Mnemonic::from_ordinal(4), Some(Mnemonic::B));
        assert!("LoadWord".parse::<Opcode>().is_err());
    }
}

/// `#[crosswalk::checked]` on a public `const fn`: the checks and the inverse add no lint, no
/// `unsafe` and no undocumented public item.
#[crosswalk::checked(unreached = [], inverse = mnemonic_of)]
#[must_use]
pub const fn opcode_of(mnemonic: Mnemonic) -> Opcode {
    match mnemonic {
        Mnemonic::Ld => Opcode::LoadWord,
        Mnemonic::St => Opcode::StoreWord,
        Mnemonic::Jmp | Mnemonic::B => Opcode::Jump,
        Mnemonic::Nop => Opcode::Nop,
    }
}

#[cfg(test)]
mod checked_tests {
    use super::{
        Decoder, Mnemonic, Opcode, mnemonic_from_opcode, mnemonic_of, opcode_from_mnemonic,
        opcode_of,
    };

    #[test]
    fn the_checked_functions_answer_as_written() {
        assert_eq!(opcode_of(Mnemonic::B), Opcode::Jump);
        assert_eq!(mnemonic_of(Opcode::Jump), Some(Mnemonic::Jmp));
        let decoder = Decoder { jumps: false };
        assert_eq!(decoder.decode(3), None);
        assert_eq!(Decoder { jumps: true }.decode(3), Some(Opcode::Jump));
        assert_eq!(Decoder::encode(Opcode::StoreWord), Some(2));
        // The guarded arm is not inverted.
        assert_eq!(Decoder::encode(Opcode::Jump), None);
        // A target named through the body's own `use` and `const`.
        assert_eq!(mnemonic_from_opcode(Opcode::Jump), Mnemonic::Jmp);
        assert_eq!(opcode_from_mnemonic(Mnemonic::Jmp), Some(Opcode::Jump));
        assert_eq!(opcode_from_mnemonic(Mnemonic::B), None);
    }
}

/// A method returning `Option`, a nested marked table with a hand-written early return, through
/// a `macro_rules!` passthrough.
#[derive(Debug, Clone, Copy)]
pub struct Decoder {
    /// Whether jumps decode.
    pub jumps: bool,
}

macro_rules! decoder_impl {
    ($(#[$attribute:meta])*) => {
        impl Decoder {
            /// Decodes a byte.
            $(#[$attribute])*
            #[must_use]
            pub fn decode(self, byte: u8) -> Option<Opcode> {
                if byte == 0xff {
                    return None;
                }
                let jump = Opcode::Jump;
                #[table]
                match byte {
                    0 => Some(Opcode::Nop),
                    1 => Some(Opcode::LoadWord),
                    2 => Some(Opcode::StoreWord),
                    3 if self.jumps => Some(jump),
                    _ => None,
                }
            }
        }
    };
}
decoder_impl!(#[crosswalk::checked(unreached = [], inverse = encode)]);

/// A body that opens with items: the checks go after them, so `clippy::items_after_statements`
/// has nothing to say.
#[crosswalk::checked(unreached = [Mnemonic::B], inverse = opcode_from_mnemonic)]
#[must_use]
pub const fn mnemonic_from_opcode(opcode: Opcode) -> Mnemonic {
    use Mnemonic as M;
    const JUMP: Mnemonic = M::Jmp;
    match opcode {
        Opcode::Nop => M::Nop,
        Opcode::LoadWord => M::Ld,
        Opcode::StoreWord => M::St,
        Opcode::Jump => JUMP,
    }
}

/// Public enums whose translators `vis` keeps inside the crate: no `unreachable_pub`, no dead
/// code for the ones the crate does not call, no `From`.
pub mod narrowed {
    /// A public source whose methods are `pub(crate)`.
    #[crosswalk::crosswalk(to = super::Opcode, base = 1, vis = pub(crate), unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Wire {
        /// Loads.
        #[to(LoadWord)]
        Load = 1,
        /// Stores.
        #[to(StoreWord)]
        Store = 2,
        /// Jumps.
        #[to(Jump)]
        Jump = 3,
    }

    /// A public source whose methods are `pub(crate)`, one rejected: `TryFrom` on request.
    #[crosswalk::crosswalk(to = super::Opcode, vis = pub(crate), convert, unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Checked {
        /// Loads.
        #[to(LoadWord)]
        Load,
        /// Stores.
        #[to(StoreWord)]
        Store,
        /// Jumps.
        #[to(Jump)]
        Jump,
        /// No opcode.
        #[reject]
        Halt,
    }

    crosswalk::declare! {
        /// A public holder whose functions are `pub(crate)`.
        #[crosswalk(to = Checked, vis = pub(crate))]
        pub enum Back for super::Opcode {
            Nop => Halt,
            LoadWord => Load,
            StoreWord => Store,
            Jump => Jump,
        }
    }
}

/// Decodes a raw wire ordinal through the `pub(crate)` translator.
///
/// # Errors
/// The crosswalk's error for an ordinal with no opcode.
pub fn decode_wire(ordinal: u32) -> Result<Opcode, crosswalk::Error> {
    narrowed::Wire::translate_ordinal(ordinal)
}

#[cfg(test)]
mod narrowed_tests {
    use super::narrowed::{Back, Checked, Wire};
    use super::{Opcode, decode_wire};
    use crosswalk::Crosswalk;

    #[test]
    fn narrowed_translators() {
        assert_eq!(decode_wire(3), Ok(Opcode::Jump));
        assert_eq!(Wire::Store.to_target(), Opcode::StoreWord);
        assert_eq!(<Wire as Crosswalk>::BASE, 1);
        assert_eq!(Opcode::try_from(Checked::Load), Ok(Opcode::LoadWord));
        assert_eq!(Back::to_target(Opcode::Nop), Checked::Halt);
    }
}

/// Primitive targets, read back by a cast: a `bool` several variants share, a `char`, a `u8`
/// and an `i8` with an associated constant.
#[crosswalk::crosswalk(to = bool, many_to_one)]
#[crosswalk::crosswalk(to = char, name = Letter)]
#[crosswalk::crosswalk(to = u8, name = Byte, base = 1, on_oob = default(0xff))]
#[crosswalk::crosswalk(to = i8, name = Offset)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatCmp {
    /// Ordered and equal.
    #[to(false, Letter = 'e', Byte = 0x10, Offset = -128)]
    Eq = 1,
    /// Unordered.
    #[to(true, Letter = 'u', Byte = 0x11, Offset = MAX)]
    Uno = 2,
    /// Unordered or equal.
    #[to(true, Letter = 'q', Byte = 0x20, Offset = -1)]
    Ueq = 3,
}

/// Names the `char` crosswalk of [`FloatCmp`].
#[derive(Clone, Copy, Debug)]
pub enum Letter {}

/// Names the `u8` crosswalk of [`FloatCmp`].
#[derive(Clone, Copy, Debug)]
pub enum Byte {}

/// Names the `i8` crosswalk of [`FloatCmp`].
#[derive(Clone, Copy, Debug)]
pub enum Offset {}

/// A condition code: the mask of the outcomes it accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cond(pub u8);

/// The "equal" bit of a [`Cond`].
pub const EQ: u8 = 8;
/// The "less" bit of a [`Cond`].
pub const LT: u8 = 2;

/// Number targets written as integer constant expressions.
#[crosswalk::crosswalk(to = Cond, on_oob = default(EQ | LT | 4))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// Equal.
    #[to(8)]
    Equal,
    /// Less or equal.
    #[to(EQ | LT)]
    LessEqual,
    /// The same, written the other way round.
    #[to(LT | EQ, alias)]
    NotGreater,
    /// Greater.
    #[to(1 << 2)]
    Greater,
    /// Less.
    #[to((LT))]
    Less,
}

/// A condition code with a named field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedCond {
    /// The mask of the outcomes it accepts.
    pub mask: u8,
}

/// Numbers built into a named field.
#[crosswalk::crosswalk(to = NamedCond { mask }, on_oob = default(0))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedCompare {
    /// Equal.
    #[to(8)]
    Equal,
    /// Less or equal.
    #[to(EQ | LT)]
    LessEqual,
}

/// The first opcode of a numbering placed by a constant.
pub const FIRST_OPCODE: u16 = 0x100;

/// A `base` that only const evaluation computes, under the strict lints: its tables are built by
/// const evaluation and its checks run there.
#[crosswalk::crosswalk(to = Opcode, base = FIRST_OPCODE - 1, on_oob = default(Nop))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Placed {
    /// `ld`, one below the first opcode.
    #[to(LoadWord)]
    Ld = 0xff,
    /// `st`.
    #[to(StoreWord)]
    St = FIRST_OPCODE,
    /// `jmp`, past a hole.
    #[to(Jump)]
    Jmp = FIRST_OPCODE + 2,
}

/// An assembler's own error, which its translators return.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssembleError {
    /// A known word this machine has no instruction for.
    Unsupported(u32),
    /// A word that is no instruction.
    Unknown(u32),
}

impl AssembleError {
    /// Built from a crosswalk's error, in a `const fn`.
    #[must_use]
    // A `u32` ordinal, which `ordinal()` holds exactly.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    pub const fn from_crosswalk(error: crosswalk::Error) -> Self {
        let word = error.ordinal() as u32;
        match error.kind() {
            crosswalk::ErrorKind::Rejected => Self::Unsupported(word),
            _ => Self::Unknown(word),
        }
    }
}

/// A public crosswalk returning the caller's error.
#[crosswalk::crosswalk(
    to = Opcode,
    error = AssembleError,
    error_from = AssembleError::from_crosswalk
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Assembled {
    /// `nop`.
    #[to(Nop)]
    Nop,
    /// A store this machine lacks.
    #[reject]
    Store,
}

crosswalk::declare! {
    /// A declaration returning the caller's error.
    #[crosswalk(to = Opcode, error = AssembleError, error_from = AssembleError::from_crosswalk)]
    pub enum Assemblies for Assembled {
        Nop => Nop,
        Store => reject("no stores"),
    }
}
