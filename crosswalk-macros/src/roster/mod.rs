//! `#[derive(Roster)]`: the enum's members, their ordinals and their names.

mod attrs;
mod expand;
mod lookup;
mod names;

use crate::diagnostics::Diagnostics;
use crate::source::Ordinal;
use crate::source::from_enum::{Accepts, OrdinalType, fit_ordinals, written_variants};
use crate::source::repr::{IntRepr, enum_repr};
use names::Names;
use proc_macro2::TokenStream;
use syn::ext::IdentExt;
use syn::{DeriveInput, LitStr};

pub struct Member {
    pub ident: syn::Ident,
    pub ordinal: Ordinal,
    /// The name `Display` prints: prefix, the (renamed or given) name, suffix.
    pub name: String,
    /// Further spellings that parse, with the same prefix and suffix.
    pub aliases: Vec<String>,
    /// The string literals that give them.
    pub alias_literals: Vec<LitStr>,
    /// Whether the name and aliases are read ignoring ASCII case: the variant's own
    /// `ascii_case_insensitive`, else the enum's.
    pub ascii_case_insensitive: bool,
}

/// The whole derive, on plain token streams. Never panics.
pub fn derive_roster(item: TokenStream) -> TokenStream {
    let input = match syn::parse2::<DeriveInput>(item) {
        Ok(input) => input,
        Err(error) => return error.to_compile_error(),
    };
    let mut diagnostics = Diagnostics::new();
    let enum_attrs = attrs::enum_attrs(&input.attrs, &mut diagnostics);
    let repr =
        enum_repr(&input.attrs, "#[derive(Roster)]", &mut diagnostics).unwrap_or(IntRepr::U32);
    let accepts = Accepts {
        macro_name: "#[derive(Roster)]",
        empty: true,
        fields: false,
    };
    let variants = fit_ordinals(
        written_variants(&input, accepts, &mut diagnostics),
        OrdinalType::Declared(repr),
        &mut diagnostics,
    );
    // Anything but an enum is already reported.
    let syn::Data::Enum(data) = &input.data else {
        return diagnostics.to_compile_errors();
    };
    let mut names = Names::default();
    let mut members = Vec::with_capacity(variants.len());
    let mut written = data.variants.iter();
    for variant in &variants {
        let Some(written) = written.next() else {
            break;
        };
        let variant_attrs = attrs::variant_attrs(&written.attrs, &mut diagnostics);
        let ascii_case_insensitive = variant_attrs
            .ascii_case_insensitive
            .unwrap_or(enum_attrs.ascii_case_insensitive);
        // `r#fn` is the variant `fn`: the `r#` only lets a keyword be written as an identifier.
        let written_name = variant.ident.unraw().to_string();
        let bare = match (&variant_attrs.name, enum_attrs.rename) {
            (Some(name), _) => name.value(),
            (None, Some(rule)) => rule.apply(&written_name),
            (None, None) => written_name,
        };
        let affixed = |bare: &str| format!("{}{bare}{}", enum_attrs.prefix, enum_attrs.suffix);
        let name = affixed(&bare);
        names.add(
            &variant.ident,
            None,
            &name,
            ascii_case_insensitive,
            &mut diagnostics,
        );
        let mut aliases = Vec::with_capacity(variant_attrs.aliases.len());
        for alias in &variant_attrs.aliases {
            aliases.push(affixed(&alias.value()));
        }
        members.push(Member {
            ident: variant.ident.clone(),
            ordinal: variant.ordinal,
            name,
            aliases,
            alias_literals: variant_attrs.aliases,
            ascii_case_insensitive,
        });
    }
    // Aliases after every name, so a clash is always reported at the alias.
    for member in &members {
        for (alias, at) in member.aliases.iter().zip(&member.alias_literals) {
            let ignoring_case = member.ascii_case_insensitive;
            names.add(
                &member.ident,
                Some(at),
                alias,
                ignoring_case,
                &mut diagnostics,
            );
        }
    }
    if diagnostics.has_errors() {
        return diagnostics.to_compile_errors();
    }
    let mut stray = Diagnostics::new();
    stray_mapping_attributes(&input, data, &mut stray);
    let mut expanded = expand::expand(&input, &members, &enum_attrs, repr);
    expanded.extend(stray.to_compile_errors());
    expanded
}

/// A crosswalk's variant attributes (`#[to]`, `#[reject]`, `#[unreachable]`) on an enum with no
/// crosswalk: `#[crosswalk]` takes them off the enum, or hands them to its own derive beside
/// `#[__crosswalk(…)]` marks, so any left here have no crosswalk to read them.
fn stray_mapping_attributes(
    input: &DeriveInput,
    data: &syn::DataEnum,
    diagnostics: &mut Diagnostics,
) {
    for attribute in &input.attrs {
        let path = attribute.path();
        if crate::naming::is_crosswalk_path(path)
            || path.is_ident("__crosswalk")
            || path.is_ident("__crosswalk_off")
        {
            return;
        }
    }
    let name = &input.ident;
    for variant in &data.variants {
        for attribute in &variant.attrs {
            let path = attribute.path();
            for key in ["to", "reject", "unreachable"] {
                if path.is_ident(key) {
                    diagnostics.error_with_help(
                        path,
                        format!("`#[{key}]` belongs to a crosswalk, and `{name}` has none"),
                        format!(
                            "add `#[crosswalk::crosswalk(to = path::Target)]` on `{name}`, above \
                             its `#[derive(…)]`"
                        ),
                    );
                }
            }
        }
    }
}
