//! `declare!` with a `cfg` in a declaration: the holder is emitted as written, and the lines go to
//! the derive as the variants of a hidden enum, each under its line's `cfg`, so that the derive
//! sees the lines of this build.

use super::cfg_predicates::{cfg_attr_holds, cfg_key};
use super::{CROSSWALK_OFF, CROSSWALK_ON, CrosswalkForDerive, take_crosswalks};
use crate::crosswalk::parse::{
    DeclarationSyntax, WrittenCrosswalk, WrittenCrosswalks, header, is_declared_crosswalk,
};
use crate::token_split::split_top_level_commas;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Attribute, DeriveInput, Meta};

/// The helper attribute carrying the declaration's header, `pub enum Holder for path::Source`.
const HEADER: &str = "__crosswalk_declaration";
/// The helper attribute carrying one line, without its `cfg`.
const LINE: &str = "__crosswalk_line";

/// One line: its outer attributes and what follows them.
struct Line {
    attributes: Vec<Attribute>,
    rest: TokenStream,
}

/// The body's lines; a line whose attributes do not parse is whole in `rest`, for the line
/// parser to report.
fn lines(body: &TokenStream) -> Vec<Line> {
    split_top_level_commas(body.clone())
        .into_iter()
        .map(|piece| {
            let parser = |input: ParseStream<'_>| {
                let attributes = input.call(Attribute::parse_outer)?;
                let rest: TokenStream = input.parse()?;
                Ok(Line { attributes, rest })
            };
            parser.parse2(piece.clone()).unwrap_or(Line {
                attributes: Vec::new(),
                rest: piece,
            })
        })
        .collect()
}

/// Whether the declaration depends on this build's `cfg`: as a whole, through a crosswalk (a
/// `cfg` key or a `cfg_attr` around it), or a line.
pub fn needs_configuration(syntax: &DeclarationSyntax) -> bool {
    let declaration = syntax.attributes.iter().any(|attribute| {
        let keyed = is_declared_crosswalk(attribute.path())
            && matches!(&attribute.meta, Meta::List(list) if cfg_key(&list.tokens).is_some());
        attribute.path().is_ident("cfg")
            || keyed
            || cfg_attr_holds(attribute, &is_declared_crosswalk)
    });
    declaration
        || lines(&syntax.body).iter().any(|line| {
            line.attributes
                .iter()
                .any(|attribute| attribute.path().is_ident("cfg"))
        })
}

/// The holder, and the hidden enum of the lines for the derive, under the declaration's own
/// `cfg`s.
pub fn hand_to_derive(syntax: DeclarationSyntax, derive: &TokenStream) -> TokenStream {
    let DeclarationSyntax {
        attributes,
        header,
        body,
    } = syntax;
    let (for_derive, holder_attributes) = take_crosswalks(attributes, &is_declared_crosswalk);
    let cfgs: Vec<&Attribute> = holder_attributes
        .iter()
        .filter(|attribute| attribute.path().is_ident("cfg"))
        .collect();
    let helpers = for_derive.iter().map(CrosswalkForDerive::helper_attributes);
    let header_helper = format_ident!("{}", HEADER);
    let line_helper = format_ident!("{}", LINE);
    let variants = lines(&body).into_iter().enumerate().map(|(index, line)| {
        let (cfgs, others): (Vec<Attribute>, Vec<Attribute>) = line
            .attributes
            .into_iter()
            .partition(|attribute| attribute.path().is_ident("cfg"));
        let rest = line.rest;
        let name = format_ident!("Line{index}");
        quote!(#(#cfgs)* #[#line_helper(#(#others)* #rest)] #name)
    });
    let crate::crosswalk::parse::Header {
        visibility, holder, ..
    } = &header;
    quote! {
        #(#holder_attributes)*
        #visibility enum #holder {}

        #(#cfgs)*
        const _: () = {
            #[derive(#derive)]
            #(#helpers)*
            #[#header_helper(#header)]
            #[allow(dead_code)]
            enum Lines {
                #(#variants,)*
            }
        };
    }
}

/// The declaration the derive's hidden enum carries, as this build has it, with its crosswalks.
///
/// # Errors
/// When the enum lacks the header, which only a hand-written use of the derive can do.
pub fn from_derive_input(
    item: &DeriveInput,
) -> syn::Result<(DeclarationSyntax, WrittenCrosswalks)> {
    let mut written = WrittenCrosswalks::default();
    let mut header_tokens = None;
    for attribute in &item.attrs {
        let path = attribute.path();
        if path.is_ident(CROSSWALK_ON) {
            written
                .on
                .push(WrittenCrosswalk::of_attribute(attribute, attribute.span()));
        } else if path.is_ident(CROSSWALK_OFF) {
            written
                .off
                .push(WrittenCrosswalk::of_attribute(attribute, attribute.span()));
        } else if path.is_ident(HEADER) {
            header_tokens = Some(attribute.meta.require_list()?.tokens.clone());
        }
    }
    let Some(header_tokens) = header_tokens else {
        return Err(syn::Error::new_spanned(
            &item.ident,
            "this derive is `crosswalk::declare!`'s own: use the macro",
        ));
    };
    let header = header.parse2(header_tokens)?;
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
    let syntax = DeclarationSyntax {
        attributes: Vec::new(),
        header,
        body: quote!(#(#lines),*),
    };
    Ok((syntax, written))
}
