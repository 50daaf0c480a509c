//! `#[crosswalk::checked]`: a hand-written translation function, emitted as written, with
//! compile-time checks of its `match`, its table in the docs, and on request the inverse.

mod arms;
mod expand;
mod inverse;
mod item;
mod keys;
mod table;
mod tokens;
mod validate;

use crate::diagnostics::Diagnostics;
use proc_macro2::TokenStream;

pub fn checked(arguments: TokenStream, input: TokenStream) -> TokenStream {
    let mut diagnostics = Diagnostics::new();
    let keys = keys::read(arguments, &mut diagnostics);
    let found = item::read(&input).and_then(|item| {
        let function = &item.function;
        let site = table::find(&function.body, &function.name)?;
        let split = arms::split(&site.arms.stream(), &site.scope.locals)?;
        Ok((item, site, split))
    });
    let expanded = match found {
        Ok((item, site, split)) => {
            validate::validate(&item, &site, &split, &keys, &mut diagnostics)
        }
        Err(error) => {
            diagnostics.push(error);
            None
        }
    };
    let errors = diagnostics.to_compile_errors();
    match expanded {
        // With errors too: rustc's checks then report in the same build as the macro's errors.
        Some(expanded) => template!(errors, expanded => #errors #expanded),
        // As written, so its callers report nothing more; its marks would be unknown attributes.
        None => {
            let input = tokens::without_marks(input);
            template!(errors, input => #errors #input)
        }
    }
}
