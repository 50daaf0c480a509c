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

/// Whether `path` names the `crosswalk` attribute, however it is written (`crosswalk`,
/// `crosswalk::crosswalk`, a renamed crate's `cw::crosswalk`).
pub fn is_crosswalk_path(path: &Path) -> bool {
    path.segments
        .last()
        .is_some_and(|last| last.ident == "crosswalk")
}

/// The last segment of `path`, as text: how a crosswalk's name is usually written.
pub fn last_segment(path: &Path) -> String {
    path.segments
        .last()
        .map(|last| last.ident.to_string())
        .unwrap_or_default()
}

/// `CoreV4` → `core_v4`, `DMA` → `dma`, `HTTPServer` → `http_server`: the names' snake case, as
/// `rename_all = "snake_case"` writes it.
pub fn snake_case(camel: &str) -> String {
    crate::rename::RenameRule::Snake.apply(camel)
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
