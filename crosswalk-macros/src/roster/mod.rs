//! `#[derive(Roster)]`: the enum's members, their ordinals and their names.

mod attrs;
mod expand;
mod lookup;

use crate::diagnostics::Diagnostics;
use crate::source::Ordinal;
use crate::source::from_enum::{Accepts, OrdinalType, enum_variants};
use crate::source::repr::{IntRepr, enum_repr};
use proc_macro2::TokenStream;
use quote::ToTokens;
use std::collections::HashMap;
use syn::DeriveInput;

pub struct Member {
    pub ident: syn::Ident,
    pub ordinal: Ordinal,
    /// The name `Display` prints: prefix, the (renamed or given) name, suffix.
    pub name: String,
    /// Further spellings that parse, with the same prefix and suffix.
    pub aliases: Vec<String>,
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
    let variants = enum_variants(
        &input,
        accepts,
        OrdinalType::Declared(repr),
        &mut diagnostics,
    );
    // Anything but an enum is already reported.
    let syn::Data::Enum(data) = &input.data else {
        return diagnostics.to_compile_errors();
    };
    let mut names = Names::new(enum_attrs.ascii_case_insensitive);
    let mut members = Vec::with_capacity(variants.len());
    let mut all_aliases = Vec::new();
    for (variant, written) in variants.iter().zip(&data.variants) {
        let ident = &variant.ident;
        let variant_attrs = attrs::variant_attrs(&written.attrs, &mut diagnostics);
        let bare = match (&variant_attrs.name, enum_attrs.rename) {
            (Some(name), _) => name.value(),
            (None, Some(rule)) => rule.apply(&ident.to_string()),
            (None, None) => ident.to_string(),
        };
        let affixed = |bare: &str| format!("{}{bare}{}", enum_attrs.prefix, enum_attrs.suffix);
        let name = affixed(&bare);
        names.add_name(ident, &name, &mut diagnostics);
        let aliases: Vec<String> = variant_attrs
            .aliases
            .iter()
            .map(|alias| affixed(&alias.value()))
            .collect();
        all_aliases.extend(
            variant_attrs
                .aliases
                .into_iter()
                .zip(aliases.clone())
                .map(|(at, alias)| (ident.clone(), at, alias)),
        );
        members.push(Member {
            ident: ident.clone(),
            ordinal: variant.ordinal,
            name,
            aliases,
        });
    }
    // Aliases after every name, so a clash is always reported at the alias.
    for (ident, at, alias) in &all_aliases {
        names.add_alias(ident, at, alias, &mut diagnostics);
    }
    if diagnostics.has_errors() {
        return diagnostics.to_compile_errors();
    }
    expand::expand(&input, &members, &enum_attrs, repr)
}

/// Every spelling given so far, as the lookup will compare it, and who has it.
struct Names {
    ascii_case_insensitive: bool,
    /// Compared spelling → the variant, the tokens that gave it, the spelling as written.
    owners: HashMap<String, (syn::Ident, TokenStream, String)>,
}

impl Names {
    fn new(ascii_case_insensitive: bool) -> Self {
        Self {
            ascii_case_insensitive,
            owners: HashMap::new(),
        }
    }

    fn compared(&self, spelling: &str) -> String {
        if self.ascii_case_insensitive {
            spelling.to_ascii_lowercase()
        } else {
            spelling.to_owned()
        }
    }

    fn ignoring_case(&self) -> &'static str {
        if self.ascii_case_insensitive {
            " (ASCII case ignored)"
        } else {
            ""
        }
    }

    fn add_name(&mut self, ident: &syn::Ident, name: &str, diagnostics: &mut Diagnostics) {
        let compared = self.compared(name);
        if let Some((first, _, first_name)) = self.owners.get(&compared) {
            diagnostics.error_with_note(
                ident,
                format!(
                    "`{ident}` and `{first}` are both named {name:?}{}; a name must pick out one variant\n\n\
                     = help: give one of them another name with `#[roster(name = \"…\")]`",
                    self.ignoring_case()
                ),
                first,
                format!("`{first}` is named {first_name:?} here"),
            );
        } else {
            self.owners.insert(
                compared,
                (ident.clone(), ident.to_token_stream(), name.to_owned()),
            );
        }
    }

    fn add_alias(
        &mut self,
        ident: &syn::Ident,
        at: &syn::LitStr,
        alias: &str,
        diagnostics: &mut Diagnostics,
    ) {
        let compared = self.compared(alias);
        if let Some((first, first_at, first_spelling)) = self.owners.get(&compared) {
            diagnostics.error_with_note(
                at,
                format!(
                    "the alias {alias:?} of `{ident}` already names `{first}`{}; a name must pick out one variant\n\n\
                     = help: remove this alias, or rename the variant it clashes with",
                    self.ignoring_case()
                ),
                first_at,
                format!("`{first}` has {first_spelling:?} here"),
            );
        } else {
            self.owners.insert(
                compared,
                (ident.clone(), at.to_token_stream(), alias.to_owned()),
            );
        }
    }
}
