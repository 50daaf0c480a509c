//! Text both macros derive from paths and identifiers, for messages, docs and generated names.

use syn::Path;

/// `a::b::C` as written, without the spaces token printing puts between segments.
pub fn path_text(path: &Path) -> String {
    let segments: Vec<String> = path
        .segments
        .iter()
        .map(|segment| segment.ident.to_string())
        .collect();
    let joined = segments.join("::");
    if path.leading_colon.is_some() {
        format!("::{joined}")
    } else {
        joined
    }
}

/// The last segment of `path`, as text: how a crosswalk's name is usually written.
pub fn last_segment(path: &Path) -> String {
    path.segments
        .last()
        .map(|last| last.ident.to_string())
        .unwrap_or_default()
}

/// `CoreV4` → `core_v4`, `DMA` → `dma`, `HTTPServer` → `http_server`: a word starts at an
/// uppercase letter that follows a lowercase letter or a digit, or that begins a capitalised word
/// after a run of capitals.
pub fn snake_case(camel: &str) -> String {
    let chars: Vec<char> = camel.chars().collect();
    let mut out = String::with_capacity(camel.len() + 4);
    for (index, &character) in chars.iter().enumerate() {
        if index > 0 && character.is_uppercase() {
            let previous = chars.get(index - 1).copied().unwrap_or_default();
            let next = chars.get(index + 1).copied().unwrap_or_default();
            let after_lower = previous.is_lowercase() || previous.is_ascii_digit();
            let ends_acronym = previous.is_uppercase() && next.is_lowercase();
            if (after_lower || ends_acronym) && !out.ends_with('_') {
                out.push('_');
            }
        }
        out.extend(character.to_lowercase());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::snake_case;

    #[test]
    fn snake_case_keeps_acronyms_whole() {
        assert_eq!(snake_case("CoreV4"), "core_v4");
        assert_eq!(snake_case("PreV4"), "pre_v4");
        assert_eq!(snake_case("DMA"), "dma");
        assert_eq!(snake_case("HTTPServer"), "http_server");
        assert_eq!(snake_case("Gen2Wire"), "gen2_wire");
        assert_eq!(snake_case("already_snake"), "already_snake");
    }
}
