//! A target with sparse discriminants (10, 20, 30) that derives only `Clone` and `Copy`: no
//! `PartialEq`, no `Debug`, no `Roster`. The generated code must need nothing else of it.

/// The sparse target.
#[derive(Clone, Copy)]
pub enum Priority {
    /// Ten.
    Low = 10,
    /// Twenty.
    Normal = 20,
    /// Thirty.
    High = 30,
}

/// Every cell maps, throwing past the end.
#[crosswalk::crosswalk(to = Priority)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Zero.
    #[to(High)]
    Urgent,
    /// One.
    #[to(Normal)]
    Routine,
    /// Two.
    #[to(Low)]
    Background,
}

/// A hole, a rejection and a default, onto the same bare target.
#[crosswalk::crosswalk(to = Priority, base = 1, on_oob = default(Normal), unreached = [Normal])]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nice {
    /// One.
    #[to(High)]
    Minus = 1,
    /// Two.
    #[reject]
    Zero = 2,
    /// Four, after a hole.
    #[to(Low)]
    Plus = 4,
}

/// The raw number of a translated priority, or `None` when it did not translate.
#[must_use]
pub fn raw(result: Result<Priority, crosswalk::Error>) -> Option<u32> {
    result.ok().map(|priority| priority as u32)
}

#[cfg(test)]
mod tests {
    use super::{Level, Nice, Priority, raw};
    use crosswalk::{Cell, Crosswalk, ErrorKind, OnOutOfRange};

    #[test]
    fn sparse_bare_target() {
        assert_eq!(raw(Level::Urgent.translate()), Some(30));
        assert_eq!(Priority::from(Level::Background) as u32, 10);
        assert_eq!(raw(Level::translate_ordinal(1)), Some(20));
        assert_eq!(raw(Level::translate_ordinal(3)), None);
        assert_eq!(
            <Level as Crosswalk>::target_ordinal(Priority::Normal).get(),
            20
        );
        assert_eq!(
            <Level as crosswalk::Crosswalk>::table_image().collect::<Vec<u8>>(),
            [30, 0, 0, 0, 20, 0, 0, 0, 10, 0, 0, 0]
        );
    }

    #[test]
    fn sparse_bare_target_with_holes() {
        assert_eq!(raw(Nice::translate_ordinal(1)), Some(30));
        assert_eq!(
            Nice::translate_ordinal(2).map(|_| ()).unwrap_err().kind(),
            ErrorKind::Rejected
        );
        assert_eq!(raw(Nice::translate_ordinal(3)), Some(20));
        assert_eq!(raw(Nice::translate_ordinal(4)), Some(10));
        assert_eq!(raw(Nice::translate_ordinal(0)), Some(20));
        assert_eq!(raw(Priority::try_from(Nice::Plus)), Some(10));
        assert_eq!(Nice::from_target(Priority::Low), Some(Nice::Plus));
        assert_eq!(Nice::from_target(Priority::Normal), None);
        assert_eq!(Level::from_target(Priority::Normal), Some(Level::Routine));
        assert!(matches!(
            <Nice as Crosswalk>::ON_OUT_OF_RANGE,
            OnOutOfRange::Default(Priority::Normal)
        ));
        assert!(matches!(<Nice as Crosswalk>::CELLS[2], Cell::Empty));
    }
}
