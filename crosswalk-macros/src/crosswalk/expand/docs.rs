//! The rustdoc the crosswalk adds: the declared table on the enum, and on each variant where it
//! goes, so `cargo doc` shows the mapping without the source.

use crate::crosswalk::model::{Crosswalk, Outcome, Policy, TargetRef, Variant};
use proc_macro2::Span;
use std::fmt::Write as _;

/// Adds the table to the enum's documentation (after the user's own, so its summary stays first)
/// and a line to each variant's.
pub fn document(crosswalk: &Crosswalk, input: &mut syn::DeriveInput) {
    input.attrs.push(doc_attribute(&enum_docs(crosswalk)));
    if let syn::Data::Enum(data) = &mut input.data {
        for variant in &mut data.variants {
            if let Some(declared) = crosswalk
                .variants
                .iter()
                .find(|declared| declared.ident == variant.ident)
            {
                variant
                    .attrs
                    .push(doc_attribute(&variant_line(crosswalk, declared)));
            }
        }
    }
}

fn enum_docs(crosswalk: &Crosswalk) -> String {
    let mut text = heading(crosswalk);
    let with_notes = crosswalk
        .variants
        .iter()
        .any(|variant| !note(variant).is_empty());
    text.push_str(if with_notes {
        "\n| source ordinal | variant | → target | note |\n|---:|---|---|---|\n"
    } else {
        "\n| source ordinal | variant | → target |\n|---:|---|---|\n"
    });
    let mut by_ordinal: Vec<&Variant> = crosswalk.variants.iter().collect();
    by_ordinal.sort_by_key(|variant| variant.ordinal);
    for variant in by_ordinal {
        let to = variant
            .target()
            .map_or_else(|| "—".to_owned(), |target| link(crosswalk, target));
        let _ = write!(
            text,
            "| {} | [`{}`](Self::{}) | {to} |",
            variant.ordinal, variant.ident, variant.ident
        );
        if with_notes {
            let _ = write!(text, " {} |", note(variant));
        }
        text.push('\n');
    }
    let holes = crosswalk
        .cells()
        .iter()
        .filter(|cell| cell.is_none())
        .count();
    if holes > 0 {
        let _ = write!(
            text,
            "\n{holes} ordinal(s) inside the table have no variant; they follow the `on_oob` policy.\n"
        );
    }
    if let Some((_, unreached)) = &crosswalk.unreached {
        let names: Vec<String> = unreached
            .iter()
            .map(|name| format!("[`{name}`]({}::{name})", crosswalk.target_text))
            .collect();
        let listed = if names.is_empty() {
            "none".to_owned()
        } else {
            names.join(", ")
        };
        let _ = write!(
            text,
            "\nNo variant reaches (declared, checked at compile time): {listed}.\n"
        );
    }
    text
}

fn heading(crosswalk: &Crosswalk) -> String {
    let target = &crosswalk.target_text;
    let mut text = match crosswalk
        .walk
        .as_ref()
        .and_then(|walk| walk.segments.last())
    {
        Some(walk) => format!(
            "\n# Crosswalk `{}` into [`{target}`]\n\nRead with `{}` and friends, or `Crosswalk<{}>`.",
            walk.ident,
            crosswalk.method_names().translate,
            walk.ident
        ),
        None => format!("\n# Crosswalk into [`{target}`]\n"),
    };
    let on_oob = match &crosswalk.policy {
        Policy::Throw {
            message: Some(message),
        } => format!("throws `{:?}`", message.value()),
        Policy::Throw { message: None } => {
            "throws an out-of-range error naming the enum and the ordinal".to_owned()
        }
        Policy::Default { target } => format!("gives {} (no error)", link(crosswalk, target)),
    };
    let _ = write!(
        text,
        "\nDeclared with `#[crosswalk]`: `base = {}`; an ordinal with no cell {on_oob}.\n",
        crosswalk.base
    );
    if crosswalk.many_to_one {
        text.push_str("Declared `many_to_one`: several variants share a target by design.\n");
    }
    text
}

fn variant_line(crosswalk: &Crosswalk, variant: &Variant) -> String {
    let walk = crosswalk
        .walk
        .as_ref()
        .and_then(|walk| walk.segments.last())
        .map(|walk| format!(" (crosswalk `{}`)", walk.ident))
        .unwrap_or_default();
    let outcome = match variant.target() {
        Some(target) => format!("→ {}", link(crosswalk, target)),
        None => "→ no target".to_owned(),
    };
    let note = note(variant);
    let note = if note.is_empty() {
        String::new()
    } else {
        format!("; {note}")
    };
    format!("\n\n{outcome}{walk}{note}.")
}

fn note(variant: &Variant) -> String {
    match &variant.outcome {
        Outcome::Mapped { alias: true, .. } => {
            "alias: a later source of a shared target".to_owned()
        }
        Outcome::Mapped { alias: false, .. } => String::new(),
        Outcome::Rejected {
            message: Some(message),
        } => format!("rejected: `{:?}`", message.value()),
        Outcome::Rejected { message: None } => "rejected".to_owned(),
        Outcome::Default { .. } => "below `base`: the `on_oob` default".to_owned(),
    }
}

fn link(crosswalk: &Crosswalk, target: &TargetRef) -> String {
    match target {
        TargetRef::Variant(name) => format!("[`{name}`]({}::{name})", crosswalk.target_text),
        TargetRef::Value(value) => format!("`{value}`"),
    }
}

/// `#[doc = "…"]`, built directly: parsing generated attribute text would cost more than the rest
/// of the expansion.
fn doc_attribute(text: &str) -> syn::Attribute {
    let span = Span::call_site();
    syn::Attribute {
        pound_token: syn::token::Pound(span),
        style: syn::AttrStyle::Outer,
        bracket_token: syn::token::Bracket(span),
        meta: syn::Meta::NameValue(syn::MetaNameValue {
            path: syn::Path::from(syn::Ident::new("doc", span)),
            eq_token: syn::token::Eq(span),
            value: syn::Expr::Lit(syn::ExprLit {
                attrs: Vec::new(),
                lit: syn::Lit::Str(syn::LitStr::new(text, span)),
            }),
        }),
    }
}
