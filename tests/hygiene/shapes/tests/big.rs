//! The 300-variant crosswalk of `src/big.rs`: every ordinal, through every path.

use crosswalk::{Crosswalk, ErrorKind, Roster};
use shapes::big::{BigSource, BigTarget};

const N: u32 = 300;
const BASE: u32 = 7;

/// The generator's mapping: source `S{i}` (ordinal `BASE + i`) to target `T{(7 * i) % 300}`, whose
/// discriminant is twice its index.
fn expected_target_ordinal(i: u32) -> u32 {
    2 * ((7 * i) % N)
}

#[test]
fn every_ordinal_through_both_paths() {
    for i in 0..N {
        let ordinal = BASE + i;
        let expected = BigTarget::from_ordinal(expected_target_ordinal(i)).unwrap();
        let source = BigSource::from_ordinal(ordinal).unwrap();
        assert_eq!(source.ordinal().get(), ordinal);
        assert_eq!(source.translate(), Ok(expected), "typed, ordinal {ordinal}");
        assert_eq!(
            BigSource::translate_ordinal(ordinal),
            Ok(expected),
            "raw, ordinal {ordinal}"
        );
        assert_eq!(BigTarget::from(source), expected);
        assert_eq!(
            <BigSource as Crosswalk>::translate_ordinal(ordinal),
            Ok(expected)
        );
        assert_eq!(expected.ordinal().get(), expected_target_ordinal(i));
    }
}

#[test]
fn outside_the_table() {
    for ordinal in (0..BASE).chain([BASE + N, BASE + N + 1, u32::MAX]) {
        let error = BigSource::translate_ordinal(ordinal).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::OutOfRange, "ordinal {ordinal}");
        assert_eq!(BigSource::from_ordinal(ordinal), None);
    }
}

#[test]
fn rosters_and_read_outs() {
    assert_eq!(<BigSource as Roster>::COUNT, 300);
    assert_eq!(<BigTarget as Roster>::COUNT, 300);
    assert_eq!(BigTarget::NAMES[299], "t299");
    assert_eq!(BigSource::NAMES[0], "S0");
    assert_eq!("t150".parse::<BigTarget>(), Ok(BigTarget::T150));
    assert_eq!(BigTarget::try_from(598_u32), Ok(BigTarget::T299));
    assert!(BigTarget::try_from(599_u32).is_err());
    assert_eq!(<BigSource as crosswalk::Crosswalk>::unreached().count(), 0);
    let image: Vec<u8> = <BigSource as crosswalk::Crosswalk>::table_image().collect();
    assert_eq!(image.len(), 4 * 300);
    for (i, cell) in image.chunks_exact(4).enumerate() {
        let i = u32::try_from(i).unwrap();
        assert_eq!(
            u32::from_le_bytes(cell.try_into().unwrap()),
            expected_target_ordinal(i)
        );
    }
}
