//! Crosswalks written through a `macro_rules!` that passes the attributes on as `meta` fragments:
//! the keys come from the macro's caller, the item and the attribute's call site from the macro.

/// Writes the enum it is given, its attributes passed through as `meta` fragments.
macro_rules! with_attributes {
    ($(#[$meta:meta])* $vis:vis enum $name:ident $(<$($generic:ident),*>)? { $($body:tt)* }) => {
        $(#[$meta])*
        $vis enum $name $(<$($generic),*>)? { $($body)* }
    };
}

/// Writes a declaration of the holder it is given, its attributes passed through as `meta`
/// fragments.
macro_rules! declared {
    ($(#[$meta:meta])* $vis:vis enum $holder:ident for $source:path { $($lines:tt)* }) => {
        crosswalk::declare! {
            $(#[$meta])*
            $vis enum $holder for $source { $($lines)* }
        }
    };
}

/// A target without a roster: `unreached` is checked by an exhaustive `match`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plain {
    /// Zero.
    Nop,
    /// One.
    Add,
    /// Two.
    Mul,
}

/// A target with a roster: `unreached` is checked against its variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Listed {
    /// Zero.
    Nop,
    /// One.
    Add,
    /// Two.
    Mul,
}

with_attributes! {
    /// Onto a target without a roster.
    #[crosswalk::crosswalk(to = Plain, base = 1, unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ToPlain {
        /// One.
        #[to(Add)]
        Add = 1,
        /// Two.
        #[to(Mul)]
        Mul = 2,
    }
}

with_attributes! {
    /// Onto a target with a roster.
    #[crosswalk::crosswalk(to = Listed, on_oob = throw("no such op"), unreached = [Nop])]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ToListed {
        /// Zero.
        #[to(Add)]
        Add,
        /// One.
        #[to(Mul)]
        Mul,
        /// Two.
        #[reject("no division")]
        Div,
    }
}

/// Constants of a type whose field is private, compared by the number they hold.
pub mod vk {
    /// A comparison as Vulkan numbers it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct CompareOp(i32);

    impl CompareOp {
        /// Zero.
        pub const NEVER: Self = Self(0);
        /// One.
        pub const LESS: Self = Self(1);
        /// Seven.
        pub const ALWAYS: Self = Self(7);

        /// The number.
        #[must_use]
        pub const fn as_raw(self) -> i32 {
            self.0
        }
    }
}

with_attributes! {
    /// Onto constants, two of them shared.
    #[crosswalk::crosswalk(to = vk::CompareOp, target_ordinal = vk::CompareOp::as_raw)]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Depth {
        /// Never.
        #[to(NEVER)]
        Never,
        /// Less.
        #[to(LESS)]
        Less,
        /// Always.
        #[to(ALWAYS)]
        Always,
        /// Always, another way.
        #[to(ALWAYS, alias)]
        Pass,
    }
}

/// An opcode byte, made only by a crosswalk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpByte(u8);

impl OpByte {
    /// The byte.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }
}

/// The first discriminant, a constant the macro cannot read.
const FIRST: u8 = 1;

with_attributes! {
    /// Onto numbers, from discriminants only const evaluation knows.
    #[crosswalk::crosswalk(to = OpByte, base = 1, on_oob = default(0xff))]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(u8)]
    pub enum Encoded {
        /// One.
        #[to(0x10)]
        Add = FIRST,
        /// Two.
        #[to(0x11)]
        Sub,
    }
}

with_attributes! {
    /// Variants with fields, onto a target without a roster.
    #[crosswalk::crosswalk(to = Plain, unreached = [Nop])]
    #[derive(Debug)]
    pub enum Inst<R> {
        /// Adds.
        #[to(Add)]
        Add(R, R),
        /// Multiplies.
        #[to(Mul)]
        Mul {
            /// The first.
            a: R,
            /// The second.
            b: R,
        },
    }
}

/// A source for the declarations: the stand-in for another crate's enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Foreign {
    /// Zero.
    Add,
    /// One.
    Mul,
    /// Two.
    Div,
}

declared! {
    /// Onto a target without a roster.
    #[crosswalk(to = Plain, unreached = [Nop])]
    pub enum DeclaredPlain for Foreign {
        Add => Add,
        Mul => Mul,
        Div => reject("no division"),
    }
}

declared! {
    /// Onto a target with a roster.
    #[crosswalk(to = Listed, on_oob = throw("no such op"), unreached = [Nop])]
    pub enum DeclaredListed for Foreign {
        Add => Add,
        Mul => Mul,
        Div => reject("no division"),
    }
}

declared! {
    /// Every variant no line names, by the `_` line; `From` into a target of this crate.
    #[crosswalk(to = Listed, unreached = [Nop, Add], convert)]
    pub enum DeclaredRest for Foreign {
        Mul => Mul,
        _ => reject("not a multiplication"),
    }
}

#[cfg(test)]
mod tests {
    use super::{
        DeclaredListed, DeclaredPlain, Depth, Encoded, Foreign, Inst, Listed, OpByte, Plain,
        ToListed, ToPlain, vk,
    };
    use crosswalk::{Crosswalk, ErrorKind};

    #[test]
    fn the_attribute_through_a_macro_translates() {
        assert_eq!(ToPlain::Add.translate(), Ok(Plain::Add));
        assert_eq!(ToPlain::translate_ordinal(2), Ok(Plain::Mul));
        assert_eq!(ToPlain::from_target(Plain::Nop), None);
        assert_eq!(<ToPlain as Crosswalk>::BASE, 1);
        assert_eq!(ToListed::Mul.translate(), Ok(Listed::Mul));
        let error = ToListed::Div.translate().unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Rejected);
        assert_eq!(
            ToListed::translate_ordinal(3).unwrap_err().to_string(),
            "no such op"
        );
    }

    #[test]
    fn the_other_shapes_through_a_macro_translate() {
        assert_eq!(vk::CompareOp::from(Depth::Pass), vk::CompareOp::ALWAYS);
        assert_eq!(
            Depth::from_target(vk::CompareOp::ALWAYS),
            Some(Depth::Always)
        );
        assert_eq!(OpByte::from(Encoded::Sub).get(), 0x11);
        assert_eq!(Encoded::translate_ordinal(3).map(OpByte::get), Ok(0xff));
        assert_eq!(Inst::Mul { a: 1, b: 2 }.translate(), Ok(Plain::Mul));
        assert_eq!(Plain::from(&Inst::Add(0_u8, 1)), Plain::Add);
        assert_eq!(Listed::try_from(Foreign::Mul), Ok(Listed::Mul));
        assert!(Listed::try_from(Foreign::Add).is_err());
    }

    #[test]
    fn the_declaration_through_a_macro_translates() {
        assert_eq!(DeclaredPlain::translate(Foreign::Add), Ok(Plain::Add));
        assert_eq!(DeclaredPlain::from_target(Plain::Mul), Some(Foreign::Mul));
        assert_eq!(DeclaredListed::translate_ordinal(1), Ok(Listed::Mul));
        let error = DeclaredListed::translate(Foreign::Div).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Rejected);
    }
}
