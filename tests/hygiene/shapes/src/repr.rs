//! `#[repr(u8)]` and `#[repr(u16)]` sources, and a `#[repr(u8)]` target: ordinals are still read
//! and returned as `u32`.

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

#[cfg(test)]
mod tests {
    use super::{Byte, Tag, Wide};
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
            Byte::translate_ordinal(0x1fd).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(
            Byte::translate_ordinal(0x100).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(Tag::try_from(Byte::High), Ok(Tag::Max));
        assert_eq!(Byte::High.ordinal().get(), 255);
        assert_eq!(Tag::try_from(0x0e_u32), Ok(Tag::E4m3));
        assert_eq!(Tag::from_ordinal(0x10e), None);
        assert_eq!(Byte::Reserved as u32, 0xfe);
        assert_eq!(Byte::from_name("Reserved"), Some(Byte::Reserved));
    }

    #[test]
    fn wider_repr() {
        assert_eq!(Wide::translate_ordinal(1_001), Ok(Tag::Max));
        assert_eq!(Wide::translate_ordinal(999), Ok(Tag::Max));
        assert_eq!(Tag::from(Wide::Thousand), Tag::E4m3);
        assert_eq!(<Wide as Crosswalk>::BASE, 1000);
    }
}
