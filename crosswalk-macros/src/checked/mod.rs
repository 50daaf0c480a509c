//! `#[crosswalk::checked]`: the form for a translation function that exists. The function is
//! emitted as written; the form adds compile-time checks of its `match` (no two arms share a
//! target unless marked, every target is produced but those listed), its table in the docs, and
//! on request the inverse.
//!
//! The stages: [`item`] reads the function or `From` impl and [`table`] finds the `match`,
//! [`arms`] splits it into arms, [`keys`] reads the attribute; [`validate`] checks what the macro
//! can see and builds the [`model`]; [`expand`] writes the result from the model alone.

mod arms;
mod expand;
mod item;
mod keys;
mod model;
mod table;
mod tokens;
mod validate;

use crate::diagnostics::Diagnostics;
use proc_macro2::TokenStream;

pub fn checked(arguments: TokenStream, input: TokenStream) -> TokenStream {
    let mut diagnostics = Diagnostics::new();
    let keys = keys::read(arguments, &mut diagnostics);
    let model = read(&input, &keys, &mut diagnostics);
    let errors = diagnostics.to_compile_errors();
    match model {
        // With errors too: rustc's checks then report in the same build as the macro's errors.
        Some(model) => {
            let expanded = expand::expand(&model);
            quote::quote!(#errors #expanded)
        }
        // The function goes on as written beside the errors, so its callers report nothing
        // more; its marks are taken out, which rustc would report as unknown attributes.
        None => {
            let input = tokens::without_marks(input);
            quote::quote!(#errors #input)
        }
    }
}

fn read(
    input: &TokenStream,
    keys: &keys::Keys,
    diagnostics: &mut Diagnostics,
) -> Option<model::Model> {
    let found = item::read(input).and_then(|item| {
        let function = item.function();
        let site = table::find(&function.body, &function.name)?;
        let split = arms::split(&site.arms.stream())?;
        Ok((item, site, split))
    });
    match found {
        Ok((item, site, split)) => validate::validate(item, site, &split, keys, diagnostics),
        Err(error) => {
            diagnostics.push(error);
            None
        }
    }
}
