//! Rewriting the spans of generated tokens, which decides where rustc reports what they stand for.

use proc_macro2::{Group, Span, TokenStream, TokenTree};

/// `tokens`, groups included, with each span replaced by what `new_span` makes of it.
pub fn map_spans(tokens: &TokenStream, new_span: &dyn Fn(Span) -> Span) -> TokenStream {
    tokens
        .clone()
        .into_iter()
        .map(|mut tree| {
            let span = new_span(tree.span());
            if let TokenTree::Group(group) = &tree {
                let mut inner = Group::new(group.delimiter(), map_spans(&group.stream(), new_span));
                inner.set_span(span);
                tree = TokenTree::Group(inner);
            } else {
                tree.set_span(span);
            }
            tree
        })
        .collect()
}
