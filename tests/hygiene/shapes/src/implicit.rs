//! Implicit discriminants: none written, and a run continuing from an explicit one.

/// The target, all implicit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Color {
    /// Zero.
    Red,
    /// One.
    Green,
    /// Two.
    Blue,
}

/// All implicit: 0, 1, 2.
#[crosswalk::crosswalk(to = Color)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Rgb {
    /// Zero.
    #[to(Red)]
    R,
    /// One.
    #[to(Green)]
    G,
    /// Two.
    #[to(Blue)]
    B,
}

/// Mixed: 0, then 5, 6, 7 continuing from an explicit 5.
#[crosswalk::crosswalk(to = Color, on_oob = throw("not a colour"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Mixed {
    /// Zero.
    #[to(Blue)]
    Zero,
    /// Five.
    #[to(Red)]
    Five = 5,
    /// Six.
    #[to(Green)]
    Six,
    /// Seven.
    #[to(Blue, alias)]
    Seven,
}

#[cfg(test)]
mod tests {
    use super::{Color, Mixed, Rgb};
    use crosswalk::Roster;

    #[test]
    fn implicit_discriminants() {
        assert_eq!(Rgb::translate_ordinal(2), Ok(Color::Blue));
        assert!(Rgb::translate_ordinal(3).is_err());
        assert_eq!(Color::from(Rgb::G), Color::Green);
        assert_eq!(Rgb::B.ordinal().get(), 2);
        assert_eq!(Mixed::Seven.ordinal().get(), 7);
        assert_eq!(Mixed::translate_ordinal(6), Ok(Color::Green));
        assert_eq!(Mixed::translate_ordinal(7), Ok(Color::Blue));
        assert_eq!(
            Mixed::translate_ordinal(3).unwrap_err().to_string(),
            "not a colour"
        );
        assert_eq!(Mixed::from_ordinal(5), Some(Mixed::Five));
        assert_eq!(
            Mixed::try_from(4_u32).unwrap_err().kind(),
            crosswalk::ErrorKind::UnknownOrdinal
        );
        assert_eq!(<Color as Roster>::COUNT, 3);
    }
}
