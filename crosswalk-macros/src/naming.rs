//! Text both macros derive from paths and identifiers, for messages, docs and generated names.

use syn::ext::IdentExt;
use syn::{Ident, Path};

/// Every word that is a keyword, strict or reserved, in some edition: as an identifier it must be
/// written raw (`r#fn`, `r#gen`). `self`, `Self`, `super` and `crate` cannot be, so they are not
/// listed.
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn",
    "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let",
    "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref", "return",
    "static", "struct", "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use",
    "virtual", "where", "while", "yield",
];

/// `::a::b`, at the call site: a path the generated code names from the crate root.
pub fn global_path(segments: &[&str]) -> Path {
    let mut path = Path {
        leading_colon: Some(syn::token::PathSep::default()),
        segments: syn::punctuated::Punctuated::new(),
    };
    for segment in segments {
        let ident = Ident::new(segment, proc_macro2::Span::call_site());
        path.segments.push(syn::PathSegment::from(ident));
    }
    path
}

/// `a::b::C` as written, without the spaces token printing puts between segments.
pub fn path_text(path: &Path) -> String {
    let mut text = String::new();
    for segment in &path.segments {
        if !text.is_empty() || path.leading_colon.is_some() {
            text.push_str("::");
        }
        text.push_str(&segment.ident.to_string());
    }
    text
}

/// A type as messages and docs write it: a plain path as [`path_text`] does, with whether it is
/// one (rustdoc can link it); any other type as its tokens print.
pub fn type_text(written: &syn::Type) -> (String, bool) {
    if let syn::Type::Path(path) = written {
        let mut plain = path.qself.is_none();
        for segment in &path.path.segments {
            plain &= segment.arguments.is_none();
        }
        if plain {
            return (path_text(&path.path), true);
        }
    }
    (quote::ToTokens::to_token_stream(written).to_string(), false)
}

/// Whether `path` names the `crosswalk` attribute, however it is written (`crosswalk`,
/// `crosswalk::crosswalk`, a renamed crate's `cw::crosswalk`). An import renamed to another last
/// segment is not recognised; the expansion it then gets reports that (see `already_expanded`).
pub fn is_crosswalk_path(path: &Path) -> bool {
    matches!(path.segments.last(), Some(last) if last.ident == "crosswalk")
}

/// `ident` as rustc prints it, and as a list of identifiers must write it: `r#` kept before a
/// keyword (`r#fn`), which cannot be written without it, and dropped elsewhere, so `r#Nop` and
/// `Nop`, one identifier, read the same.
pub fn ident_text(ident: &Ident) -> String {
    let bare = ident.unraw().to_string();
    if KEYWORDS.contains(&bare.as_str()) {
        format!("r#{bare}")
    } else {
        bare
    }
}

/// The last segment of `path`, as text, without `r#`.
pub fn last_segment(path: &Path) -> String {
    match path.segments.last() {
        Some(last) => last.ident.unraw().to_string(),
        None => String::new(),
    }
}

/// `CoreV4` → `core_v4`, as `rename_all = "snake_case"` writes it.
pub fn snake_case(camel: &str) -> String {
    crate::rename::SNAKE_CASE.apply(camel)
}

#[cfg(test)]
mod tests {
    use super::ident_text;
    use proc_macro2::Span;
    use syn::Ident;

    #[test]
    fn ident_text_keeps_raw_only_on_keywords() {
        let raw = |word: &str| Ident::new_raw(word, Span::call_site());
        assert_eq!(ident_text(&raw("fn")), "r#fn");
        assert_eq!(ident_text(&raw("gen")), "r#gen");
        assert_eq!(ident_text(&raw("Nop")), "Nop");
        assert_eq!(ident_text(&Ident::new("Nop", Span::call_site())), "Nop");
        assert_eq!(ident_text(&Ident::new("union", Span::call_site())), "union");
    }
}
