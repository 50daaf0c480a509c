//! `declare!` with a `cfg` in a declaration: the holder is emitted as written, and the lines go to
//! the derive as the variants of a hidden enum, each under its line's `cfg`, so that the derive
//! sees the lines of this build.

use super::{derive_attribute, helper_attributes};
use crate::crosswalk::parse::{DeclarationSyntax, WrittenCrosswalks, header};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, DeriveInput};

/// The helper attribute carrying the declaration's header, `pub enum Holder for path::Source`.
const HEADER: &str = "__crosswalk_declaration";
/// The helper attribute carrying one line, without its `cfg`.
const LINE: &str = "__crosswalk_line";

/// One line: its `cfg`s, and the rest of it, its other attributes first.
struct Line {
    cfgs: Vec<Attribute>,
    rest: TokenStream,
}

/// Each line's `cfg`s taken out; a line whose attributes do not parse is whole in `rest`, for the
/// line parser to report.
fn lines(syntax: &DeclarationSyntax) -> Vec<Line> {
    let line = |input: ParseStream<'_>| {
        let (cfgs, others): (Vec<Attribute>, Vec<Attribute>) = input
            .call(Attribute::parse_outer)?
            .into_iter()
            .partition(|attribute| attribute.path().is_ident("cfg"));
        let rest: TokenStream = input.parse()?;
        Ok(Line {
            cfgs,
            rest: quote!(#(#others)* #rest),
        })
    };
    let whole = |piece: &TokenStream| Line {
        cfgs: Vec::new(),
        rest: piece.clone(),
    };
    syntax
        .lines
        .iter()
        .map(|piece| line.parse2(piece.clone()).unwrap_or_else(|_| whole(piece)))
        .collect()
}

/// The declaration for the derive, when it depends on this build's `cfg` (as a whole, through its
/// crosswalk, or a line): the holder, and the hidden enum of the lines under the declaration's
/// own `cfg`s; `None` when it does not. `syntax.attributes` are the holder's, its crosswalks taken
/// off into `written`.
pub fn hand_to_derive(
    syntax: &DeclarationSyntax,
    written: &WrittenCrosswalks,
) -> Option<TokenStream> {
    let cfgs: Vec<&Attribute> = syntax
        .attributes
        .iter()
        .filter(|attribute| attribute.path().is_ident("cfg"))
        .collect();
    let lines = lines(syntax);
    let line_under_cfg = lines.iter().any(|line| !line.cfgs.is_empty());
    if cfgs.is_empty() && !written.any_conditional() && !line_under_cfg {
        return None;
    }
    let derive = derive_attribute(&written.runtime());
    let helpers = written.on.iter().map(helper_attributes);
    let header_helper = format_ident!("{}", HEADER);
    let line_helper = format_ident!("{}", LINE);
    let variants = lines.into_iter().enumerate().map(|(index, line)| {
        let Line { cfgs, rest } = line;
        let name = format_ident!("Line{index}");
        quote!(#(#cfgs)* #[#line_helper(#rest)] #name)
    });
    let DeclarationSyntax {
        attributes, header, ..
    } = syntax;
    let crate::crosswalk::parse::Header {
        visibility, holder, ..
    } = header;
    Some(quote! {
        #(#attributes)*
        #visibility enum #holder {}

        #(#cfgs)*
        const _: () = {
            #derive
            #(#helpers)*
            #[#header_helper(#header)]
            #[allow(dead_code)]
            enum Lines {
                #(#variants,)*
            }
        };
    })
}

/// The declaration the derive's hidden enum carries, as this build has it, or `None` when the
/// enum is one of `#[crosswalk]`'s.
///
/// # Errors
/// When the header does not parse, which only a hand-written use of the derive can do.
pub fn from_derive_input(item: &DeriveInput) -> Option<syn::Result<DeclarationSyntax>> {
    let header_tokens = item.attrs.iter().find_map(|attribute| {
        attribute.path().is_ident(HEADER).then(|| {
            attribute
                .meta
                .require_list()
                .map(|list| list.tokens.clone())
        })
    })?;
    Some(header_tokens.and_then(|tokens| {
        let mut lines = Vec::new();
        if let syn::Data::Enum(data) = &item.data {
            for variant in &data.variants {
                for attribute in &variant.attrs {
                    if attribute.path().is_ident(LINE) {
                        lines.push(attribute.meta.require_list()?.tokens.clone());
                    }
                }
            }
        }
        Ok(DeclarationSyntax {
            attributes: Vec::new(),
            header: header.parse2(tokens)?,
            lines,
        })
    }))
}
