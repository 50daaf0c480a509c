//! The target's kind (variants by name, a number type's integers, or constants read back through
//! `target_ordinal = …`), and the check that every target written takes that form.

use super::ResolvedCrosswalk;
use crate::crosswalk::model::{Operand, Target, TargetKind, TargetRef};
use crate::crosswalk::parse::Args;
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use crate::token_split::{split_at_bars, split_top_level_commas};
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{Ident, Path};

/// Reports a `target_from_ordinal` with no `target_ordinal`.
pub fn check_builder(args: &Args, diagnostics: &mut Diagnostics) {
    if let (Some(build), None) = (&args.target_from_ordinal, &args.target_ordinal) {
        diagnostics.error_with_help(
            &build,
            "`target_from_ordinal` builds a constant target from its number, and this \
             crosswalk's targets are not constants",
            "give `target_ordinal = …` too, the `const fn` reading a target's number, or \
             remove `target_from_ordinal`",
        );
    }
}

/// `target` as the crosswalk reads it: as written, but for the forms [`primitive_target`],
/// [`by_name`] and [`combined`] read.
pub fn read(
    resolved: &ResolvedCrosswalk,
    target: TargetRef,
    diagnostics: &mut Diagnostics,
) -> TargetRef {
    let args = &resolved.args;
    match (&args.target, &args.target_ordinal, resolved.primitive) {
        (Some(path), None, Some(primitive)) => {
            primitive_target(target, primitive, path, diagnostics)
        }
        (Some(path), Some(read), _) => {
            let build = args.target_from_ordinal.as_ref();
            combined(target, path, read, build, diagnostics)
        }
        (Some(path), None, None) => by_name(target, path),
        (None, ..) => target,
    }
}

/// A primitive target type, whose literals are read back by a cast, with no `target_ordinal`.
#[derive(Clone, Copy)]
pub enum Primitive {
    Bool,
    Char,
    /// `bits` is `None` for `usize` and `isize`.
    Integer {
        signed: bool,
        bits: Option<u32>,
    },
}

/// The primitive type `path` names: `u8`, or `core::primitive::u8` (`::core`, `std`).
pub fn primitive(path: &Path) -> Option<Primitive> {
    for segment in &path.segments {
        if !segment.arguments.is_none() {
            return None;
        }
    }
    let text = path_text(path);
    let name = match text.trim_start_matches("::").split_once("::primitive::") {
        Some(("core" | "std", name)) => name,
        None if path.leading_colon.is_none() => &text,
        _ => return None,
    };
    match name {
        "bool" => Some(Primitive::Bool),
        "char" => Some(Primitive::Char),
        _ => {
            let bits = match name.strip_prefix(['u', 'i'])? {
                "size" => None,
                bits @ ("8" | "16" | "32" | "64" | "128") => bits.parse().ok(),
                _ => return None,
            };
            let signed = name.starts_with('i');
            Some(Primitive::Integer { signed, bits })
        }
    }
}

/// Whether a primitive target is a literal as [`primitive_target`] writes it, which the macro
/// compares; const evaluation compares any other.
pub fn is_literal(target: &TargetRef) -> bool {
    let TargetRef::Constant { value, .. } = target else {
        return false;
    };
    let trees: Vec<TokenTree> = value.clone().into_iter().collect();
    // An unsuffixed integer or a character.
    let plain = |literal: &proc_macro2::Literal| match syn::Lit::new(literal.clone()) {
        syn::Lit::Int(int) => int.suffix().is_empty(),
        syn::Lit::Char(_) => true,
        _ => false,
    };
    match trees.as_slice() {
        [TokenTree::Literal(literal)] => plain(literal),
        [TokenTree::Ident(ident)] => ident == "true" || ident == "false",
        [TokenTree::Punct(minus), TokenTree::Literal(literal)] => {
            minus.as_char() == '-' && plain(literal)
        }
        _ => false,
    }
}

/// A literal target of a primitive type as a constant, written so that two spellings of one value
/// (`0x08`, `8`; `'\x61'`, `'a'`) are one target. A literal of another type is reported; any
/// other target is left for const evaluation.
fn primitive_target(
    target: TargetRef,
    primitive: Primitive,
    target_path: &Path,
    diagnostics: &mut Diagnostics,
) -> TargetRef {
    let type_text = path_text(target_path);
    // The literal as written and as compared, and what it is where that is not of the target type.
    let (written, value, wrong) = match &target {
        TargetRef::Name(ident) if ident == "true" || ident == "false" => {
            let wrong = (!matches!(primitive, Primitive::Bool)).then_some("a `bool`");
            (ident.to_token_stream(), ident.to_token_stream(), wrong)
        }
        TargetRef::Name(_) | TargetRef::Combined { .. } => return target,
        TargetRef::Number(number) => match primitive {
            Primitive::Integer { signed, bits } => {
                // `usize` and `isize` at their widest: rustc judges the rest on a narrower target.
                let width = bits.unwrap_or(64);
                let (least, most) = if signed {
                    (1 << (width - 1), (1 << (width - 1)) - 1)
                } else {
                    (0, u128::MAX >> (128 - width))
                };
                let bound = if number.negative { least } else { most };
                if number.suffixed.is_none() && number.magnitude > bound {
                    let sign = if signed { "-" } else { "" };
                    let narrower = match bits {
                        Some(_) => "",
                        None => " on a 64-bit target, less on a narrower one",
                    };
                    diagnostics.error_with_help(
                        &number.written,
                        format!("`{}` does not fit `{type_text}`", number.text),
                        format!("a `{type_text}` holds {sign}{least} to {most}{narrower}"),
                    );
                }
                // Unsuffixed, at the number's span, after a `-` for a negative one.
                let mut value = number.written.clone();
                if number.suffixed.is_none() {
                    let mut magnitude = proc_macro2::Literal::u128_unsuffixed(number.magnitude);
                    magnitude.set_span(number.span);
                    let mut minus = proc_macro2::Punct::new('-', proc_macro2::Spacing::Alone);
                    minus.set_span(number.span);
                    let minus = number.negative.then_some(minus);
                    value = template!(minus, magnitude => #minus #magnitude);
                }
                (number.written.clone(), value, None)
            }
            Primitive::Bool | Primitive::Char => (
                number.written.clone(),
                number.written.clone(),
                Some("a number"),
            ),
        },
        TargetRef::Constant { written, .. } => {
            let Ok(syn::Lit::Char(character)) = syn::parse2::<syn::Lit>(written.clone()) else {
                return target;
            };
            let mut value = proc_macro2::Literal::character(character.value());
            value.set_span(character.span());
            let wrong = (!matches!(primitive, Primitive::Char)).then_some("a `char`");
            (written.clone(), value.to_token_stream(), wrong)
        }
    };
    if let Some(wrong) = wrong {
        let takes = match primitive {
            Primitive::Bool => "`true` or `false`: `#[to(true)]`",
            Primitive::Char => "a character literal: `#[to('a')]`",
            Primitive::Integer { .. } => {
                "an integer, `#[to(8)]`, or an integer constant expression"
            }
        };
        diagnostics.error_with_help(
            &written,
            format!("`{target}` is {wrong}, and this crosswalk's target is `{type_text}`"),
            format!("a `{type_text}` target is {takes}"),
        );
    }
    TargetRef::Constant { written, value }
}

/// A target written as the target's whole path and a variant (`ir::Op::Add` for `to = ir::Op`)
/// is that variant's name.
fn by_name(target: TargetRef, target_path: &Path) -> TargetRef {
    let TargetRef::Constant { written, .. } = &target else {
        return target;
    };
    let Ok(mut prefix) = syn::parse2::<Path>(written.clone()) else {
        return target;
    };
    if prefix.segments.len() != target_path.segments.len() + 1 {
        return target;
    }
    match prefix.segments.pop() {
        Some(last)
            if last.value().arguments.is_none() && path_text(&prefix) == path_text(target_path) =>
        {
            TargetRef::Name(last.into_value().ident)
        }
        _ => target,
    }
}

/// A constant target that combines constants with `|` (`DEPTH | STENCIL`), which const
/// evaluation combines through `read` and `build` (reported without `build`).
fn combined(
    target: TargetRef,
    target_path: &Path,
    read: &Path,
    build: Option<&Path>,
    diagnostics: &mut Diagnostics,
) -> TargetRef {
    let TargetRef::Constant { written, .. } = &target else {
        return target;
    };
    let operands = split_at_bars(written);
    if operands.len() < 2 {
        return target;
    }
    let Some(build) = build else {
        diagnostics.error_with_help(
            written,
            "constants combined with `|` need a way to build the result in a constant",
            format!(
                "add `target_from_ordinal = …`, a `const fn` from a number to `{}` (the inverse \
                 of `target_ordinal`): `|` is then taken of the constants' numbers",
                path_text(target_path)
            ),
        );
        return target;
    };
    let mut constants = Vec::with_capacity(operands.len());
    for operand in operands {
        let mut trees = operand.clone().into_iter();
        constants.push(match (trees.next(), trees.next()) {
            (Some(TokenTree::Ident(name)), None) => Operand::Constant(name),
            _ => Operand::Expression(operand),
        });
    }
    TargetRef::Combined {
        written: written.clone(),
        operands: constants,
        reader: read.clone(),
        builder: build.clone(),
    }
}

/// Whether `target` is an integer literal or an integer constant expression.
pub fn is_numeric(target: &TargetRef) -> bool {
    match target {
        TargetRef::Number(_) => true,
        TargetRef::Name(_) => false,
        TargetRef::Constant { written, .. } | TargetRef::Combined { written, .. } => {
            syn::parse2::<Path>(written.clone()).is_err() && is_integer_expression(written)
        }
    }
}

/// Whether `tokens` are integer literals and paths combined by operators and parentheses
/// (`8 | 2`, `EQ | LT`, `1 << 2`, `hw::EQ | 1`).
fn is_integer_expression(tokens: &TokenStream) -> bool {
    for tree in tokens.clone() {
        let integer = match tree {
            TokenTree::Ident(_) => true,
            TokenTree::Punct(punct) => "|&^<>+-*/%!:".contains(punct.as_char()),
            TokenTree::Literal(literal) => matches!(syn::Lit::new(literal), syn::Lit::Int(_)),
            TokenTree::Group(group) => {
                matches!(
                    group.delimiter(),
                    proc_macro2::Delimiter::Parenthesis | proc_macro2::Delimiter::None
                ) && is_integer_expression(&group.stream())
            }
        };
        if !integer {
            return false;
        }
    }
    !tokens.is_empty()
}

/// The crosswalk's target, from `to = …` and the targets written (see [`target_kind`]); `None`
/// without `to`, which is reported where it is missing.
pub fn target(
    resolved: &ResolvedCrosswalk,
    written: &[&TargetRef],
    diagnostics: &mut Diagnostics,
) -> Option<Target> {
    let args = &resolved.args;
    let tuple_alias;
    let path = match (&args.target, &args.target_tuple) {
        (Some(path), _) => path,
        (None, Some(tuple)) => {
            let alias = &resolved.methods.target_alias;
            tuple_alias = tuple_target(tuple, alias, args, written, diagnostics)?;
            &tuple_alias
        }
        (None, None) => return None,
    };
    let read_as_primitive = resolved.primitive.is_some();
    let (kind, first_written) = target_kind(written, args, read_as_primitive, path, diagnostics);
    // `unreached` where the target has no variant list.
    let no_list = match kind {
        TargetKind::Variants => None,
        TargetKind::Numbers => Some(("this crosswalk maps to numbers".to_owned(), "a number type")),
        TargetKind::Constants { .. } if self::primitive(path).is_some() => Some((
            format!("`{}` is a primitive type", path_text(path)),
            "a primitive type",
        )),
        TargetKind::Constants { .. } => Some((
            "this crosswalk maps to constants".to_owned(),
            "a type of constants",
        )),
    };
    if let (Some(unreached), Some((maps_to, has_none))) = (&args.unreached, no_list) {
        diagnostics.error_with_help(
            &unreached.key,
            format!("`unreached` lists variants of a target enum, but {maps_to}"),
            format!("remove `unreached`; {has_none} has no variant list to check"),
        );
    }
    if let (Some(field), false) = (&args.target_field, matches!(kind, TargetKind::Numbers)) {
        diagnostics.error_with_help(
            field,
            format!(
                "`{{ {field} }}` names the field that a number type's numbers are built into, and \
                 this crosswalk's targets are not numbers"
            ),
            "remove it: an enum's targets are its variants' names, and a constant target is \
             written whole",
        );
    }
    Some(Target {
        text: match &args.target_tuple {
            Some(tuple) => tuple_text(tuple),
            None => path_text(path),
        },
        path: path.clone(),
        tuple: args.target_tuple.clone(),
        kind,
        field: args.target_field.clone(),
        first_written,
    })
}

/// The path a tuple target is named by, its hidden alias, or `None` (reported) without
/// `target_ordinal`. A target written as a tuple of another length is reported too, once.
fn tuple_target(
    tuple: &syn::TypeTuple,
    alias: &Ident,
    args: &Args,
    written: &[&TargetRef],
    diagnostics: &mut Diagnostics,
) -> Option<Path> {
    let text = tuple_text(tuple);
    let arity = tuple.elems.len();
    for target in written {
        let TargetRef::Constant { written, .. } = target else {
            continue;
        };
        let mut trees = written.clone().into_iter();
        let (Some(TokenTree::Group(group)), None) = (trees.next(), trees.next()) else {
            continue;
        };
        let elements = split_top_level_commas(group.stream()).len();
        if group.delimiter() == proc_macro2::Delimiter::Parenthesis && elements != arity {
            diagnostics.error_with_help(
                written,
                format!(
                    "this target has {elements} elements, and the target type `{text}` has {arity}"
                ),
                format!("write one value of each element's type, in order: `{text}`"),
            );
        }
    }
    if args.target_ordinal.is_none() {
        diagnostics.error_with_help(
            &tuple,
            format!(
                "a tuple target needs `target_ordinal = …`: `{text}` has no number of its own, \
                 which `from_target` and the target's ordinals go back by"
            ),
            format!(
                "add `target_ordinal = path::to::reader`, a `const fn({text}) -> integer` that \
                 gives each target its own number (e.g. `(op as u16) << 1 | flag as u16`)"
            ),
        );
        return None;
    }
    let mut alias = alias.clone();
    alias.set_span(Span::call_site().located_at(tuple.span()));
    Some(Path::from(alias))
}

/// `(A, ir::Op, u8)` as written, without the spaces token printing puts inside paths.
fn tuple_text(tuple: &syn::TypeTuple) -> String {
    let text = |element: &syn::Type| match element {
        syn::Type::Path(path) if path.qself.is_none() => path_text(&path.path),
        other => other.to_token_stream().to_string(),
    };
    let elements: Vec<String> = tuple.elems.iter().map(text).collect();
    format!("({})", elements.join(", "))
}

/// The kind of the targets: constants with `target_ordinal` or a primitive target, else the form
/// of the first; reports every target of another form. Also where the first target is written.
fn target_kind(
    targets: &[&TargetRef],
    args: &Args,
    read_as_primitive: bool,
    target_path: &Path,
    diagnostics: &mut Diagnostics,
) -> (TargetKind, Span) {
    let first_written = match targets.first() {
        Some(first) => first.span(),
        None => target_path.span(),
    };
    // The first name or number decides; a constant expression of another kind is reported.
    let mut deciding = None;
    for &target in targets {
        if !matches!(target, TargetRef::Constant { .. }) || is_numeric(target) {
            deciding = Some(target);
            break;
        }
    }
    let reader = args.target_ordinal.as_ref();
    let kind = match deciding {
        _ if reader.is_some() || read_as_primitive => TargetKind::Constants {
            reader: reader.cloned(),
        },
        Some(target) if is_numeric(target) => TargetKind::Numbers,
        _ => TargetKind::Variants,
    };
    let first = deciding.or_else(|| targets.first().copied());
    let target_text = path_text(target_path);
    // Names and numbers mixed, and a constant expression without `target_ordinal`, are each
    // reported once, however many targets make the mistake.
    let (mut mixed, mut expression) = (false, false);
    let names_or_numbers = matches!(kind, TargetKind::Variants | TargetKind::Numbers);
    for &target in targets {
        match target {
            TargetRef::Number(number) if !names_or_numbers => diagnostics.error_with_help(
                &number.written,
                "this crosswalk's targets are constants (it has `target_ordinal`), not numbers",
                "write the constant, e.g. `#[to(NEVER)]` for `Target::NEVER`, or a constant \
                 expression of the target type",
            ),
            TargetRef::Constant { written, .. } if names_or_numbers && !is_numeric(target) => {
                match syn::parse2::<Path>(written.clone()) {
                    // A path: most likely a variant of the target, misspelt or by another path.
                    Ok(path) => {
                        let example = match path.segments.last() {
                            Some(last) => last.ident.to_string(),
                            None => "Add".to_owned(),
                        };
                        diagnostics.error_with_help(
                            written,
                            "`#[to(…)]` takes the name of one variant of the target enum",
                            format!(
                                "write the variant's name, `#[to({example})]`, or its whole path, \
                                 `#[to({target_text}::{example})]`; the target enum comes from \
                                 `to = …`. A target written as a constant expression needs \
                                 `target_ordinal = …`: a `const fn` that reads a target's number"
                            ),
                        );
                    }
                    Err(_) if !expression => {
                        expression = true;
                        diagnostics.error_with_help(
                            written,
                            "a target written as a constant expression needs `target_ordinal = \
                             …`, which reads a target's number",
                            format!(
                                "add `target_ordinal = path::to::getter` to the crosswalk: a \
                                 `const fn({target_text}) -> integer`, through which \
                                 `from_target` and the target's ordinals read targets"
                            ),
                        );
                    }
                    Err(_) => {}
                }
            }
            // One mix of names and numbers is the mistake; the rest are the same one.
            _ if names_or_numbers && !mixed => {
                let Some(first) = first else { continue };
                if is_numeric(target) == is_numeric(first) {
                    continue;
                }
                mixed = true;
                diagnostics.error_with_note(
                    &written(target),
                    format!(
                        "`{target}` and `{first}` are different kinds of target: one a variant \
                         name, one a number"
                    ),
                    "a target enum takes variant names; a number type (a tuple struct) takes \
                     numbers and integer constant expressions, a lone constant in parentheses: \
                     `#[to((EQ))]`"
                        .to_owned(),
                    &written(first),
                    format!("`{first}` is here"),
                );
            }
            _ => {}
        }
    }
    (kind, first_written)
}

pub fn written(target: &TargetRef) -> TokenStream {
    match target {
        TargetRef::Name(ident) => ident.to_token_stream(),
        TargetRef::Number(number) => number.written.clone(),
        TargetRef::Constant { written, .. } | TargetRef::Combined { written, .. } => {
            written.clone()
        }
    }
}
