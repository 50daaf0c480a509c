//! Reading token trees. The form re-emits the user's function token for token, so it walks the
//! trees it was handed instead of parsing them into syn's full syntax tree (which would need syn's
//! `full` feature in every user's build).

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};

pub fn is_punct(tree: Option<&TokenTree>, ch: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(punct)) if punct.as_char() == ch)
}

pub fn is_word(tree: Option<&TokenTree>, word: &str) -> bool {
    matches!(tree, Some(TokenTree::Ident(ident)) if ident == word)
}

pub fn is_group(tree: Option<&TokenTree>, delimiter: Delimiter) -> bool {
    matches!(tree, Some(TokenTree::Group(group)) if group.delimiter() == delimiter)
}

/// A punctuation mark that joins the next one: the `-` of `->`, the first `:` of `::`.
fn is_joint(tree: Option<&TokenTree>, ch: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(punct))
        if punct.as_char() == ch && punct.spacing() == proc_macro2::Spacing::Joint)
}

/// Whether `trees[at..]` starts with `=>`.
pub fn is_fat_arrow(trees: &[TokenTree], at: usize) -> bool {
    is_joint(trees.get(at), '=') && is_punct(trees.get(at + 1), '>')
}

/// Whether `trees[at..]` starts with `::`.
pub fn is_path_separator(trees: &[TokenTree], at: usize) -> bool {
    is_joint(trees.get(at), ':') && is_punct(trees.get(at + 1), ':')
}

/// Counts the angle brackets open at each tree, so that a comma inside `<…>` is not taken for a
/// separator. In a type every `<` opens; in an expression or a pattern only one after `::` does (a
/// turbofish), any other being a comparison.
pub struct Angles {
    depth: usize,
    in_type: bool,
}

impl Angles {
    pub fn in_type() -> Self {
        Self {
            depth: 0,
            in_type: true,
        }
    }

    pub fn in_expression() -> Self {
        Self {
            depth: 0,
            in_type: false,
        }
    }

    /// Takes `trees[at]` into account; afterwards [`Self::open`] tells whether a bracket is open.
    pub fn step(&mut self, trees: &[TokenTree], at: usize) {
        let previous = at.checked_sub(1).and_then(|before| trees.get(before));
        if is_punct(trees.get(at), '<') {
            let turbofish = at >= 2 && is_path_separator(trees, at - 2);
            if self.in_type || turbofish || self.depth > 0 {
                self.depth += 1;
            }
        } else if is_punct(trees.get(at), '>')
            && self.depth > 0
            && !is_joint(previous, '-')
            && !is_joint(previous, '=')
        {
            self.depth -= 1;
        }
    }

    pub fn open(&self) -> bool {
        self.depth > 0
    }
}

/// The pieces of `trees` between top-level commas (commas inside `<…>` excepted), empty pieces
/// dropped.
pub fn split_commas(trees: &[TokenTree], mut angles: Angles) -> Vec<Vec<TokenTree>> {
    let mut pieces = Vec::new();
    let mut current = Vec::new();
    for (at, tree) in trees.iter().enumerate() {
        angles.step(trees, at);
        if !angles.open() && is_punct(Some(tree), ',') {
            pieces.push(std::mem::take(&mut current));
        } else {
            current.push(tree.clone());
        }
    }
    pieces.push(current);
    pieces.retain(|piece| !piece.is_empty());
    pieces
}

/// The trees of a stream, for indexing.
pub fn trees(stream: &TokenStream) -> Vec<TokenTree> {
    stream.clone().into_iter().collect()
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

/// `tokens` without any `#[table]` or `#[alias]` attribute, at any depth.
pub fn without_marks(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut kept = Vec::new();
    let mut at = 0;
    while let Some(tree) = trees.get(at) {
        if is_punct(Some(tree), '#') && is_mark_group(trees.get(at + 1)) {
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

fn is_mark_group(tree: Option<&TokenTree>) -> bool {
    let Some(TokenTree::Group(group)) = tree else {
        return false;
    };
    let inner = trees(&group.stream());
    group.delimiter() == Delimiter::Bracket
        && inner.len() == 1
        && (is_word(inner.first(), "table") || is_word(inner.first(), "alias"))
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
