//! The target's kind: the variants of an enum written by name, the values of a number type
//! written as integers, or constant expressions read back through `target_ordinal = …`; and the
//! check that every target written takes that form.

use crate::crosswalk::model::{TargetKind, TargetRef};
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{Ident, Path};

/// A target written as the target's whole path and a variant (`ir::Op::Add` for `to = ir::Op`)
/// is that variant's name.
pub fn by_name(target: TargetRef, target_path: &Path) -> TargetRef {
    let TargetRef::Constant(tokens) = &target else {
        return target;
    };
    match syn::parse2::<Path>(tokens.clone()) {
        Ok(written) if written.segments.len() == target_path.segments.len() + 1 => {
            let mut prefix = written.clone();
            let last = prefix.segments.pop().map(syn::punctuated::Pair::into_value);
            match last {
                Some(last)
                    if last.arguments.is_none() && path_text(&prefix) == path_text(target_path) =>
                {
                    TargetRef::Name(last.ident)
                }
                _ => target,
            }
        }
        _ => target,
    }
}

/// The kind of the crosswalk's targets, `targets` being every one written in the order written
/// (the entries', then the `default` policy's): a constant target when `reader` is given, else
/// the form of the first. Reports every target of another form, and `unreached` where the target
/// has no variant list. Also returns where the first target is written (the target path's span
/// when none is).
pub fn target_kind<'a>(
    targets: impl Iterator<Item = &'a TargetRef>,
    reader: Option<&Path>,
    target_path: &Path,
    unreached: Option<&Ident>,
    diagnostics: &mut Diagnostics,
) -> (TargetKind, Span) {
    let targets: Vec<&TargetRef> = targets.collect();
    let first_written = targets
        .first()
        .map_or_else(|| target_path.span(), |first| first.span());
    let kind = match (reader, targets.first()) {
        (Some(reader), _) => TargetKind::Constants {
            reader: reader.clone(),
        },
        (None, Some(TargetRef::Number(_))) => TargetKind::Numbers,
        (None, _) => TargetKind::Variants,
    };
    let first = targets.first().copied();
    let mut mixed = false;
    let target_text = path_text(target_path);
    for target in &targets {
        check_form(target, first, &kind, &target_text, &mut mixed, diagnostics);
    }
    match (&kind, unreached) {
        (TargetKind::Numbers, Some(key)) => diagnostics.error_with_help(
            key,
            "`unreached` lists variants of a target enum, but this crosswalk maps to numbers",
            "remove `unreached`; a number type has no variant list to check",
        ),
        (TargetKind::Constants { .. }, Some(key)) => diagnostics.error_with_help(
            key,
            "`unreached` lists variants of a target enum, but this crosswalk maps to constants",
            "remove `unreached`; a type of constants has no variant list to check",
        ),
        _ => {}
    }
    (kind, first_written)
}

fn check_form(
    target: &TargetRef,
    first: Option<&TargetRef>,
    kind: &TargetKind,
    target_text: &str,
    mixed: &mut bool,
    diagnostics: &mut Diagnostics,
) {
    match (target, kind) {
        (TargetRef::Constant(tokens), TargetKind::Variants | TargetKind::Numbers) => {
            let example = syn::parse2::<Path>(tokens.clone())
                .ok()
                .and_then(|path| path.segments.last().map(|last| last.ident.to_string()))
                .unwrap_or_else(|| "Add".to_owned());
            diagnostics.error_with_help(
                tokens,
                "`#[to(…)]` takes the name of one variant of the target enum",
                format!(
                    "write the variant's name, `#[to({example})]`, or its whole path, \
                     `#[to({target_text}::{example})]`; the target enum comes from `to = …`. A \
                     target written as a constant expression needs `target_ordinal = …`: a \
                     `const fn` that reads a target's number"
                ),
            );
        }
        (TargetRef::Number(number), TargetKind::Constants { .. }) => diagnostics.error_with_help(
            number,
            "this crosswalk's targets are constants (it has `target_ordinal`), not numbers",
            "write the constant, e.g. `#[to(NEVER)]` for `Target::NEVER`, or a constant \
             expression of the target type",
        ),
        (TargetRef::Name(_) | TargetRef::Number(_), TargetKind::Variants | TargetKind::Numbers) => {
            let Some(first) = first else { return };
            let differs =
                matches!(target, TargetRef::Number(_)) != matches!(first, TargetRef::Number(_));
            // One mix of names and numbers is the mistake; the rest are the same one.
            if differs && !*mixed {
                *mixed = true;
                diagnostics.error_with_note(
                    written(target),
                    format!(
                        "`{target}` and `{first}` are different kinds of target: one a variant \
                         name, one a number"
                    ),
                    written(first),
                    format!(
                        "`{first}` is here\n\n= help: a target enum takes variant names, a number \
                         type (a tuple struct) takes numbers"
                    ),
                );
            }
        }
        (TargetRef::Name(_) | TargetRef::Constant(_), TargetKind::Constants { .. }) => {}
    }
}

/// The target as written, for pointing an error at it.
pub fn written(target: &TargetRef) -> TokenStream {
    match target {
        TargetRef::Name(ident) => ident.to_token_stream(),
        TargetRef::Number(literal) => TokenTree::Literal(literal.token()).into(),
        TargetRef::Constant(tokens) => tokens.clone(),
    }
}
