//! Parses the annotated item into the `DeriveInput` syn's own parser would give, faster for the
//! common enum: a literal discriminant skips syn's expression parser. Anything else goes to syn's
//! parser, whose result and errors the user then sees.

use proc_macro2::{TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{
    Attribute, Data, DataEnum, DeriveInput, Expr, ExprLit, Fields, Generics, Ident, Lit, Token,
    Variant, Visibility, WhereClause,
};

/// `item` as syn's `DeriveInput`, or syn's error for an item that is not a struct, enum or union.
pub fn parse_item(item: &TokenStream) -> syn::Result<DeriveInput> {
    enum_item
        .parse2(item.clone())
        .or_else(|_| syn::parse2::<DeriveInput>(item.clone()))
}

/// An enum, as `DeriveInput::parse` reads one.
fn enum_item(input: ParseStream<'_>) -> syn::Result<DeriveInput> {
    let attrs = input.call(Attribute::parse_outer)?;
    let vis = input.parse::<Visibility>()?;
    let enum_token = input.parse::<Token![enum]>()?;
    let ident = input.parse::<Ident>()?;
    let generics = input.parse::<Generics>()?;
    let where_clause = input.parse::<Option<WhereClause>>()?;
    let content;
    let brace_token = syn::braced!(content in input);
    let variants = Punctuated::<Variant, Token![,]>::parse_terminated_with(&content, variant)?;
    Ok(DeriveInput {
        attrs,
        vis,
        ident,
        generics: Generics {
            where_clause,
            ..generics
        },
        data: Data::Enum(DataEnum {
            enum_token,
            brace_token,
            variants,
        }),
    })
}

/// A variant, as `Variant::parse` reads one.
fn variant(input: ParseStream<'_>) -> syn::Result<Variant> {
    let attrs = input.call(Attribute::parse_outer)?;
    let _visibility = input.parse::<Visibility>()?;
    let ident = input.parse::<Ident>()?;
    let fields = if input.peek(syn::token::Brace) {
        Fields::Named(input.parse()?)
    } else if input.peek(syn::token::Paren) {
        Fields::Unnamed(input.parse()?)
    } else {
        Fields::Unit
    };
    let discriminant = match input.parse::<Option<Token![=]>>()? {
        Some(eq_token) => Some((eq_token, discriminant(input)?)),
        None => None,
    };
    Ok(Variant {
        attrs,
        ident,
        fields,
        discriminant,
    })
}

/// A literal alone before the next `,` (or the end) is an `Expr::Lit`, as syn would parse it.
fn discriminant(input: ParseStream<'_>) -> syn::Result<Expr> {
    if let Some((TokenTree::Literal(literal), rest)) = input.cursor().token_tree() {
        let ends = rest.eof()
            || matches!(rest.token_tree(), Some((TokenTree::Punct(punct), _)) if punct.as_char() == ',');
        if ends {
            input.parse::<TokenTree>()?;
            return Ok(Expr::Lit(ExprLit {
                attrs: Vec::new(),
                lit: Lit::new(literal),
            }));
        }
    }
    input.parse()
}

#[cfg(test)]
mod tests {
    use super::parse_item;
    use proc_macro2::TokenStream;
    use quote::ToTokens;
    use std::str::FromStr;

    /// Each item parses here as syn parses it: the same tokens, or the same error.
    #[test]
    fn enums_parse_as_syn_parses_them() {
        let printed = |parsed: syn::Result<syn::DeriveInput>| {
            parsed.map_or_else(
                |error| error.to_string(),
                |input| input.to_token_stream().to_string(),
            )
        };
        for item in [
            "#[derive(Clone)] pub enum E { A = 1, #[to(X)] B = 0x2u8, C, D = -4, F = A + 1, G = (7), }",
            "enum E { A = 1 }",
            "enum E where Self: Sized { A { x: u8 } = 1, B(u16) = 2 }",
            "enum E<T> { A = size_of::<(u8, T)>(), B = 3 }",
            "struct S { x: u8 }",
            "enum E { A = }",
            "enum E { A = 1 2 }",
            "fn f() {}",
        ] {
            let tokens = TokenStream::from_str(item).unwrap_or_default();
            let syns = printed(syn::parse2(tokens.clone()));
            assert_eq!(printed(parse_item(&tokens)), syns, "{item}");
        }
    }

    #[test]
    fn a_literal_discriminant_is_an_expression_literal() {
        let tokens = TokenStream::from_str("enum E { A = 5, B = 6 + 1 }").unwrap_or_default();
        let Ok(syn::Data::Enum(data)) = parse_item(&tokens).map(|input| input.data) else {
            panic!("not an enum");
        };
        let literal = |index: usize| {
            matches!(
                data.variants[index].discriminant,
                Some((_, syn::Expr::Lit(_)))
            )
        };
        assert!(literal(0) && !literal(1));
    }
}
