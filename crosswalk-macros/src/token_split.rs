//! Reading token trees at their top level: the predicates every token walk uses, the angle
//! brackets a comma may sit inside, and splitting at top-level commas or bars.

use proc_macro2::{Delimiter, TokenStream, TokenTree};

/// The comma-separated pieces of `tokens`, empty pieces (a trailing comma) dropped; a comma
/// inside a turbofish (`f::<A, B>`) separates nothing.
pub fn split_top_level_commas(tokens: TokenStream) -> Vec<TokenStream> {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut pieces = Vec::new();
    for piece in &split_commas(&trees, Angles::in_expression()) {
        pieces.push(piece.iter().cloned().collect());
    }
    pieces
}

/// `tokens` split at each `|` that stands alone (not `||`, two joint `|`), outside any group.
pub fn split_at_bars(tokens: &TokenStream) -> Vec<TokenStream> {
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let mut operands = vec![TokenStream::new()];
    for (index, tree) in trees.iter().enumerate() {
        let bar = |at: usize| is_punct(trees.get(at), '|');
        if bar(index) && !bar(index + 1) && !bar(index.wrapping_sub(1)) {
            operands.push(TokenStream::new());
        } else if let Some(last) = operands.last_mut() {
            last.extend(TokenStream::from(tree.clone()));
        }
    }
    operands
}

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
        let previous = trees.get(at.wrapping_sub(1));
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
            if !current.is_empty() {
                pieces.push(std::mem::take(&mut current));
            }
        } else {
            current.push(tree.clone());
        }
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}
