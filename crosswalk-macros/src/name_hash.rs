//! How both macros name a variant to the `unreached` check: a 128-bit hash of its identifier, so
//! const evaluation compares numbers, not texts. The runtime's `name_hash` is the same function.

/// FNV-1a over the text's bytes, 128 bits wide: distinct identifiers of one program collide with
/// a chance near 2⁻¹²⁸ per pair.
pub fn name_hash(text: &str) -> u128 {
    const OFFSET_BASIS: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
    const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013b;
    let mut hash = OFFSET_BASIS;
    for &byte in text.as_bytes() {
        hash = (hash ^ u128::from(byte)).wrapping_mul(PRIME);
    }
    hash
}

/// The hashes of `texts`, sorted, each with the index of its text: the order the check merges in.
pub fn sorted_hashes<'a>(texts: impl IntoIterator<Item = &'a str>) -> Vec<(u128, usize)> {
    let mut hashes = Vec::new();
    for text in texts {
        hashes.push((name_hash(text), hashes.len()));
    }
    hashes.sort_unstable();
    hashes
}

/// What the check compares first: the hashes' wrapping sum, which two lists of the same names
/// share in any order.
pub fn digest(hashes: &[(u128, usize)]) -> u128 {
    let mut sum: u128 = 0;
    for &(hash, _) in hashes {
        sum = sum.wrapping_add(hash);
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::{digest, name_hash, sorted_hashes};

    #[test]
    fn hashes_are_fnv_1a_128() {
        // The published test vectors of FNV-1a, 128 bits.
        assert_eq!(name_hash(""), 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d);
        assert_eq!(name_hash("a"), 0xd228_cb69_6f1a_8caf_7891_2b70_4e4a_8964);
    }

    #[test]
    fn the_digest_ignores_order() {
        let one = sorted_hashes(["Add", "Sub", "Mul"]);
        let other = sorted_hashes(["Mul", "Add", "Sub"]);
        assert_eq!(digest(&one), digest(&other));
        assert_ne!(digest(&one), digest(&sorted_hashes(["Add", "Sub"])));
    }
}
