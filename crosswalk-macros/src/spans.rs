//! Rewriting the spans of generated tokens, which decides where rustc reports what they stand for.

use proc_macro2::{Group, Span, TokenStream, TokenTree};

/// `tokens`, groups included, with each span replaced by what `new_span` makes of it.
pub fn map_spans(tokens: &TokenStream, new_span: &dyn Fn(Span) -> Span) -> TokenStream {
    let mut mapped = TokenStream::new();
    for mut tree in tokens.clone() {
        let span = new_span(tree.span());
        if let TokenTree::Group(group) = &tree {
            tree = Group::new(group.delimiter(), map_spans(&group.stream(), new_span)).into();
        }
        tree.set_span(span);
        // A tree, not a stream: the compiler's bridge is crossed once for the whole.
        mapped.extend(std::iter::once(tree));
    }
    mapped
}
