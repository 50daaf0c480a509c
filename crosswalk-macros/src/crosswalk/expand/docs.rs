//! The rustdoc the crosswalk adds: the declared table on the enum, and on each variant where it
//! goes, so `cargo doc` shows the mapping without the source.

use super::context::words;
use crate::crosswalk::model::{
    Base, Crosswalk, CrosswalkName, Declaration, Outcome, Policy, Source, TargetKind, TargetRef,
};
use crate::naming::{last_segment, path_text};
use proc_macro2::{Literal, Span, TokenStream};
use quote::ToTokens as _;
use std::fmt::Write as _;
use syn::Ident;

/// Adds each crosswalk's table to the enum's documentation (after the user's own summary) and a
/// line to each variant's; `marker`, unseen, tells a later expansion that this enum is done.
pub fn document_enum(declaration: &Declaration, input: &mut syn::DeriveInput, marker: &str) {
    let source = &declaration.source;
    // Before the first table alone.
    let mut marker = format!("\n{marker}");
    for crosswalk in &declaration.crosswalks {
        let text = std::mem::take(&mut marker) + &crosswalk_docs(source, crosswalk);
        input.attrs.push(doc_attribute(&text));
    }
    if let syn::Data::Enum(data) = &mut input.data {
        for (index, variant) in data.variants.iter_mut().enumerate() {
            for crosswalk in &declaration.crosswalks {
                if let Some(outcome) = crosswalk.outcomes.get(index) {
                    let line = variant_line(source, crosswalk, outcome);
                    variant.attrs.push(doc_attribute(&line));
                }
            }
        }
    }
}

/// The table of a declaration's crosswalk, for its holder's documentation.
pub fn holder_docs(declaration: &Declaration) -> TokenStream {
    let mut attributes = TokenStream::new();
    for crosswalk in &declaration.crosswalks {
        table_docs(&declaration.source, crosswalk).to_tokens(&mut attributes);
    }
    attributes
}

/// A crosswalk's table as a `#[doc]` attribute.
pub fn table_docs(source: &Source, crosswalk: &Crosswalk) -> syn::Attribute {
    doc_attribute(&crosswalk_docs(source, crosswalk))
}

fn crosswalk_docs(source: &Source, crosswalk: &Crosswalk) -> String {
    let mut text = heading(source, crosswalk);
    let with_notes = (crosswalk.outcomes.iter()).any(|outcome| !note(outcome).is_empty());
    text.push_str(if with_notes {
        "\n| source ordinal | variant | → target | note |\n|---:|---|---|---|\n"
    } else {
        "\n| source ordinal | variant | → target |\n|---:|---|---|\n"
    });
    for &index in &ordinal_order(source) {
        let (Some(variant), Some(outcome)) =
            (source.variants.get(index), crosswalk.outcomes.get(index))
        else {
            continue;
        };
        let to = outcome_link(source, crosswalk, outcome);
        let ordinal = match variant.ordinal.known() {
            Some(value) => value.to_string(),
            None => words(source).unknown_ordinal.to_owned(),
        };
        let variant = source_link(source, &variant.ident);
        let _ = write!(text, "| {ordinal} | {variant} | {to} |");
        if with_notes {
            let _ = write!(text, " {} |", note(outcome));
        }
        text.push('\n');
    }
    if let Some(wildcard) = &crosswalk.wildcard {
        let to = outcome_link(source, crosswalk, wildcard);
        let _ = write!(text, "\nEvery other variant (`_`) → {to}");
        let note = note(wildcard);
        if !note.is_empty() {
            let _ = write!(text, "; {note}");
        }
        text.push_str(".\n");
    }
    let holes = (crosswalk.layout.positions.iter())
        .flat_map(|positions| &positions.raw)
        .filter(|entry| entry.is_none())
        .count();
    if holes > 0 {
        let _ = write!(
            text,
            "\n{holes} ordinal(s) inside the table have no variant; they follow the `on_oob` policy.\n"
        );
    }
    if let Some(unreached) = &crosswalk.unreached {
        let link = |name| variant_link(source, crosswalk, name);
        let links: Vec<String> = unreached.variants.iter().map(link).collect();
        let listed = if links.is_empty() {
            "none".to_owned()
        } else {
            links.join(", ")
        };
        let _ = write!(
            text,
            "\nNo variant reaches (declared, checked at compile time): {listed}.\n"
        );
    }
    text
}

/// The variants' indices by ordinal (unknown ones first, ties in declaration order). The known
/// ones by their bits with the sign flipped, an unsigned number in the same order, and their index:
/// the one sort the crate compiles (see `name_hash`).
fn ordinal_order(source: &Source) -> Vec<usize> {
    let (mut order, mut known) = (Vec::new(), Vec::new());
    for (index, variant) in source.variants.iter().enumerate() {
        let Some(ordinal) = variant.ordinal.known() else {
            order.push(index);
            continue;
        };
        let flipped = u128::from_ne_bytes(ordinal.to_ne_bytes()) ^ (1 << 127);
        known.push((flipped, index));
    }
    known.sort_unstable();
    for &(_, index) in &known {
        order.push(index);
    }
    order
}

fn heading(source: &Source, crosswalk: &Crosswalk) -> String {
    // A tuple is no path for rustdoc to link.
    let target = match &crosswalk.target.tuple {
        Some(_) => format!("`{}`", crosswalk.target.text),
        None => format!("[`{}`]", crosswalk.target.text),
    };
    let mut text = match &crosswalk.name {
        CrosswalkName::Named(path) => {
            // Without source values there is no `Crosswalk` impl to read it through.
            let or_trait = if source.carries_data() {
                String::new()
            } else {
                format!(", or `Crosswalk<{}>`", path_text(path))
            };
            format!(
                "\n# Crosswalk `{}` into {target}\n\nRead with `{}` and friends{or_trait}.",
                last_segment(path),
                crosswalk.methods.translate,
            )
        }
        _ if source.on_a_holder() => format!(
            "\n# Crosswalk from [`{}`] into {target}\n\nRead with `{}` and friends, or \
             `Crosswalk<Self>` on the source.",
            path_text(&source.path),
            crosswalk.methods.translate,
        ),
        _ => format!("\n# Crosswalk into {target}\n"),
    };
    let on_oob = match &crosswalk.policy {
        Policy::Throw {
            message: Some(message),
        } => format!("throws `{:?}`", message.value()),
        Policy::Throw { message: None } => {
            "throws an out-of-range error naming the enum and the ordinal".to_owned()
        }
        Policy::Default { target } => {
            format!("gives {} (no error)", link(source, crosswalk, target))
        }
        Policy::Compute { function } => format!(
            "gives `{}(ordinal)` (no error; a computed target is not in the table and does not \
             go back)",
            path_text(function)
        ),
    };
    let declared = words(source).declared_by;
    let base = match &crosswalk.base {
        Base::Number(value) => value.to_string(),
        Base::Expression(written) => written.to_string(),
    };
    let _ = write!(
        text,
        "\nDeclared with {declared}: `base = {base}`; an ordinal with no cell {on_oob}.\n"
    );
    if let Some(own) = &crosswalk.own_error {
        let _ = writeln!(
            text,
            "Its translators fail with {}, built by `{}` from a `crosswalk::Error`.",
            own.text,
            path_text(&own.from)
        );
    }
    if crosswalk.many_to_one {
        text.push_str("Declared `many_to_one`: several variants share a target by design.\n");
    }
    text
}

fn variant_line(source: &Source, crosswalk: &Crosswalk, outcome: &Outcome) -> String {
    let mut line = match outcome.target() {
        Some(target) => format!("\n\n→ {}", link(source, crosswalk, target)),
        None => "\n\n→ no target".to_owned(),
    };
    if let CrosswalkName::Named(path) = &crosswalk.name {
        let _ = write!(line, " (crosswalk `{}`)", last_segment(path));
    }
    let note = note(outcome);
    if !note.is_empty() {
        let _ = write!(line, "; {note}");
    }
    line.push('.');
    line
}

fn note(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Mapped { one_way: true, .. } => {
            "one way: `from_target` never answers with it".to_owned()
        }
        Outcome::Mapped { alias: true, .. } => {
            "alias: a later source of a shared target".to_owned()
        }
        Outcome::Mapped { .. } => String::new(),
        Outcome::Unreachable {
            message: Some(message),
        } => format!("unreachable (panics): `{:?}`", message.value()),
        Outcome::Unreachable { message: None } => "unreachable (panics)".to_owned(),
        Outcome::Rejected {
            message: Some(message),
        } => format!("rejected: `{:?}`", message.value()),
        Outcome::Rejected { message: None } => "rejected".to_owned(),
        Outcome::Default { .. } => "below `base`: the `on_oob` default".to_owned(),
    }
}

/// The target an outcome's cell holds, linked; a dash for none.
fn outcome_link(source: &Source, crosswalk: &Crosswalk, outcome: &Outcome) -> String {
    match outcome.target() {
        Some(target) => link(source, crosswalk, target),
        None => "—".to_owned(),
    }
}

fn link(source: &Source, crosswalk: &Crosswalk, target: &TargetRef) -> String {
    match (target, &crosswalk.target.kind) {
        (TargetRef::Name(name), TargetKind::Variants) => variant_link(source, crosswalk, name),
        (TargetRef::Name(name), _) => format!("`{}::{name}`", crosswalk.target.text),
        // A number as written, a constant expression as written.
        _ => format!("`{target}`"),
    }
}

/// A source variant, linked: on the enum itself, or on the declaration's source.
fn source_link(source: &Source, variant: &Ident) -> String {
    if source.on_a_holder() {
        format!("[`{variant}`]({}::{variant})", path_text(&source.path))
    } else {
        format!("[`{variant}`](Self::{variant})")
    }
}

/// A target variant, linked; named with the target's path where the target shares the source's
/// name (`klr::Dtype` into `bir::Dtype`), where the variant alone would read as the source's own.
fn variant_link(source: &Source, crosswalk: &Crosswalk, name: &Ident) -> String {
    let path = &crosswalk.target.text;
    let same_name = crosswalk.target.path.segments.last().is_some_and(|last| {
        Some(&last.ident) == source.path.segments.last().map(|last| &last.ident)
    });
    if same_name {
        format!("[`{path}::{name}`]")
    } else {
        format!("[`{name}`]({path}::{name})")
    }
}

/// `#[doc = "…"]`, built directly: parsing generated attribute text would cost more than the rest
/// of the expansion.
fn doc_attribute(text: &str) -> syn::Attribute {
    let span = Span::call_site();
    // A short text is escaped here; a long one is handed to the compiler's lexer as a raw
    // string, which costs a call across its bridge but no escaping of the whole table.
    let text = if text.len() < RAW_FROM_BYTES {
        syn::LitStr::new(text, span)
    } else {
        raw_string(text).unwrap_or_else(|| syn::LitStr::new(text, span))
    };
    syn::Attribute {
        pound_token: syn::token::Pound(span),
        style: syn::AttrStyle::Outer,
        bracket_token: syn::token::Bracket(span),
        meta: syn::Meta::NameValue(syn::MetaNameValue {
            path: syn::Path::from(syn::Ident::new("doc", span)),
            eq_token: syn::token::Eq(span),
            value: syn::Expr::Lit(syn::ExprLit {
                attrs: Vec::new(),
                lit: syn::Lit::Str(text),
            }),
        }),
    }
}

/// The length from which a doc text is written as a raw string literal.
const RAW_FROM_BYTES: usize = 512;

/// `text` as a raw string literal, which needs no escaping (the larger part of writing the docs);
/// `None` for text one cannot hold (a carriage return).
fn raw_string(text: &str) -> Option<syn::LitStr> {
    if text.contains('\r') {
        return None;
    }
    // The fewest `#`s that no quote inside is followed by, so no `"#…` inside ends the literal.
    let mut fence = String::new();
    while text.contains(&format!("\"{fence}")) {
        fence.push('#');
    }
    let repr = format!("r{fence}\"{text}\"{fence}");
    match syn::Lit::new(repr.parse::<Literal>().ok()?) {
        syn::Lit::Str(literal) => Some(literal),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use proc_macro2::TokenStream;
    use std::str::FromStr;

    fn expanded_docs(args: &str, item: &str) -> String {
        let parse = |text: &str| TokenStream::from_str(text).unwrap_or_default();
        crate::crosswalk::crosswalk(parse(args), parse(item)).to_string()
    }

    #[test]
    fn the_docs_name_targets_and_fallbacks() {
        let cases = [
            (
                "to = bir::Dtype",
                "#[to(Float8e4)] Float8E4m3",
                ["→ [`bir::Dtype::Float8e4`]", "| [`bir::Dtype::Float8e4`] |"],
            ),
            (
                "to = ir::Op, on_oob = compute(ir::op_from_raw)",
                "#[to(Add)] Plus",
                [
                    "→ [`Add`](ir::Op::Add)",
                    "no cell gives `ir::op_from_raw(ordinal)` (no error",
                ],
            ),
        ];
        for (args, variants, expected) in cases {
            let item = format!("#[derive(Clone, Copy)] #[repr(u8)] enum Dtype {{ {variants} }}");
            let docs = expanded_docs(args, &item);
            assert!(expected.iter().all(|text| docs.contains(text)), "{docs}");
        }
    }

    #[test]
    fn a_raw_doc_string_holds_quotes_and_hashes() {
        for text in [
            "plain",
            "a \"quoted\" word",
            "\"#\"## and #\"###",
            "ends with \"",
        ] {
            let value = super::raw_string(text).map(|literal| literal.value());
            assert_eq!(value.as_deref(), Some(text));
        }
        assert!(super::raw_string("carriage\rreturn").is_none());
    }

    #[test]
    fn the_table_lists_variants_by_ordinal() {
        let docs = expanded_docs(
            "to = ir::Op",
            "#[derive(Clone, Copy)] enum Front { #[to(C)] Third = 3, #[to(A)] First = 1, \
             #[to(B)] Second = 2, #[to(D)] Fourth = 4 }",
        );
        let rows: Vec<usize> = ["First", "Second", "Third", "Fourth"]
            .iter()
            .filter_map(|name| docs.find(&format!("| [`{name}`](Self::{name})")))
            .collect();
        assert_eq!(rows.len(), 4, "{docs}");
        assert!(rows.is_sorted(), "{docs}");
    }
}
