//! Reading token trees. The form re-emits the user's function token for token, so it walks the
//! trees it was handed instead of parsing them into syn's full syntax tree (which would need syn's
//! `full` feature in every user's build).

pub use crate::token_split::{
    Angles, is_fat_arrow, is_group, is_path_separator, is_punct, is_word, split_commas,
};
use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};

/// The trees of a stream, for indexing.
pub fn trees(stream: &TokenStream) -> Vec<TokenTree> {
    stream.clone().into_iter().collect()
}

/// The trees from `start` to `end`, or none where that is no range of `trees`: token walks take
/// their pieces through this rather than by indexing, so no input can make them panic.
pub fn run(trees: &[TokenTree], start: usize, end: usize) -> &[TokenTree] {
    trees.get(start..end).unwrap_or_default()
}

/// A group with new contents and the span of the one it replaces, so errors and hygiene that
/// refer to the original brackets still find them.
pub fn regroup(original: &Group, contents: TokenStream) -> TokenTree {
    let mut group = Group::new(original.delimiter(), contents);
    group.set_span(original.span());
    TokenTree::Group(group)
}

/// `tokens` with every span set to `span`, so that rustc reports what they stand for there.
pub fn respan(tokens: &TokenStream, span: Span) -> TokenStream {
    crate::spans::map_spans(tokens, &|_| span)
}

/// `tokens` with the word `Self` replaced by `with`: for code moved out of the `impl` that gave
/// `Self` its meaning.
pub fn replace_self(tokens: &TokenStream, with: &TokenStream) -> TokenStream {
    tokens
        .clone()
        .into_iter()
        .flat_map(|tree| match tree {
            TokenTree::Ident(ident) if ident == "Self" => with.clone(),
            TokenTree::Group(group) => {
                std::iter::once(regroup(&group, replace_self(&group.stream(), with))).collect()
            }
            other => std::iter::once(other).collect(),
        })
        .collect()
}

/// `tokens` without any `#[table]` or `#[alias]` mark, at any depth.
pub fn without_marks(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut kept = Vec::new();
    let mut at = 0;
    while let Some(tree) = trees.get(at) {
        let mark = |word| is_attribute(trees.get(at + 1), word);
        if is_punct(Some(tree), '#') && (mark(super::table::MARK) || mark(super::arms::ALIAS)) {
            at += 2;
            continue;
        }
        kept.push(match tree {
            TokenTree::Group(group) => regroup(group, without_marks(group.stream())),
            other => other.clone(),
        });
        at += 1;
    }
    kept.into_iter().collect()
}

/// Whether `tree` is the bracketed part of an attribute named `word`: `[alias]`, `[cfg(…)]`.
pub fn is_attribute(tree: Option<&TokenTree>, word: &str) -> bool {
    let Some(TokenTree::Group(group)) = tree else {
        return false;
    };
    group.delimiter() == Delimiter::Bracket && is_word(trees(&group.stream()).first(), word)
}

/// The tokens as a reader writes them (`Cond::Eq`, `(K::Got, 32)`, `A | B`), for messages and
/// generated docs; `TokenStream`'s own `Display` spaces every token (`Cond :: Eq`).
pub fn text(tokens: &TokenStream) -> String {
    let mut out = String::new();
    write_text(tokens, &mut out);
    out.trim().to_owned()
}

fn write_text(tokens: &TokenStream, out: &mut String) {
    let mut word_before = false;
    for tree in tokens.clone() {
        match &tree {
            TokenTree::Ident(_) | TokenTree::Literal(_) => {
                if word_before {
                    out.push(' ');
                }
                out.push_str(&tree.to_string());
                word_before = true;
            }
            TokenTree::Punct(punct) => {
                match punct.as_char() {
                    ',' | ';' => {
                        out.push(punct.as_char());
                        out.push(' ');
                    }
                    '|' | '=' if punct.spacing() == proc_macro2::Spacing::Alone => {
                        let spaced = if out.ends_with('.') {
                            punct.as_char().to_string()
                        } else if out.ends_with(['=', '<', '>', '!']) {
                            format!("{} ", punct.as_char())
                        } else {
                            format!(" {} ", punct.as_char())
                        };
                        out.push_str(&spaced);
                    }
                    '>' if out.ends_with('=') => out.push_str("> "),
                    '=' => out.push_str(" ="),
                    other => out.push(other),
                }
                word_before = false;
            }
            TokenTree::Group(group) => {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{ ", " }"),
                    Delimiter::None => ("", ""),
                };
                if word_before && group.delimiter() == Delimiter::Brace {
                    out.push(' ');
                }
                out.push_str(open);
                let mut inner = String::new();
                write_text(&group.stream(), &mut inner);
                out.push_str(inner.trim());
                out.push_str(close);
                word_before = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::text;
    use quote::quote;

    #[test]
    fn writes_tokens_as_code_is_written() {
        assert_eq!(text(&quote!(Cond::Eq)), "Cond::Eq");
        assert_eq!(
            text(&quote!((K::Got, E::Generic, 32))),
            "(K::Got, E::Generic, 32)"
        );
        assert_eq!(text(&quote!(Src::A | Src::B)), "Src::A | Src::B");
        assert_eq!(text(&quote!(Some(x) => 1)), "Some(x) => 1");
        assert_eq!(text(&quote!(-1)), "-1");
        assert_eq!(text(&quote!(1..=3)), "1..=3");
    }
}
