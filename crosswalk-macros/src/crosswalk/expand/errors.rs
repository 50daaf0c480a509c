//! How an expansion writes a crosswalk's errors and the sites they point at.

use super::context::{Expansion, source_name};
use crate::crosswalk::model::{Outcome, Policy};
use crate::private_path::error_site;
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::{Ident, LitStr};

impl Expansion<'_> {
    /// `outcome`, a `Result` with the runtime's error, as an inherent translator with the caller's
    /// error returns it: through the function building that error.
    pub fn returned(&self, outcome: &TokenStream) -> TokenStream {
        let own_error = &self.crosswalk.methods.own_error;
        template!(own_error, outcome => Self::#own_error(#outcome))
    }

    /// The one function that builds the caller's error from the runtime's, so that an
    /// `error_from` of the wrong signature, or not `const`, is one error at its path.
    pub fn own_error_function(&self) -> TokenStream {
        let Some(own) = &self.crosswalk.own_error else {
            return TokenStream::new();
        };
        let private = &self.private;
        let target = &self.target_type;
        let error = &self.error_type;
        let name = &self.crosswalk.methods.own_error;
        let function = &own.from;
        // At the path's place, resolved where the macro is called, as the bindings around it are.
        let at = proc_macro2::Span::call_site().located_at(function.span());
        let call = template_spanned!(at; error, function => let __error: #error = #function(__runtime_error););
        template! {name, target, private, error, call =>
            #[doc(hidden)]
            #[inline(always)]
            const fn #name(
                __outcome: ::core::result::Result<#target, #private::Error>,
            ) -> ::core::result::Result<#target, #error> {
                match __outcome {
                    ::core::result::Result::Ok(__target) => ::core::result::Result::Ok(__target),
                    ::core::result::Result::Err(__runtime_error) => {
                        #call
                        ::core::result::Result::Err(__error)
                    }
                }
            }
        }
    }

    /// The `# Errors` section of a translator whose runtime errors are `errors`, naming the
    /// caller's error and the function that builds it, where there is one.
    pub fn errors_doc(&self, errors: &str) -> TokenStream {
        let text = match &self.crosswalk.own_error {
            Some(own) => {
                let from = crate::naming::path_text(&own.from);
                format!(" {errors}, as `{from}` turns it into {}.", own.text)
            }
            None => format!(" {errors}."),
        };
        template! {text =>
            #[doc = " # Errors"]
            #[doc = #text]
        }
    }

    /// Where a `throw` policy's errors point; `None` under a `default` policy, which never errs
    /// (under `compute`, an out-of-range error the raw path turns into the function's value).
    pub fn out_of_range_site(&self) -> Option<TokenStream> {
        let message = match &self.crosswalk.policy {
            Policy::Throw { message } => message.as_ref(),
            Policy::Compute { .. } => None,
            Policy::Default { .. } => return None,
        };
        Some(self.site("OutOfRange", message, None, false))
    }

    /// Where a rejected or unreachable outcome's error points: the rejected one's, or, for one
    /// declared unreachable, a site whose error panics with a message that names `variant` (the
    /// `_` line's when `None`).
    pub fn failure_site(&self, outcome: &Outcome, variant: Option<&Ident>) -> TokenStream {
        let (message, panics) = match outcome {
            Outcome::Rejected { message } => (message, false),
            Outcome::Unreachable { message } => (message, true),
            Outcome::Mapped { .. } | Outcome::Default { .. } => return TokenStream::new(),
        };
        self.site("Rejected", message.as_ref(), variant, panics)
    }

    /// A site of `kind`, its `message` filled in for `variant`; one that `panics` (a variant
    /// declared unreachable) always has a message.
    fn site(
        &self,
        kind: &str,
        message: Option<&LitStr>,
        variant: Option<&Ident>,
        panics: bool,
    ) -> TokenStream {
        let name = source_name(self.source);
        // A panic's message with placeholders is the whole panic message, as the original
        // `unreachable!("…")` printed it; the `_` line's generated one shows the ordinal, having no
        // name to show.
        let (message, formats) = match message {
            Some(message) if !panics || message.value().contains(['{', '}']) => {
                let (text, formats) = template(message, variant);
                (text.into_token_stream(), formats)
            }
            declared if panics => {
                let target = &self.crosswalk.target.text;
                let message = unreachable_message(&name, variant, declared, target);
                (message, variant.is_none())
            }
            _ => (TokenStream::new(), false),
        };
        let flags = [self.source.ordinal_type.is_signed(), panics, formats];
        error_site(&self.private, kind, &name, &message, flags)
    }

    /// `Err(error)` at `site` for `ordinal`, built in a table's `const`: a site that panics is
    /// kept in the error, for the read to panic at run time (see `raw`).
    pub fn stored_error(&self, site: &TokenStream, ordinal: &TokenStream) -> TokenStream {
        let private = &self.private;
        template!(private, site, ordinal => ::core::result::Result::Err(#private::error(#site, #ordinal)))
    }

    /// `Err(error)` at `site` for `ordinal` (a `u64` expression, see [`error_ordinal`]).
    pub fn error(&self, site: &TokenStream, ordinal: &TokenStream) -> TokenStream {
        // Only a crosswalk with an unreachable variant has a site that panics, and pays for
        // looking.
        if !self.crosswalk.panics {
            return self.stored_error(site, ordinal);
        }
        let private = &self.private;
        template!(private, site, ordinal => ::core::result::Result::Err(#private::error_or_panic(#site, #ordinal)))
    }
}

/// `message` as its site keeps it, `{variant}` filled in (validation allows it only where there
/// is a variant), the rest a template for the runtime; and whether it is one.
fn template(message: &LitStr, variant: Option<&Ident>) -> (LitStr, bool) {
    let written = message.value();
    let mut text = String::with_capacity(written.len());
    let mut rest = written.as_str();
    // Escaped braces stay escaped, for the runtime; only a real `{variant}` is filled in.
    while let Some(at) = rest.find(['{', '}']) {
        text.push_str(rest.get(..at).unwrap_or_default());
        let after = rest.get(at..).unwrap_or_default();
        let (kept, taken) = match (after.get(..2), variant) {
            (Some("{{" | "}}"), _) => (2, 2),
            (_, Some(variant)) if after.starts_with("{variant}") => {
                text.push_str(&variant.unraw().to_string());
                (0, "{variant}".len())
            }
            _ => (1, 1),
        };
        text.push_str(after.get(..kept).unwrap_or_default());
        rest = after.get(taken..).unwrap_or_default();
    }
    text.push_str(rest);
    let formats = text.contains(['{', '}']);
    (LitStr::new(&text, message.span()), formats)
}

/// The generated panic message of an unreachable outcome, with the declared text after it: a
/// template showing the ordinal for the `_` line's variants, whose names the macro cannot see.
fn unreachable_message(
    source_name: &TokenStream,
    variant: Option<&Ident>,
    declared: Option<&LitStr>,
    target: &str,
) -> TokenStream {
    let (before, which, target) = match variant {
        Some(variant) => (format!("`{variant}` of `"), "", target.to_owned()),
        None => (
            "the variant with ordinal {ordinal} of `".to_owned(),
            ", which no line names,",
            target.replace('{', "{{").replace('}', "}}"),
        ),
    };
    let declared = declared.map(|text| format!(": {}", text.value()));
    let declared = declared.unwrap_or_default();
    let after = format!(
        "`{which} reached its crosswalk into `{target}`, which declares it unreachable{declared}"
    );
    template!(before, source_name, after => ::core::concat!(#before, #source_name, #after))
}

/// An ordinal as an [`Error`]'s `u64` holds it: its bits, sign-extended for a signed type.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
pub fn error_ordinal_literal(value: i128) -> TokenStream {
    let bits = value as u64;
    template!(bits => #bits)
}

/// An ordinal expression of the ordinal type as an error's `u64`.
pub fn error_ordinal(ordinal: &TokenStream) -> TokenStream {
    template!(ordinal => #ordinal as ::core::primitive::u64)
}
