//! `#[repr(u8)]`, `#[repr(u16)]` and `#[repr(i8)]` sources, and a `#[repr(u8)]` target: a
//! source's raw path takes its repr, and `ordinal - base` wraps in the repr's unsigned twin.

/// A byte-sized target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(u8)]
pub enum Tag {
    /// `0x0e`.
    E4m3 = 0x0e,
    /// `0xff`, the largest byte.
    Max = 0xff,
}

/// A byte-sized source, with hex discriminants up to `u8::MAX`.
#[crosswalk::crosswalk(to = Tag, base = 0xfd)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(u8)]
pub enum Byte {
    /// `0xfd`.
    #[to(E4m3)]
    Low = 0xfd,
    /// `0xfe`.
    #[reject("0xfe is reserved")]
    Reserved = 0xfe,
    /// `0xff`.
    #[to(Max)]
    High = 0xff,
}

/// A `u16` source above `u8` range, with an underscore literal.
#[crosswalk::crosswalk(to = Tag, base = 1_000, on_oob = default(Max))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Wide {
    /// 1000.
    #[to(E4m3)]
    Thousand = 1_000,
    /// 1001.
    #[to(Max)]
    ThousandOne,
}

/// A signed source with negative discriminants and a negative `base`.
#[crosswalk::crosswalk(to = Tag, base = -2)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
#[repr(i8)]
pub enum Signed {
    /// -2.
    #[to(E4m3)]
    Sentinel = -2,
    /// -1.
    #[reject]
    Invalid = -1,
    /// 1, after a hole at 0.
    #[to(Max)]
    One = 1,
}

#[cfg(test)]
mod tests {
    use super::{Byte, Signed, Tag, Wide};
    use crosswalk::{Crosswalk, ErrorKind};

    #[test]
    fn byte_sized_enums() {
        assert_eq!(Byte::translate_ordinal(0xfd), Ok(Tag::E4m3));
        assert_eq!(Byte::translate_ordinal(0xff), Ok(Tag::Max));
        assert_eq!(
            Byte::translate_ordinal(0xfe).unwrap_err().kind(),
            ErrorKind::Rejected
        );
        assert_eq!(
            Byte::translate_ordinal(0x00).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(
            Byte::translate_ordinal(0xfc).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(Tag::try_from(Byte::High), Ok(Tag::Max));
        assert_eq!(Byte::High.ordinal().get(), 255);
        assert_eq!(Tag::try_from(0x0e_u8), Ok(Tag::E4m3));
        assert_eq!(Tag::from_ordinal(0x0f), None);
        assert_eq!(Tag::Max.ordinal().get(), u8::MAX);
        assert_eq!(Byte::Reserved as u32, 0xfe);
        assert_eq!(Byte::from_name("Reserved"), Some(Byte::Reserved));
    }

    #[test]
    fn negative_discriminants() {
        assert_eq!(Signed::translate_ordinal(-2), Ok(Tag::E4m3));
        assert_eq!(Signed::translate_ordinal(1), Ok(Tag::Max));
        let rejected = Signed::translate_ordinal(-1).unwrap_err();
        assert_eq!(rejected.kind(), ErrorKind::Rejected);
        assert_eq!(rejected.ordinal(), -1);
        let hole = Signed::translate_ordinal(0).unwrap_err();
        assert_eq!(hole.kind(), ErrorKind::OutOfRange);
        assert_eq!(hole.ordinal(), 0);
        let below = Signed::translate_ordinal(-128).unwrap_err();
        assert_eq!(
            (below.kind(), below.ordinal()),
            (ErrorKind::OutOfRange, -128)
        );
        assert!(below.to_string().ends_with("ordinal -128"), "{below}");
        assert_eq!(Signed::translate_ordinal(127).unwrap_err().ordinal(), 127);
        assert_eq!(Signed::Sentinel.translate(), Ok(Tag::E4m3));
        assert_eq!(Signed::Invalid.translate().unwrap_err().ordinal(), -1);
        assert_eq!(<Signed as Crosswalk>::BASE, -2_i8);
        assert_eq!(Signed::try_from(-1_i8), Ok(Signed::Invalid));
        assert_eq!(Signed::Sentinel.ordinal().get(), -2_i8);
        let unknown = Signed::try_from(-3_i8).unwrap_err();
        assert_eq!(
            (unknown.kind(), unknown.ordinal()),
            (ErrorKind::UnknownOrdinal, -3)
        );
    }

    #[test]
    fn wider_repr() {
        assert_eq!(Wide::translate_ordinal(1_001), Ok(Tag::Max));
        assert_eq!(Wide::translate_ordinal(999), Ok(Tag::Max));
        assert_eq!(Tag::from(Wide::Thousand), Tag::E4m3);
        assert_eq!(<Wide as Crosswalk>::BASE, 1000);
    }
}
