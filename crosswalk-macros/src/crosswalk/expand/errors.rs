//! How an expansion writes a crosswalk's errors: the sites a translator's errors point at, and the
//! errors themselves.

use super::context::Expansion;
use crate::crosswalk::model::{Outcome, Policy};
use crate::private_path::error_site;
use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

impl Expansion<'_> {
    /// Where a `throw` policy's errors point; `None` under a `default` policy, which never errs.
    pub fn out_of_range_site(&self) -> Option<TokenStream> {
        match &self.crosswalk.policy {
            Policy::Throw { message } => Some(error_site(
                &self.private,
                "OutOfRange",
                &self.source_name(),
                message.as_ref(),
                self.source.ordinal_type.is_signed(),
            )),
            Policy::Default { .. } => None,
        }
    }

    /// Where a rejected or unreachable outcome's error points: the rejected one's, or, for one
    /// declared unreachable, a site whose error panics with a message that names `variant` (the
    /// `_` line's when `None`).
    pub fn failure_site(&self, outcome: &Outcome, variant: Option<&Ident>) -> TokenStream {
        let signed = self.source.ordinal_type.is_signed();
        let name = self.source_name();
        match outcome {
            Outcome::Unreachable { message } => {
                let declared = message
                    .as_ref()
                    .map(|message| format!(": {}", message.value()))
                    .unwrap_or_default();
                unreachable_site(
                    &self.private,
                    &name,
                    &which_text(variant),
                    &declared,
                    &self.crosswalk.target.text,
                    signed,
                )
            }
            Outcome::Rejected { message } => {
                error_site(&self.private, "Rejected", &name, message.as_ref(), signed)
            }
            Outcome::Mapped { .. } | Outcome::Default { .. } => TokenStream::new(),
        }
    }

    /// `Err(error)` at `site` for `ordinal`, built in a table's `const`: a site that panics is
    /// kept in the error, for the read to panic at run time (see `raw`).
    pub fn stored_error(&self, site: &TokenStream, ordinal: &TokenStream) -> TokenStream {
        let private = &self.private;
        quote!(::core::result::Result::Err(#private::error(#site, #ordinal)))
    }

    /// `Err(error)` at `site` for `ordinal` (a `u64` expression, see [`error_ordinal`]).
    pub fn error(&self, site: &TokenStream, ordinal: &TokenStream) -> TokenStream {
        let private = &self.private;
        // Only a crosswalk with an unreachable variant has a site that panics, and pays for
        // looking.
        if self.crosswalk.panics {
            quote!(::core::result::Result::Err(#private::error_or_panic(#site, #ordinal)))
        } else {
            quote!(::core::result::Result::Err(#private::error(#site, #ordinal)))
        }
    }
}

fn which_text(variant: Option<&Ident>) -> String {
    variant.map_or_else(
        || "a variant no line names".to_owned(),
        |variant| format!("`{variant}`"),
    )
}

/// The site of an unreachable outcome: its error is never built, the translator panics with the
/// message instead.
fn unreachable_site(
    private: &TokenStream,
    source_name: &TokenStream,
    which: &str,
    declared: &str,
    target: &str,
    signed: bool,
) -> TokenStream {
    let before = format!("{which} of `");
    let after =
        format!("` reached its crosswalk into `{target}`, which declares it unreachable{declared}");
    quote! {
        &#private::ErrorSite {
            kind: #private::ErrorKind::Rejected,
            enum_path: #source_name,
            message: ::core::option::Option::Some(::core::concat!(#before, #source_name, #after)),
            signed: #signed,
            panics: true,
        }
    }
}

/// An ordinal as an [`Error`]'s `u64` holds it: its bits, sign-extended for a signed type.
pub fn error_ordinal_literal(value: i128) -> TokenStream {
    let bits = u64::try_from(value.rem_euclid(1i128 << 64)).unwrap_or(u64::MAX);
    quote!(#bits)
}

/// An ordinal expression of the ordinal type as an error's `u64`.
pub fn error_ordinal(ordinal: &TokenStream) -> TokenStream {
    quote!(#ordinal as ::core::primitive::u64)
}
