//! Token lists built tree by tree, for the loops that write one item per variant. In the compiler
//! every operation on a token stream is a call across its bridge, several for each template
//! filled; a list of trees is handed over in one call, however long.

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// A token list being built; [`Trees::into_stream`] hands it over.
#[derive(Default)]
pub struct Trees(Vec<TokenTree>);

impl Trees {
    /// An operator at the call site (see [`operator`]).
    pub fn operator(&mut self, text: &str) -> &mut Self {
        operator(text, Span::call_site(), &mut self.0);
        self
    }

    pub fn tree(&mut self, tree: TokenTree) -> &mut Self {
        self.0.push(tree);
        self
    }

    pub fn ident(&mut self, ident: &Ident) -> &mut Self {
        self.0.push(ident.clone().into());
        self
    }

    pub fn literal(&mut self, literal: Literal) -> &mut Self {
        self.0.push(literal.into());
        self
    }

    /// `inner` in a group at the call site.
    pub fn group(&mut self, delimiter: Delimiter, inner: Self) -> &mut Self {
        self.0
            .push(Group::new(delimiter, inner.into_stream()).into());
        self
    }

    /// `path`'s tokens, each at `span`, as [`crate::crosswalk::expand::context::respanned`]
    /// writes them.
    pub fn path(&mut self, path: &syn::Path, span: Span) -> &mut Self {
        let mut plain = true;
        for segment in &path.segments {
            plain &= segment.arguments.is_none();
        }
        if !plain {
            let tokens = quote::ToTokens::to_token_stream(path);
            self.0.extend(crate::spans::map_spans(&tokens, &|_| span));
            return self;
        }
        if path.leading_colon.is_some() {
            operator("::", span, &mut self.0);
        }
        for (index, segment) in path.segments.iter().enumerate() {
            if index > 0 {
                operator("::", span, &mut self.0);
            }
            let mut ident = segment.ident.clone();
            ident.set_span(span);
            self.0.push(ident.into());
        }
        self
    }

    /// `path::name`, the path at the name's span, as a variant is written where rustc reports
    /// a name the enum lacks.
    pub fn variant(&mut self, path: &syn::Path, name: &Ident) -> &mut Self {
        self.path(path, name.span()).operator("::").ident(name)
    }

    pub fn into_stream(self) -> TokenStream {
        self.0.into_iter().collect()
    }
}

/// The puncts of the operator `text` at `span`, its characters joint but the last, as `quote!`
/// writes them.
pub fn operator(text: &str, span: Span, trees: &mut Vec<TokenTree>) {
    let mut characters = text.chars().peekable();
    while let Some(character) = characters.next() {
        let spacing = if characters.peek().is_some() {
            Spacing::Joint
        } else {
            Spacing::Alone
        };
        let mut punct = Punct::new(character, spacing);
        punct.set_span(span);
        trees.push(punct.into());
    }
}
