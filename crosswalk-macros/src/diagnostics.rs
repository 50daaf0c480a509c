//! Collects every problem found in one macro input, so the user sees all of them at once.

use proc_macro2::TokenStream;
use quote::ToTokens;
use std::fmt::Display;

/// The problems found so far, each a `syn::Error` spanned on the tokens at fault.
#[derive(Default)]
pub struct Diagnostics {
    errors: Vec<syn::Error>,
}

impl Diagnostics {
    pub fn new() -> Self {
        Self::default()
    }

    /// Records an error at `tokens`, with a `help:` line saying what to write instead.
    pub fn error_with_help(
        &mut self,
        tokens: &dyn ToTokens,
        message: impl Display,
        help: impl Display,
    ) {
        self.push(with_help(tokens, &message, &help));
    }

    /// [`Self::error_with_help`], with a note at a second place (`first given here`).
    pub fn error_with_note(
        &mut self,
        tokens: &dyn ToTokens,
        message: impl Display,
        help: impl Display,
        note_at: &dyn ToTokens,
        note: impl Display,
    ) {
        self.push_with_note(tokens, &message, &help, note_at, &note);
    }

    /// Not generic, so only the hand-over is compiled anew for each type the helpers are called
    /// with.
    fn push_with_note(
        &mut self,
        tokens: &dyn ToTokens,
        message: &dyn Display,
        help: &dyn Display,
        note_at: &dyn ToTokens,
        note: &dyn Display,
    ) {
        let mut error = with_help(tokens, message, help);
        error.combine(syn::Error::new_spanned(
            note_at.to_token_stream(),
            format!("{note}"),
        ));
        self.errors.push(error);
    }

    pub fn push(&mut self, error: syn::Error) {
        self.errors.push(error);
    }

    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// Every recorded error as `compile_error!` invocations, in the order found.
    pub fn to_compile_errors(&self) -> TokenStream {
        let mut errors = TokenStream::new();
        for error in &self.errors {
            errors.extend(error.to_compile_error());
        }
        errors
    }
}

/// An error at `tokens` whose message ends with a `help:` line saying what to write instead.
pub fn error_with_help(
    tokens: &dyn ToTokens,
    message: impl Display,
    help: impl Display,
) -> syn::Error {
    with_help(tokens, &message, &help)
}

fn with_help(tokens: &dyn ToTokens, message: &dyn Display, help: &dyn Display) -> syn::Error {
    syn::Error::new_spanned(
        tokens.to_token_stream(),
        format!("{message}\n\n= help: {help}"),
    )
}

/// [`error_with_help`] at a span rather than at tokens: where a parser stopped.
pub fn help_at(span: proc_macro2::Span, message: impl Display, help: impl Display) -> syn::Error {
    syn::Error::new(span, format!("{message}\n\n= help: {help}"))
}
