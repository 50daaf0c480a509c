//! Reading token trees: the form walks the function's trees rather than parse them with syn,
//! whose `full` feature it would need in every user's build.

pub use crate::token_split::{
    Angles, is_fat_arrow, is_group, is_path_separator, is_punct, is_word, split_commas,
};
use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};

pub fn trees(stream: &TokenStream) -> Vec<TokenTree> {
    stream.clone().into_iter().collect()
}

/// The trees from `start` to `end`, or none where that is no range of `trees`: token walks take
/// their pieces through this rather than by indexing, so no input can make them panic.
pub fn run(trees: &[TokenTree], start: usize, end: usize) -> &[TokenTree] {
    trees.get(start..end).unwrap_or_default()
}

pub fn run_stream(trees: &[TokenTree], start: usize, end: usize) -> TokenStream {
    run(trees, start, end).iter().cloned().collect()
}

/// The first index from `start` to `end` at which `test` holds for `trees`.
pub fn first_where(
    trees: &[TokenTree],
    start: usize,
    end: usize,
    test: fn(&[TokenTree], usize) -> bool,
) -> Option<usize> {
    let mut at = start;
    while at < end && !test(trees, at) {
        at += 1;
    }
    (at < end).then_some(at)
}

pub fn is_any_word(tree: Option<&TokenTree>, words: &[&str]) -> bool {
    words.iter().any(|word| is_word(tree, word))
}

pub fn skip_attributes(trees: &[TokenTree], mut at: usize) -> usize {
    while is_punct(trees.get(at), '#') && is_group(trees.get(at + 1), Delimiter::Bracket) {
        at += 2;
    }
    at
}

pub fn skip_visibility(trees: &[TokenTree], mut at: usize) -> usize {
    if is_word(trees.get(at), "pub") {
        at += 1;
        if is_group(trees.get(at), Delimiter::Parenthesis) {
            at += 1;
        }
    }
    at
}

/// The trees inside the angle brackets of a path ending in `NAME<…>`, `NAME` one of `names`.
pub fn angle_arguments<'a>(path: &'a [TokenTree], names: [&str; 2]) -> Option<&'a [TokenTree]> {
    let open = path.iter().position(|tree| is_punct(Some(tree), '<'))?;
    if !is_any_word(path.get(open.checked_sub(1)?), &names) || !is_punct(path.last(), '>') {
        return None;
    }
    path.get(open + 1..path.len() - 1)
}

/// A group with new contents and the span of the one it replaces, so errors and hygiene that
/// refer to the original brackets still find them.
pub fn regroup(original: &Group, contents: TokenStream) -> TokenTree {
    let mut group = Group::new(original.delimiter(), contents);
    group.set_span(original.span());
    TokenTree::Group(group)
}

/// `tokens` with `Self` replaced by `with`, for code moved out of its `impl`.
pub fn replace_self(tokens: &TokenStream, with: &TokenStream) -> TokenStream {
    let mut replaced = TokenStream::new();
    for tree in tokens.clone() {
        match tree {
            TokenTree::Ident(ident) if ident == "Self" => replaced.extend(with.clone()),
            TokenTree::Group(group) => {
                let group = regroup(&group, replace_self(&group.stream(), with));
                replaced.extend(TokenStream::from(group));
            }
            other => replaced.extend(TokenStream::from(other)),
        }
    }
    replaced
}

/// `tokens` without any `#[table]` or `#[alias]` mark, at any depth.
pub fn without_marks(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut kept = TokenStream::new();
    let mut at = 0;
    while let Some(tree) = trees.get(at) {
        let mark = |word| is_attribute(trees.get(at + 1), word);
        if is_punct(Some(tree), '#') && (mark(super::table::MARK) || mark(super::arms::ALIAS)) {
            at += 2;
            continue;
        }
        kept.extend(TokenStream::from(match tree {
            TokenTree::Group(group) => regroup(group, without_marks(group.stream())),
            other => other.clone(),
        }));
        at += 1;
    }
    kept
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
    let mut word_before = false;
    for tree in tokens.clone() {
        match &tree {
            TokenTree::Ident(_) | TokenTree::Literal(_) => {
                if word_before {
                    out.push(' ');
                }
                out.push_str(&tree.to_string());
            }
            TokenTree::Punct(punct) => match punct.as_char() {
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
            },
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
                out.push_str(&text(&group.stream()));
                out.push_str(close);
            }
        }
        word_before = matches!(tree, TokenTree::Ident(_) | TokenTree::Literal(_));
    }
    out.trim().to_owned()
}

#[cfg(test)]
mod tests {
    #[test]
    fn writes_tokens_as_code_is_written() {
        let text = |tokens| super::text(&tokens);
        assert_eq!(text(template!(=> Some(x) => 1)), "Some(x) => 1");
        assert_eq!(text(template!(=> 1..=3 | 5)), "1..=3 | 5");
    }
}
