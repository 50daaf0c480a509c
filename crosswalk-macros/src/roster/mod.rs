//! `#[derive(Roster)]`: the enum's members, their ordinals and their names.

mod attrs;
mod expand;
pub mod rename;

use crate::diagnostics::Diagnostics;
use crate::enum_shape::{Discriminant, enum_variants};
use crate::repr::IntRepr;
use proc_macro2::TokenStream;
use std::collections::HashMap;
use syn::DeriveInput;

pub struct Member {
    pub ident: syn::Ident,
    pub ordinal: u32,
    pub name: String,
}

/// The whole derive, on plain token streams. Never panics.
pub fn derive_roster(item: TokenStream) -> TokenStream {
    let input = match syn::parse2::<DeriveInput>(item) {
        Ok(input) => input,
        Err(error) => return error.to_compile_error(),
    };
    let mut diagnostics = Diagnostics::new();
    let enum_attrs = attrs::enum_attrs(&input.attrs, &mut diagnostics);
    let rule = enum_attrs.rename;
    let variants = enum_variants(&input, "#[derive(Roster)]", IntRepr::U32, &mut diagnostics);
    let mut members = Vec::with_capacity(variants.len());
    let mut first_by_name: HashMap<String, syn::Ident> = HashMap::new();
    for shaped in &variants {
        let ident = &shaped.variant.ident;
        let explicit = attrs::explicit_name(&shaped.variant.attrs, &mut diagnostics);
        let name = match (&explicit, rule) {
            (Some(name), _) => name.value(),
            (None, Some(rule)) => rule.apply(&ident.to_string()),
            (None, None) => ident.to_string(),
        };
        if let Some(first) = first_by_name.get(&name) {
            diagnostics.error_with_note(
                ident,
                format!(
                    "`{ident}` and `{first}` are both named {name:?}; a name must pick out one variant\n\n\
                     = help: give one of them another name with `#[roster(name = \"…\")]`"
                ),
                first,
                format!("`{first}` is named {name:?} here"),
            );
        } else {
            first_by_name.insert(name.clone(), ident.clone());
        }
        match shaped.ordinal {
            Discriminant::Known(ordinal) => {
                if let Ok(ordinal) = u32::try_from(ordinal) {
                    members.push(Member {
                        ident: ident.clone(),
                        ordinal,
                        name,
                    });
                }
            }
            Discriminant::Evaluated => {
                if let Some((_, expr)) = &shaped.variant.discriminant {
                    diagnostics.error_with_help(
                        expr,
                        "the discriminant must be an integer literal",
                        "write the number itself, e.g. `= 3`",
                    );
                }
            }
            Discriminant::Unreadable => {}
        }
    }
    if diagnostics.has_errors() {
        return diagnostics.to_compile_errors();
    }
    expand::expand(&input, &members, enum_attrs.runtime.as_ref())
}
