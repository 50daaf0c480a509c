//! `translate(self)`: an exhaustive match, which the optimiser turns into one table load.

use super::sites;
use crate::crosswalk::model::{Crosswalk, Outcome};
use proc_macro2::TokenStream;
use quote::quote;

pub fn translate_body(crosswalk: &Crosswalk) -> TokenStream {
    let private = &crosswalk.private;
    let arms = crosswalk.variants.iter().map(|variant| {
        let ident = &variant.ident;
        let result = match &variant.outcome {
            Outcome::Rejected { message } => {
                let site = sites::rejected(crosswalk, message.as_ref());
                let ordinal = variant.ordinal;
                quote!(::core::result::Result::Err(#private::Error::__new(#site, #ordinal)))
            }
            Outcome::Mapped { target: name, .. } | Outcome::Default { target: name } => {
                let target = &crosswalk.target;
                quote!(::core::result::Result::Ok(#target::#name))
            }
        };
        quote!(Self::#ident => #result,)
    });
    quote!(match self { #(#arms)* })
}
