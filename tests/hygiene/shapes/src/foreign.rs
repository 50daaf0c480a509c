//! Targets in another crate (`crosswalk::bir`): `impl From<Local> for Foreign` and
//! `impl TryFrom<Local> for Foreign` are only allowed because the source is local.

/// Onto a foreign target, infallible.
#[crosswalk::crosswalk(
    to = crosswalk::bir::EngineType,
    base = 1,
    on_oob = default(Unassigned),
    unreached = [Unassigned, Dve, Sp, All]
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, crosswalk::Roster)]
pub enum Queue {
    /// The pooling engine's queue.
    #[to(Pool)]
    Pool = 1,
    /// The activation engine's queue.
    #[to(Activation)]
    Act = 2,
    /// The tensor engine's queue.
    #[to(Pe)]
    Pe = 3,
    /// DMA.
    #[to(Dma)]
    Dma = 4,
}

/// Onto a foreign target through an absolute path, fallible.
#[crosswalk::crosswalk(to = ::crosswalk::bir::Dtype)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precision {
    /// A mapped variant.
    #[to(Float32)]
    Single,
    /// A rejected one.
    #[reject("no quad precision")]
    Quad,
}

#[cfg(test)]
mod tests {
    use super::{Precision, Queue};
    use crosswalk::bir::{Dtype, EngineType};
    use crosswalk::{Crosswalk, ErrorKind, Roster};

    #[test]
    fn foreign_targets() {
        assert_eq!(EngineType::from(Queue::Act), EngineType::Activation);
        assert_eq!(Queue::translate_ordinal(4), Ok(EngineType::Dma));
        assert_eq!(Queue::translate_ordinal(0), Ok(EngineType::Unassigned));
        assert_eq!(Queue::translate_ordinal(9), Ok(EngineType::Unassigned));
        assert_eq!(EngineType::from(Queue::Pe).to_string(), "PE");
        assert_eq!(
            <Queue as Crosswalk>::target_ordinal(EngineType::Dma).get(),
            4
        );
        assert_eq!(Dtype::try_from(Precision::Single), Ok(Dtype::Float32));
        assert_eq!(
            Dtype::try_from(Precision::Quad).unwrap_err().kind(),
            ErrorKind::Rejected
        );
        assert_eq!(
            Precision::translate_ordinal(2).unwrap_err().kind(),
            ErrorKind::OutOfRange
        );
        assert_eq!(Queue::NAMES, ["Pool", "Act", "Pe", "Dma"]);
        assert_eq!(Queue::from_target(EngineType::Pe), Some(Queue::Pe));
        assert_eq!(Queue::from_target(EngineType::All), None);
    }
}
