//! The target's kind: the variants of an enum written by name, the values of a number type
//! written as integers, or constant expressions read back through `target_ordinal = …`; and the
//! check that every target written takes that form.

use crate::crosswalk::model::{Number, Operand, Target, TargetKind, TargetRef};
use crate::crosswalk::parse::Args;
use crate::diagnostics::Diagnostics;
use crate::naming::path_text;
use crate::token_split::{split_at_bars, split_top_level_commas};
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::{Ident, Path};

/// How the crosswalk's targets are read: as written, but for the two forms below.
pub struct TargetReader<'a> {
    path: Option<&'a Path>,
    read: Option<&'a Path>,
    build: Option<&'a Path>,
    /// The target, where it is a primitive type read without `target_ordinal`.
    primitive: Option<Primitive>,
}

impl<'a> TargetReader<'a> {
    /// The crosswalk's reading, reporting a `target_from_ordinal` with no `target_ordinal`.
    pub fn new(
        args: &'a Args,
        primitive: Option<Primitive>,
        diagnostics: &mut Diagnostics,
    ) -> Self {
        if let (Some(build), None) = (&args.target_from_ordinal, &args.target_ordinal) {
            diagnostics.error_with_help(
                build,
                "`target_from_ordinal` builds a constant target from its number, and this \
                 crosswalk's targets are not constants",
                "give `target_ordinal = …` too, the `const fn` reading a target's number, or \
                 remove `target_from_ordinal`",
            );
        }
        Self {
            path: args.target.as_ref(),
            read: args.target_ordinal.as_ref(),
            build: args.target_from_ordinal.as_ref(),
            primitive,
        }
    }

    /// `target`, with a variant written by the target's whole path read as its name, and
    /// constants combined with `|` written for const evaluation ([`combined`]).
    pub fn read(&self, target: TargetRef, diagnostics: &mut Diagnostics) -> TargetRef {
        match (self.path, self.read) {
            (Some(path), None) if self.primitive.is_some() => {
                self.primitive.map_or(target.clone(), |primitive| {
                    primitive_target(target, primitive, path, diagnostics)
                })
            }
            (Some(path), Some(read)) => combined(target, path, read, self.build, diagnostics),
            (Some(path), None) => by_name(target, path),
            (None, _) => target,
        }
    }
}

/// A primitive target type: its values are literals (`true`, `'a'`, `8`), read back as numbers by
/// a cast, with no `target_ordinal`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Primitive {
    Bool,
    Char,
    /// An integer type; `bits` is `None` for `usize` and `isize`, whose width is the target
    /// platform's.
    Integer {
        signed: bool,
        bits: Option<u32>,
    },
}

/// The primitive type `path` names: `u8`, or `core::primitive::u8` (`::core`, `std`), with no
/// generic arguments.
pub fn primitive(path: &Path) -> Option<Primitive> {
    if path
        .segments
        .iter()
        .any(|segment| !segment.arguments.is_none())
    {
        return None;
    }
    let names: Vec<String> = path
        .segments
        .iter()
        .map(|segment| segment.ident.to_string())
        .collect();
    let name = match names.as_slice() {
        [name] if path.leading_colon.is_none() => name,
        [root, module, name] if (root == "core" || root == "std") && module == "primitive" => name,
        _ => return None,
    };
    let integer = |signed: bool, bits: Option<u32>| Some(Primitive::Integer { signed, bits });
    match name.as_str() {
        "bool" => Some(Primitive::Bool),
        "char" => Some(Primitive::Char),
        "u8" => integer(false, Some(8)),
        "u16" => integer(false, Some(16)),
        "u32" => integer(false, Some(32)),
        "u64" => integer(false, Some(64)),
        "u128" => integer(false, Some(128)),
        "usize" => integer(false, None),
        "i8" => integer(true, Some(8)),
        "i16" => integer(true, Some(16)),
        "i32" => integer(true, Some(32)),
        "i64" => integer(true, Some(64)),
        "i128" => integer(true, Some(128)),
        "isize" => integer(true, None),
        _ => None,
    }
}

/// The primitive target of a crosswalk without `target_ordinal`, which the macro reads itself.
pub fn implicit_primitive(args: &Args) -> Option<Primitive> {
    match (&args.target, &args.target_ordinal) {
        (Some(path), None) => primitive(path),
        _ => None,
    }
}

/// Whether a primitive target is a literal as [`primitive_target`] writes it, which the macro
/// compares by how it is written; any other is compared by const evaluation.
pub fn is_literal(target: &TargetRef) -> bool {
    let TargetRef::Constant { value, .. } = target else {
        return false;
    };
    let trees: Vec<TokenTree> = value.clone().into_iter().collect();
    // An unsuffixed integer or a character, as `primitive_target` writes them.
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

/// A target of a primitive type as a constant: a literal of the type, written so that two
/// spellings of one value (`0x08`, `8`; `'\x61'`, `'a'`) are one target to the checks on shared
/// targets. A literal of another type is reported; any other target (an associated constant such
/// as `MAX`, a constant expression) is left for const evaluation.
fn primitive_target(
    target: TargetRef,
    primitive: Primitive,
    target_path: &Path,
    diagnostics: &mut Diagnostics,
) -> TargetRef {
    let type_text = path_text(target_path);
    let literal = |written: TokenStream, value: TokenStream| TargetRef::Constant { written, value };
    match &target {
        TargetRef::Name(ident) if ident == "true" || ident == "false" => {
            if primitive != Primitive::Bool {
                diagnostics.error_with_help(
                    ident,
                    format!("`{ident}` is a `bool`, and this crosswalk's target is `{type_text}`"),
                    expected_literal(primitive, &type_text),
                );
            }
            literal(ident.to_token_stream(), ident.to_token_stream())
        }
        TargetRef::Name(_) | TargetRef::Combined { .. } => target,
        TargetRef::Number(number) => match primitive {
            Primitive::Integer { signed, bits } => {
                if number.suffixed.is_none() && !fits(number, signed, bits) {
                    diagnostics.error_with_help(
                        &number.written,
                        format!("`{}` does not fit `{type_text}`", number.text),
                        format!("a `{type_text}` holds {}", integer_range(signed, bits)),
                    );
                }
                let value = if number.suffixed.is_some() {
                    number.written.clone()
                } else {
                    normalized_number(number)
                };
                literal(number.written.clone(), value)
            }
            Primitive::Bool | Primitive::Char => {
                diagnostics.error_with_help(
                    &number.written,
                    format!(
                        "`{}` is a number, and this crosswalk's target is `{type_text}`",
                        number.text
                    ),
                    expected_literal(primitive, &type_text),
                );
                literal(number.written.clone(), number.written.clone())
            }
        },
        TargetRef::Constant { written, .. } => {
            let Ok(syn::Lit::Char(character)) = syn::parse2::<syn::Lit>(written.clone()) else {
                return target;
            };
            if primitive != Primitive::Char {
                diagnostics.error_with_help(
                    written,
                    format!(
                        "`{written}` is a `char`, and this crosswalk's target is `{type_text}`"
                    ),
                    expected_literal(primitive, &type_text),
                );
            }
            let mut value = proc_macro2::Literal::character(character.value());
            value.set_span(character.span());
            literal(written.clone(), value.to_token_stream())
        }
    }
}

/// The help of a literal of the wrong type: what the target takes.
fn expected_literal(primitive: Primitive, type_text: &str) -> String {
    match primitive {
        Primitive::Bool => format!("a `{type_text}` target is `true` or `false`: `#[to(true)]`"),
        Primitive::Char => {
            format!("a `{type_text}` target is a character literal: `#[to('a')]`")
        }
        Primitive::Integer { .. } => format!(
            "a `{type_text}` target is an integer, `#[to(8)]`, or an integer constant expression"
        ),
    }
}

/// The values an integer type holds, as the help writes them. `usize` and `isize` are measured at
/// their widest, 64 bits: a number past that fits no target, and rustc's `overflowing_literals`
/// judges the rest on a narrower one.
fn integer_range(signed: bool, bits: Option<u32>) -> String {
    let width = bits.unwrap_or(64);
    let range = if signed {
        let high = (1_u128 << (width - 1)) - 1;
        format!("-{} to {high}", high + 1)
    } else {
        let high = u128::MAX >> (128 - width);
        format!("0 to {high}")
    };
    if bits.is_some() {
        range
    } else {
        format!("{range} on a 64-bit target, less on a narrower one")
    }
}

/// Whether `number` is a value of the integer type (see [`integer_range`]).
fn fits(number: &Number, signed: bool, bits: Option<u32>) -> bool {
    let bits = bits.unwrap_or(64);
    match (signed, number.negative) {
        (false, true) => number.magnitude == 0,
        (false, false) => number.magnitude <= u128::MAX >> (128 - bits),
        (true, false) => number.magnitude < 1_u128 << (bits - 1),
        (true, true) => number.magnitude <= 1_u128 << (bits - 1),
    }
}

/// An unsuffixed integer literal of `number`'s value, at its span, after a `-` for a negative one.
fn normalized_number(number: &Number) -> TokenStream {
    let mut magnitude = proc_macro2::Literal::u128_unsuffixed(number.magnitude);
    magnitude.set_span(number.span);
    if number.negative {
        let mut minus = proc_macro2::Punct::new('-', proc_macro2::Spacing::Alone);
        minus.set_span(number.span);
        [TokenTree::Punct(minus), TokenTree::Literal(magnitude)]
            .into_iter()
            .collect()
    } else {
        TokenTree::Literal(magnitude).into()
    }
}

/// A target written as the target's whole path and a variant (`ir::Op::Add` for `to = ir::Op`)
/// is that variant's name.
fn by_name(target: TargetRef, target_path: &Path) -> TargetRef {
    let TargetRef::Constant { written, .. } = &target else {
        return target;
    };
    match syn::parse2::<Path>(written.clone()) {
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

/// A constant target that combines constants with `|` (`DEPTH | STENCIL`), each bare name an
/// associated constant of the target, which const evaluation combines through `read` and
/// `build`. Reported, and left as written, without a `build` function; any other target is
/// returned as it is.
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
    let tokens = written;
    let operands = split_at_bars(tokens);
    if operands.len() < 2 {
        return target;
    }
    let Some(build) = build else {
        diagnostics.error_with_help(
            tokens,
            "constants combined with `|` need a way to build the result in a constant",
            format!(
                "add `target_from_ordinal = …`, a `const fn` from a number to `{}` (the inverse \
                 of `target_ordinal`): `|` is then taken of the constants' numbers",
                path_text(target_path)
            ),
        );
        return target;
    };
    let operands = operands
        .into_iter()
        .map(|operand| {
            let mut trees = operand.clone().into_iter();
            match (trees.next(), trees.next()) {
                (Some(TokenTree::Ident(name)), None) => Operand::Constant(name),
                _ => Operand::Expression(operand),
            }
        })
        .collect();
    TargetRef::Combined {
        written: tokens.clone(),
        operands,
        reader: read.clone(),
        builder: build.clone(),
    }
}

/// Whether `target` is a number target: an integer literal, or an integer constant expression
/// ([`is_integer_expression`]) that const evaluation computes in the field's type.
pub fn is_numeric(target: &TargetRef) -> bool {
    match target {
        TargetRef::Number(_) => true,
        TargetRef::Name(_) => false,
        TargetRef::Constant { written, .. } | TargetRef::Combined { written, .. } => {
            syn::parse2::<Path>(written.clone()).is_err() && is_integer_expression(written)
        }
    }
}

/// Whether `tokens` are integer literals and constants (paths) combined by operators and
/// parentheses (`8 | 2`, `EQ | LT`, `1 << 2`, `hw::EQ | 1`): an expression of the field's type of
/// a number type. A struct literal, a block or a literal of another type is none.
fn is_integer_expression(tokens: &TokenStream) -> bool {
    let mut any = false;
    let well_formed = tokens.clone().into_iter().all(|tree| {
        any = true;
        match tree {
            TokenTree::Ident(_) => true,
            TokenTree::Punct(punct) => "|&^<>+-*/%!:".contains(punct.as_char()),
            TokenTree::Literal(literal) => matches!(syn::Lit::new(literal), syn::Lit::Int(_)),
            TokenTree::Group(group) => {
                matches!(
                    group.delimiter(),
                    proc_macro2::Delimiter::Parenthesis | proc_macro2::Delimiter::None
                ) && is_integer_expression(&group.stream())
            }
        }
    });
    any && well_formed
}

/// The crosswalk's target, from `to = …` and the targets written (see [`target_kind`]); `None`
/// without `to`, which is reported where it is missing.
pub fn target<'a>(
    args: &Args,
    primitive: Option<Primitive>,
    alias: &Ident,
    written: impl Iterator<Item = &'a TargetRef>,
    diagnostics: &mut Diagnostics,
) -> Option<Target> {
    let written: Vec<&TargetRef> = written.collect();
    let tuple_alias;
    let path = match (&args.target, &args.target_tuple) {
        (Some(path), _) => path,
        (None, Some(tuple)) => {
            let reads_back = args.target_ordinal.is_some();
            tuple_alias = tuple_target(tuple, alias, reads_back, &written, diagnostics)?;
            &tuple_alias
        }
        (None, None) => return None,
    };
    let (kind, first_written) = target_kind(
        written.into_iter(),
        args.target_ordinal.as_ref(),
        primitive.is_some(),
        path,
        args.unreached.as_ref().map(|unreached| &unreached.key),
        diagnostics,
    );
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
        text: args
            .target_tuple
            .as_ref()
            .map_or_else(|| path_text(path), tuple_text),
        path: path.clone(),
        tuple: args.target_tuple.clone(),
        kind,
        field: args.target_field.clone(),
        first_written,
    })
}

/// The path a tuple target is named by, its hidden alias (at the tuple, where a bound the tuple
/// misses is reported), or `None` without `target_ordinal`, reported: a tuple has no number of
/// its own to go back by. A target written as a tuple of another length is reported too, once
/// at the target rather than at each place the expansion writes it.
fn tuple_target(
    tuple: &syn::TypeTuple,
    alias: &Ident,
    reads_back: bool,
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
    if !reads_back {
        diagnostics.error_with_help(
            tuple,
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
    let elements: Vec<String> = tuple
        .elems
        .iter()
        .map(|element| match element {
            syn::Type::Path(path) if path.qself.is_none() => path_text(&path.path),
            other => other.to_token_stream().to_string(),
        })
        .collect();
    format!("({})", elements.join(", "))
}

/// The kind of the crosswalk's targets, `targets` being every one written in the order written
/// (the entries', then the `default` policy's): a constant target when `reader` is given or the
/// target is a primitive type the macro reads (`read_as_primitive`), else the form of the first. Reports every target of another form, and `unreached` where the target
/// has no variant list. Also returns where the first target is written (the target path's span
/// when none is).
fn target_kind<'a>(
    targets: impl Iterator<Item = &'a TargetRef>,
    reader: Option<&Path>,
    read_as_primitive: bool,
    target_path: &Path,
    unreached: Option<&Ident>,
    diagnostics: &mut Diagnostics,
) -> (TargetKind, Span) {
    let targets: Vec<&TargetRef> = targets.collect();
    let first_written = targets
        .first()
        .map_or_else(|| target_path.span(), |first| first.span());
    // The first name or number decides; a constant expression of another kind is reported.
    let deciding = targets
        .iter()
        .copied()
        .find(|target| !matches!(target, TargetRef::Constant { .. }) || is_numeric(target));
    let kind = match deciding {
        _ if reader.is_some() || read_as_primitive => TargetKind::Constants {
            reader: reader.cloned(),
        },
        Some(target) if is_numeric(target) => TargetKind::Numbers,
        _ => TargetKind::Variants,
    };
    let first = deciding.or_else(|| targets.first().copied());
    let mut reported = Reported::default();
    let target_text = path_text(target_path);
    for target in &targets {
        check_form(
            target,
            first,
            &kind,
            &target_text,
            &mut reported,
            diagnostics,
        );
    }
    match (&kind, unreached) {
        (TargetKind::Numbers, Some(key)) => diagnostics.error_with_help(
            key,
            "`unreached` lists variants of a target enum, but this crosswalk maps to numbers",
            "remove `unreached`; a number type has no variant list to check",
        ),
        (TargetKind::Constants { .. }, Some(key)) if primitive(target_path).is_some() => {
            diagnostics.error_with_help(
                key,
                format!(
                    "`unreached` lists variants of a target enum, but `{target_text}` is a \
                     primitive type"
                ),
                "remove `unreached`; a primitive type has no variant list to check",
            );
        }
        (TargetKind::Constants { .. }, Some(key)) => diagnostics.error_with_help(
            key,
            "`unreached` lists variants of a target enum, but this crosswalk maps to constants",
            "remove `unreached`; a type of constants has no variant list to check",
        ),
        _ => {}
    }
    (kind, first_written)
}

/// What each kind of target takes, for the error of two kinds mixed.
const KINDS_HELP: &str = "a target enum takes variant names; a number type (a tuple struct) \
                          takes numbers and integer constant expressions, a lone constant in \
                          parentheses: `#[to((EQ))]`";

/// The mistakes a crosswalk reports once, however many targets make them.
#[derive(Default)]
struct Reported {
    /// Names and numbers mixed.
    mixed: bool,
    /// A constant expression without `target_ordinal`.
    expression: bool,
}

fn check_form(
    target: &TargetRef,
    first: Option<&TargetRef>,
    kind: &TargetKind,
    target_text: &str,
    reported: &mut Reported,
    diagnostics: &mut Diagnostics,
) {
    match (target, kind) {
        (TargetRef::Constant { .. }, TargetKind::Numbers) if is_numeric(target) => {}
        (TargetRef::Constant { written, .. }, TargetKind::Variants) if is_numeric(target) => {
            let Some(first) = first else { return };
            if !reported.mixed {
                reported.mixed = true;
                diagnostics.error_with_note(
                    written,
                    format!(
                        "`{target}` and `{first}` are different kinds of target: one a variant \
                         name, one a number"
                    ),
                    KINDS_HELP,
                    self::written(first),
                    format!("`{first}` is here"),
                );
            }
        }
        (TargetRef::Constant { written, .. }, TargetKind::Variants | TargetKind::Numbers) => {
            match syn::parse2::<Path>(written.clone()) {
                // A path: most likely a variant of the target, misspelt or by another path.
                Ok(path) => {
                    let example = path
                        .segments
                        .last()
                        .map_or_else(|| "Add".to_owned(), |last| last.ident.to_string());
                    diagnostics.error_with_help(
                        written,
                        "`#[to(…)]` takes the name of one variant of the target enum",
                        format!(
                            "write the variant's name, `#[to({example})]`, or its whole path, \
                             `#[to({target_text}::{example})]`; the target enum comes from `to = \
                             …`. A target written as a constant expression needs `target_ordinal \
                             = …`: a `const fn` that reads a target's number"
                        ),
                    );
                }
                // Any other expression is a constant: the crosswalk lacks its reader, once.
                Err(_) if !reported.expression => {
                    reported.expression = true;
                    diagnostics.error_with_help(
                        written,
                        "a target written as a constant expression needs `target_ordinal = …`, \
                         which reads a target's number",
                        format!(
                            "add `target_ordinal = path::to::getter` to the crosswalk: a `const \
                             fn({target_text}) -> integer`, through which `from_target` and the \
                             target's ordinals read targets"
                        ),
                    );
                }
                Err(_) => {}
            }
        }
        (TargetRef::Number(number), TargetKind::Constants { .. }) => diagnostics.error_with_help(
            &number.written,
            "this crosswalk's targets are constants (it has `target_ordinal`), not numbers",
            "write the constant, e.g. `#[to(NEVER)]` for `Target::NEVER`, or a constant \
             expression of the target type",
        ),
        (TargetRef::Name(_) | TargetRef::Number(_), TargetKind::Variants | TargetKind::Numbers) => {
            let Some(first) = first else { return };
            let differs = is_numeric(target) != is_numeric(first);
            // One mix of names and numbers is the mistake; the rest are the same one.
            if differs && !reported.mixed {
                reported.mixed = true;
                diagnostics.error_with_note(
                    written(target),
                    format!(
                        "`{target}` and `{first}` are different kinds of target: one a variant \
                         name, one a number"
                    ),
                    KINDS_HELP,
                    written(first),
                    format!("`{first}` is here"),
                );
            }
        }
        (TargetRef::Name(_) | TargetRef::Constant { .. }, TargetKind::Constants { .. })
        | (TargetRef::Combined { .. }, _) => {}
    }
}

/// The target as written, for pointing an error at it.
pub fn written(target: &TargetRef) -> TokenStream {
    match target {
        TargetRef::Name(ident) => ident.to_token_stream(),
        TargetRef::Number(number) => number.written.clone(),
        TargetRef::Constant { written, .. } | TargetRef::Combined { written, .. } => {
            written.clone()
        }
    }
}
