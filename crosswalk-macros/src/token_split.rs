//! Splits an argument list at its top-level commas, so one malformed argument does not hide the
//! problems in the others.

use proc_macro2::{TokenStream, TokenTree};

/// The comma-separated pieces of `tokens`, empty pieces (a trailing comma) dropped.
pub fn split_top_level_commas(tokens: TokenStream) -> Vec<TokenStream> {
    let mut pieces = Vec::new();
    let mut current = Vec::new();
    for tree in tokens {
        if matches!(&tree, TokenTree::Punct(punct) if punct.as_char() == ',') {
            pieces.push(std::mem::take(&mut current));
        } else {
            current.push(tree);
        }
    }
    pieces.push(current);
    pieces
        .into_iter()
        .filter(|piece| !piece.is_empty())
        .map(TokenStream::from_iter)
        .collect()
}
