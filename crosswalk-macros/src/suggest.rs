//! "Did you mean …?" for misspelt keywords.

/// The candidate closest to `word`, if it is close enough to be a likely typo.
pub fn closest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let mut best = None;
    let mut best_distance = usize::MAX;
    for &candidate in candidates {
        let distance = edit_distance(word, candidate);
        // The first of equally close candidates.
        if distance <= candidate.len().div_ceil(3) && distance < best_distance {
            best = Some(candidate);
            best_distance = distance;
        }
    }
    best
}

/// Levenshtein distance, with a transposition counted as one edit (`alais` → `alias`).
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // rows[i][j]: distance between a[..i] and b[..j]
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            if i == 0 || j == 0 {
                rows[i][j] = i + j;
                continue;
            }
            let substitution = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + substitution);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::closest;

    #[test]
    fn finds_transpositions_and_typos() {
        assert_eq!(closest("alais", &["alias"]), Some("alias"));
        assert_eq!(closest("bsae", &["to", "base", "on_oob"]), Some("base"));
        assert_eq!(closest("on_ob", &["to", "base", "on_oob"]), Some("on_oob"));
        assert_eq!(closest("explode", &["throw", "default"]), None);
    }
}
