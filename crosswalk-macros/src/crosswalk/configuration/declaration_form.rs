//! `declare!` with a `cfg` in a declaration: the holder is emitted as written, and the lines go to
//! the derive as the variants of a hidden enum, each under its line's `cfg`, so that the derive
//! sees the lines of this build.

use super::derive_with_helpers;
use crate::attributes::parse_all;
use crate::crosswalk::parse::{DeclarationSyntax, Header, WrittenCrosswalks, header};
use proc_macro2::{Ident, Span, TokenStream};
use quote::{ToTokens, format_ident};
use syn::{Attribute, DeriveInput};

/// The helper attribute carrying the declaration's header, `pub enum Holder for path::Source`.
const HEADER: &str = "__crosswalk_declaration";
/// The helper attribute carrying one line, without its `cfg`.
const LINE: &str = "__crosswalk_line";

/// The holder, and for the derive the hidden enum of the lines (a line whose attributes do not
/// parse left whole, for the line parser to report), when the declaration depends on this
/// build's `cfg`; `None` when it does not. `syntax.attributes` are the holder's.
pub fn hand_to_derive(
    syntax: &DeclarationSyntax,
    written: &WrittenCrosswalks,
) -> Option<TokenStream> {
    let attributes = &syntax.attributes;
    let mut cfgs = TokenStream::new();
    for attribute in attributes {
        if attribute.path().is_ident("cfg") {
            attribute.to_tokens(&mut cfgs);
        }
    }
    let line_helper = Ident::new(LINE, Span::call_site());
    let mut line_under_cfg = false;
    let mut variants = TokenStream::new();
    for (index, piece) in syntax.lines.iter().enumerate() {
        let (mut written, mut rest) = (Vec::new(), piece.clone());
        let _ = parse_all(piece.clone(), &mut |input| {
            written = input.call(Attribute::parse_outer)?;
            rest = input.parse()?;
            Ok(())
        });
        let (mut line_cfgs, mut others) = (TokenStream::new(), TokenStream::new());
        for attribute in &written {
            let cfg = attribute.path().is_ident("cfg");
            attribute.to_tokens(if cfg { &mut line_cfgs } else { &mut others });
        }
        line_under_cfg |= !line_cfgs.is_empty();
        let name = format_ident!("Line{index}");
        variants.extend(template!(line_cfgs, line_helper, others, rest, name => #line_cfgs #[#line_helper(#others #rest)] #name,));
    }
    if cfgs.is_empty() && !written.any_conditional() && !line_under_cfg {
        return None;
    }
    let derive = derive_with_helpers(written);
    let header_helper = Ident::new(HEADER, Span::call_site());
    let Header {
        visibility,
        enum_token,
        holder,
        for_token,
        source_path,
    } = &syntax.header;
    let mut holder_attributes = TokenStream::new();
    for attribute in attributes {
        attribute.to_tokens(&mut holder_attributes);
    }
    Some(template! {
        holder_attributes, visibility, holder, cfgs, derive, header_helper, enum_token, for_token,
        source_path, variants =>
        #holder_attributes
        #visibility enum #holder {}

        #cfgs
        const _: () = {
            #derive
            #[#header_helper(#visibility #enum_token #holder #for_token #source_path)]
            #[allow(dead_code)]
            enum Lines {
                #variants
            }
        };
    })
}

/// The declaration the derive's hidden enum carries, or `None` for an enum of `#[crosswalk]`'s;
/// an error only for a hand-written use of the derive.
pub fn from_derive_input(item: &DeriveInput) -> syn::Result<Option<DeclarationSyntax>> {
    let mut declaration = None;
    for helper in &item.attrs {
        if !helper.path().is_ident(HEADER) {
            continue;
        }
        let tokens = helper.meta.require_list()?.tokens.clone();
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
        parse_all(tokens, &mut |input| {
            let header = header(input)?;
            let lines = std::mem::take(&mut lines);
            declaration = Some(DeclarationSyntax {
                attributes: Vec::new(),
                header,
                lines,
            });
            Ok(())
        })?;
        break;
    }
    Ok(declaration)
}
