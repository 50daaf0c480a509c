//! Parses `declare!`'s declarations, `#[crosswalk(to = T, …)] pub enum Holder for Source { A =>
//! X, B | C => (X, one_way), D => reject("…"), E | F => .., _ => unreachable }`: each is its
//! holder type and one [`Input`] whose source variants are those the lines name, in order. A
//! `=> ..` line's variants get no entry, and map onto their namesakes as `by_name` maps them.

use super::args::Args;
use super::entries::{Entry, EntryKind, parsed};
use super::outcome::{Alias, WrittenOutcome, parse_outcome};
use super::written::WrittenCrosswalks;
use super::{Input, WrittenRepr, WrittenSource};
use crate::attributes::{parse_all, parse_whole};
use crate::crosswalk::model::Home;
use crate::diagnostics::{Diagnostics, error_with_help, help_at};
use crate::source::{Fields, WrittenVariant};
use crate::token_split::split_top_level_commas;
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::ParseStream;
use syn::{Attribute, Ident, Path, Token, Visibility};

/// A declaration split into its parts, before any is read.
pub struct DeclarationSyntax {
    /// Its crosswalks and the holder's own attributes.
    pub attributes: Vec<Attribute>,
    pub header: Header,
    pub lines: Vec<TokenStream>,
}

/// `pub enum Holder for path::Source`.
pub struct Header {
    pub visibility: Visibility,
    pub enum_token: Token![enum],
    pub holder: Ident,
    pub for_token: Token![for],
    pub source_path: Path,
}

/// Hands `declared` every declaration in the macro's input, in order, or errs where one does not
/// parse.
pub fn parse_declarations(
    tokens: TokenStream,
    declared: &mut dyn FnMut(DeclarationSyntax),
) -> syn::Result<()> {
    parse_all(tokens, &mut |input| {
        while !input.is_empty() {
            let attributes = input.call(Attribute::parse_outer)?;
            let header = header(input)?;
            let content;
            syn::braced!(content in input);
            let lines = split_top_level_commas(content.parse()?);
            declared(DeclarationSyntax {
                attributes,
                header,
                lines,
            });
        }
        Ok(())
    })
}

pub fn header(input: ParseStream<'_>) -> syn::Result<Header> {
    let visibility: Visibility = input.parse()?;
    let enum_token = expected(
        input.parse(),
        "expected a crosswalk declaration: `pub enum Holder for Source { … }`",
        "write `#[crosswalk(to = Target)] pub enum Holder for path::Source { A => X, … }`: \
         the holder is a type this declares, on which the translators are defined",
    )?;
    let holder: Ident = input.parse()?;
    let for_token = expected(
        input.parse(),
        &format!("expected `for` and the source enum after `enum {holder}`"),
        &format!("write `enum {holder} for path::Source {{ … }}`: the enum translated from"),
    )?;
    let source_path = expected(
        input.call(Path::parse_mod_style),
        "expected the path of the source enum after `for`",
        "write e.g. `for spirv::ImageFormat`",
    )?;
    Ok(Header {
        visibility,
        enum_token,
        holder,
        for_token,
        source_path,
    })
}

/// `read`, or an error where the parser stopped, saying what it expected there.
fn expected<T>(read: syn::Result<T>, message: &str, help: &str) -> syn::Result<T> {
    match read {
        Ok(read) => Ok(read),
        Err(error) => Err(help_at(error.span(), message, help)),
    }
}

/// Reads a declaration: the holder as emitted (`pub enum Holder {}` with its docs), and what its
/// lines say. `written` is its crosswalks, `syntax.attributes` the holder's own.
pub fn read_declaration(
    syntax: DeclarationSyntax,
    written: WrittenCrosswalks,
    diagnostics: &mut Diagnostics,
) -> (TokenStream, Input) {
    let (crosswalks, switched_off) = crosswalk_args(written, syntax.header.enum_token, diagnostics);
    let Header {
        visibility,
        holder,
        for_token,
        source_path,
        ..
    } = syntax.header;
    let mut emitted = TokenStream::new();
    for attribute in &syntax.attributes {
        attribute.to_tokens(&mut emitted);
    }
    emitted.extend(template!(visibility, holder => #visibility enum #holder {}));
    let mut input = Input {
        source: WrittenSource {
            path: source_path,
            generics: syn::Generics::default(),
            home: Home::Holder {
                ident: holder,
                visibility,
            },
            variants: Vec::new(),
            repr: WrittenRepr::Unseen,
        },
        crosswalks,
        switched_off,
        entries: Vec::new(),
        wildcard_line: None,
        unread_lines: false,
    };
    if syntax.lines.is_empty() {
        diagnostics.error_with_help(
            &for_token,
            "a crosswalk declaration needs a line for each source variant",
            "write `Variant => Target,` for each, and `_ => …` for the rest",
        );
    }
    for piece in syntax.lines {
        if let Err(error) = parse_all(piece, &mut |stream| line(stream, &mut input, diagnostics)) {
            diagnostics.push(error);
            input.unread_lines = true;
        }
    }
    if let (true, false, Some(wildcard_line)) = (
        input.source.variants.is_empty(),
        input.unread_lines,
        &input.wildcard_line,
    ) {
        diagnostics.error_with_help(
            &wildcard_line.written,
            "`_` is the declaration's only line, so it maps no variant by name",
            "write a line for each variant that maps somewhere, and keep `_ => …` for the rest",
        );
    }
    (emitted, input)
}

/// The one `#[crosswalk(…)]` of a declaration in this build, read as the attribute's arguments
/// are, and those a `cfg` switches off.
fn crosswalk_args(
    written: WrittenCrosswalks,
    enum_token: Token![enum],
    diagnostics: &mut Diagnostics,
) -> (Vec<Args>, Vec<Args>) {
    let missing = written.on.is_empty() && written.off.is_empty();
    if missing {
        diagnostics.error_with_help(
            &enum_token,
            "a crosswalk declaration needs its target: `#[crosswalk(to = path::Target)]`",
            "write `#[crosswalk(to = …)]` above `enum`, with any keys the attribute takes",
        );
    }
    for extra in written.on.get(1..).unwrap_or_default() {
        diagnostics.error_with_help(
            &extra.attribute,
            "a holder has one crosswalk, and this is a second `#[crosswalk]`",
            "declare each crosswalk with a holder of its own, in the same macro call if you like",
        );
    }
    let (mut on, off) = written.into_args();
    on.truncate(1);
    if missing {
        on.push(Args::default());
    }
    (on, off)
}

/// One line: `A | B => OUTCOME` or `_ => OUTCOME`.
fn line(
    input: ParseStream<'_>,
    read: &mut Input,
    diagnostics: &mut Diagnostics,
) -> syn::Result<()> {
    for attribute in input.call(Attribute::parse_outer)? {
        if !attribute.path().is_ident("doc") {
            diagnostics.error_with_help(
                &attribute,
                "a crosswalk line takes no attributes but `#[cfg(…)]` and docs",
                "write the line as `Variant => Target`, under `#[cfg(…)]` if it is there only in some builds",
            );
        }
    }
    let mut sources = Vec::new();
    let mut underscore = None;
    loop {
        if input.peek(Token![_]) {
            underscore = Some(input.parse::<Token![_]>()?);
        } else {
            let ident = expected(
                input.call(Ident::parse_any),
                "expected a source variant's name",
                "a line is `Variant => Target`, `A | B => Target` or `_ => Target`",
            )?;
            let fields = variant_fields(input, &ident)?;
            sources.push(WrittenVariant {
                ident,
                value: None,
                fields,
            });
        }
        if input.parse::<Option<Token![|]>>()?.is_none() {
            break;
        }
    }
    let arrow: Token![=>] = expected(
        input.parse(),
        "expected `=>` and the outcome after the line's source variants",
        "write `Variant => Target`, `Variant => reject(\"message\")` or `Variant => unreachable`",
    )?;
    let written_outcome: TokenStream = input.parse()?;
    // `=> ..`: each source onto the target variant of its own name.
    let by_name = parse_whole::<Token![..]>(written_outcome.clone());
    if let Some(underscore) = underscore {
        if !sources.is_empty() {
            return Err(error_with_help(
                &underscore,
                "`_` stands for every variant no other line names, so it has a line of its own",
                "write `_ => …` as a line by itself",
            ));
        }
        if by_name.is_some() {
            return Err(error_with_help(
                &template!(underscore, arrow, written_outcome => #underscore #arrow #written_outcome),
                "`_ => ..` cannot map the rest by name: the macro sees only the names the lines \
                 write, not those of the variants `_` stands for",
                "name them on a line of their own, `A | B => ..`, and keep `_ => …` for a rest \
                 with one outcome",
            ));
        }
        let outcome = read_outcome(written_outcome, arrow, diagnostics);
        let entry = entry(underscore.to_token_stream(), outcome);
        if read.wildcard_line.replace(entry).is_some() {
            diagnostics.error_with_help(&underscore, "`_` has two lines", "keep one");
        }
        return Ok(());
    }
    let outcome = match by_name {
        Some(_) => None,
        None => read_outcome(written_outcome.clone(), arrow, diagnostics),
    };
    let mut later = false;
    for source in sources {
        let ident = &source.ident;
        let mut outcome = outcome.clone();
        // The sources after the first share the first's target, by being written on its line.
        if let (true, Some(WrittenOutcome::To { flags, .. })) = (later, &mut outcome) {
            flags.alias = flags.alias.take().or(Some(Alias::SameLine));
        }
        later = true;
        let variants = &read.source.variants;
        if let Some(first) = variants.iter().find(|variant| variant.ident == *ident) {
            diagnostics.error_with_note(
                ident,
                format!("`{ident}` is named by two lines"),
                "keep one",
                &first.ident,
                "first named here",
            );
            continue;
        }
        // A `=> ..` line's variant has no entry: its crosswalk maps it as `by_name` does.
        let mut entries = Vec::new();
        if by_name.is_none() {
            entries.push(entry(ident.to_token_stream(), outcome));
        }
        read.entries.push(entries);
        read.source.variants.push(source);
    }
    Ok(())
}

/// The fields a line writes after a variant's name, `(..)` or `{ .. }`: they are ignored, and
/// only say how a pattern names the variant.
fn variant_fields(input: ParseStream<'_>, ident: &Ident) -> syn::Result<Fields> {
    let content;
    let fields = if input.peek(syn::token::Paren) {
        syn::parenthesized!(content in input);
        Fields::Tuple
    } else if input.peek(syn::token::Brace) {
        syn::braced!(content in input);
        Fields::Named
    } else {
        return Ok(Fields::Unit);
    };
    let rest: TokenStream = content.parse()?;
    // `..`, or each field ignored as rustc's help for a variant written without them has it,
    // `(_, _)`, `{ access: _ }`.
    let mut ignored = |input: ParseStream<'_>| {
        if input.parse::<Option<Token![..]>>()?.is_some() {
            return Ok(());
        }
        loop {
            if fields == Fields::Named {
                input.call(Ident::parse_any)?;
                input.parse::<Token![:]>()?;
            }
            input.parse::<Token![_]>()?;
            if !input.is_empty() {
                input.parse::<Token![,]>()?;
            }
            if input.is_empty() {
                return Ok(());
            }
        }
    };
    if parse_all(rest.clone(), &mut ignored).is_err() {
        let written = match fields {
            Fields::Tuple => format!("{ident}(..)"),
            _ => format!("{ident} {{ .. }}"),
        };
        return Err(error_with_help(
            &rest,
            format!("a line matches `{ident}` whatever its fields hold, so it names none of them"),
            format!("write `{written}`"),
        ));
    }
    Ok(fields)
}

fn entry(written: TokenStream, outcome: Option<WrittenOutcome>) -> Entry {
    let kind = match &outcome {
        Some(WrittenOutcome::Reject { .. }) => EntryKind::Reject,
        Some(WrittenOutcome::Unreachable { .. }) => EntryKind::Unreachable,
        Some(WrittenOutcome::To { .. }) | None => EntryKind::To,
    };
    Entry {
        key: None,
        kind,
        written,
        outcome,
    }
}

/// What a line's outcome says; `None` when malformed (reported).
fn read_outcome(
    outcome: TokenStream,
    arrow: Token![=>],
    diagnostics: &mut Diagnostics,
) -> Option<WrittenOutcome> {
    if outcome.is_empty() {
        diagnostics.error_with_help(
            &arrow,
            "`=>` needs the outcome after it",
            "write a target, `reject(\"message\")` or `unreachable`",
        );
        return None;
    }
    parsed(outcome, &parse_outcome, diagnostics)
}
