//! The names of a crosswalk's generated items, resolved once for the model and the placeholders
//! of a broken declaration.

use crate::crosswalk::model::{Home, Methods, Source};
use crate::crosswalk::parse::Args;
use crate::naming::{last_segment, snake_case};
use proc_macro2::Span;
use syn::Ident;
use syn::ext::IdentExt;

/// The methods' suffix: `suffix = …`, else the snake case of the name's last segment, else none.
pub fn suffix(args: &Args) -> Option<String> {
    match (&args.suffix, &args.name) {
        (Some(suffix), _) => Some(suffix.unraw().to_string()),
        (None, Some(name)) => Some(snake_case(&last_segment(name))),
        (None, None) => None,
    }
}

/// The generated items' names for a crosswalk with `suffix`, `infallible` when no variant is
/// rejected, on the type named `home` (the source enum, or a declaration's holder).
pub fn methods(suffix: Option<&str>, infallible: bool, home: &str) -> Methods {
    let tail = suffix
        .map(|suffix| format!("_{suffix}"))
        .unwrap_or_default();
    let ident = |text: String| Ident::new(&text, Span::call_site());
    // Every crosswalk with no rejection offers the infallible translation as a `const fn`: `From`,
    // which the unnamed one also gets, cannot be called in `const` code.
    let to_target = match (infallible, suffix) {
        (false, _) => None,
        (true, Some(suffix)) => Some(ident(format!("to_{suffix}"))),
        (true, None) => Some(ident("to_target".to_owned())),
    };
    Methods {
        translate: ident(format!("translate{tail}")),
        translate_ordinal: ident(format!("translate_ordinal{tail}")),
        from_target: ident(format!("from_target{tail}")),
        from_target_ordinal: ident(format!("from_target_ordinal{tail}")),
        to_target,
        targets_table: ident(format!("__CROSSWALK_TARGETS{}", tail.to_uppercase())),
        sites_table: ident(format!("__CROSSWALK_ERROR_SITES{}", tail.to_uppercase())),
        keys_table: ident(format!("__CROSSWALK_KEYS{}", tail.to_uppercase())),
        hidden_translate_ordinal: ident(format!("__crosswalk_translate_ordinal{tail}")),
        hidden_from_target: ident(format!("__crosswalk_from_target{tail}")),
        hidden_translate: ident(format!("__crosswalk_translate{tail}")),
        own_error: ident(format!("__crosswalk_own_error{tail}")),
        hidden_from_target_ordinal: ident(format!("__crosswalk_from_target_ordinal{tail}")),
        target_alias: ident(format!("__crosswalk_target_of_{home}{tail}")),
    }
}

/// The name of the type the translators are defined on: the source enum's, or the holder's.
pub fn home_name(source: &Source) -> String {
    match &source.home {
        Home::Source { .. } => last_segment(&source.path),
        Home::Holder { ident, .. } => ident.unraw().to_string(),
    }
}
